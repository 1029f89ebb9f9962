import { inArray, sql } from 'drizzle-orm';
import type { WorkanaJob } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import type { JobRecord } from './job-source.ts';
import { workanaJobs } from './schema.ts';

export type JobRow = typeof workanaJobs.$inferSelect;

export const jobToApi = (j: JobRow): WorkanaJob => ({
  id: j.id,
  source: j.source,
  external_id: j.externalId,
  url: j.url,
  title: j.title,
  description: j.description,
  skills: j.skills,
  budget: j.budgetType
    ? {
        type: j.budgetType,
        min: j.budgetMin,
        max: j.budgetMax,
        currency: j.budgetCurrency,
        raw: j.budgetRaw ?? '',
      }
    : null,
  bids: j.bids,
  posted_at: j.postedAt?.toISOString() ?? null,
  client: {
    name: j.clientName,
    country: j.clientCountry,
    payment_verified: j.clientVerified,
    rating: j.clientRating,
  },
  flags: { urgent: j.urgent, featured: j.featured, invite: j.invite },
  first_seen_at: j.firstSeenAt.toISOString(),
});

/** What rules read from a stored job. */
export const matchable = (j: JobRow) => ({
  title: j.title,
  description: j.description,
  skills: j.skills,
  budget: jobToApi(j).budget,
  bids: j.bids,
  postedAt: j.postedAt,
  clientCountry: j.clientCountry,
  clientVerified: j.clientVerified,
});

/**
 * Stores the jobs not seen before (by source and external id) and answers which were new. A job seen again
 * keeps its first record: its first-seen time is what "new" means.
 */
export async function storeJobs(
  db: Executor,
  jobs: JobRecord[],
): Promise<{ fresh: JobRow[]; duplicates: number }> {
  const unique = [...new Map(jobs.map((j) => [`${j.source}\u0000${j.externalId}`, j])).values()];
  if (!unique.length) return { fresh: [], duplicates: jobs.length };
  const fresh = await db
    .insert(workanaJobs)
    .values(
      unique.map((j) => ({
        source: j.source,
        externalId: j.externalId.slice(0, 300),
        url: j.url,
        title: j.title.slice(0, 500),
        description: j.description.slice(0, 20_000),
        skills: j.skills.slice(0, 50),
        budgetType: j.budget?.type ?? null,
        budgetMin: j.budget?.min ?? null,
        budgetMax: j.budget?.max ?? null,
        budgetCurrency: j.budget?.currency ?? null,
        budgetRaw: j.budget?.raw ?? null,
        bids: j.bids,
        postedAt: j.postedAt,
        clientName: j.client.name,
        clientCountry: j.client.country,
        clientVerified: j.client.paymentVerified,
        clientRating: j.client.rating,
        urgent: j.flags.urgent,
        featured: j.flags.featured,
        invite: j.flags.invite,
      })),
    )
    .onConflictDoNothing({ target: [workanaJobs.source, workanaJobs.externalId] })
    .returning();
  return { fresh, duplicates: jobs.length - fresh.length };
}

export const jobsById = (db: Executor, ids: number[]) =>
  ids.length ? db.select().from(workanaJobs).where(inArray(workanaJobs.id, ids)) : Promise.resolve([]);

export const recentJobs = (db: Executor, limit: number) =>
  db
    .select()
    .from(workanaJobs)
    .orderBy(sql`${workanaJobs.firstSeenAt} desc, ${workanaJobs.id} desc`)
    .limit(limit);
