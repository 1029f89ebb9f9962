import { and, eq, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import { GENERATION_PULL_JOB_KIND, type GenerationSourceState } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { actorOf } from '../../platform/access/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { FetchFailed } from '../../platform/http/guarded-fetch.ts';
import { AddressNotAllowed } from '../../platform/http/outside-address.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { defineBackgroundJob, queueBackgroundJob } from '../../platform/jobs/background-job.ts';
import { backgroundJobRows } from '../../platform/jobs/job-rows.ts';
import { backgroundJobs } from '../../platform/jobs/job-schema.ts';
import { JobRefusal } from '../../platform/jobs/record-job.ts';
import { backoffMs, jittered, startTicker } from '../../platform/jobs/poll-schedule.ts';
import { runImport } from './import-run.ts';
import { generationImportFrom } from './import-generation.ts';
import { generationSources } from './generation-source-schema.ts';
import { plants } from './schema.ts';
import { PullRefused, solarEdgeReader, type GenerationSourceReader } from './generation-source-readers.ts';
import { today } from './clock.ts';
import type { EnergyNotices } from './energy-notices.ts';

type SourceRow = typeof generationSources.$inferSelect;

/** The days each pull asks for, ending yesterday (today's energy is still growing). */
const PULL_DAYS = 31;
const apiImport = generationImportFrom('API');

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

interface Failure {
  state: GenerationSourceState;
  code: MessageCode;
  params: Record<string, string | number>;
  /** When to try again, from now; null: not before someone gives a new key. */
  waitMs: number | null;
}

/** A failed pull as the source records it, backing off by the failures in a row (and the portal's wait). */
function failureOf(err: unknown, failures: number): Failure {
  const backoff = backoffMs(failures);
  const failed = (code: MessageCode, params: Failure['params'] = {}): Failure => ({
    state: 'error',
    code,
    params,
    waitMs: backoff,
  });
  if (err instanceof PullRefused && err.code === 'credentials_rejected')
    return { state: 'needs_credentials', code: 'pull_credentials_rejected', params: {}, waitMs: null };
  if (err instanceof PullRefused) {
    const waitMs = Math.max(backoff, err.retryAfterMs ?? 0);
    return {
      state: 'throttled',
      code: 'pull_throttled',
      params: { minutes: Math.ceil(waitMs / 60_000) },
      waitMs,
    };
  }
  if (err instanceof AddressNotAllowed) return failed('pull_address_not_allowed');
  if (err instanceof FetchFailed) {
    const status = /^http_(\d+)$/.exec(err.code)?.[1];
    if (status) return failed('pull_http_status', { status });
    if (err.code === 'timeout' || err.code === 'malformed_answer') return failed(`pull_${err.code}`);
    return failed('pull_unreachable');
  }
  // The readings were refused as a file's would be (implausible, future days…): said with the import's words.
  if (err instanceof AppError) return failed(err.code, err.params);
  return failed('pull_failed');
}

/**
 * Pulls plants' generation from their portals, each pull a job in the one lifecycle (subject: the plant's
 * id; one queued or running per plant). The readings land through the generation import, as a file's would:
 * the same checks, an import in the history with the source as its origin, days already stored left alone
 * and changed ones audited; a pull that brings nothing new lands nothing. The source then records its state
 * and its next pull: the interval after a success, exponential back-off after a failure (never sooner than
 * the portal's Retry-After), and none after the portal refused the key. The bell tells who asked for the pull,
 * or for a scheduled one who last saved the source, when readings landed or when the key was refused.
 */
export function createGenerationPulls(
  p: Pick<Platform, 'db' | 'database' | 'queue' | 'log' | 'jobs' | 'config'>,
  notices: Pick<EnergyNotices, 'generationPulled' | 'pullRefused'>,
) {
  const { db } = p;

  /** Who hears of a pull (who asked for it, else who last saved the source) and the plant it is about. */
  async function listener(source: SourceRow, requestedBy: number | null) {
    const userId = requestedBy ?? source.savedBy;
    if (userId === null) return null;
    const [plant] = await db
      .select({ id: plants.id, name: plants.name })
      .from(plants)
      .where(eq(plants.id, source.plantId));
    return plant ? { userId, plant } : null;
  }

  function readerFor(source: SourceRow): GenerationSourceReader | null {
    if (source.kind !== 'SOLAREDGE' || !source.siteId || !source.apiKey) return null;
    const settings = { baseUrl: source.baseUrl, siteId: source.siteId, apiKey: source.apiKey };
    const { inverterAllowedHosts, generationPullTimeoutMs } = p.config;
    return solarEdgeReader(source.plantId, settings, inverterAllowedHosts, generationPullTimeoutMs);
  }

  async function land(reader: GenerationSourceReader, source: SourceRow, requestedBy: number | null) {
    const to = dayBefore(today(), 1);
    const file = await reader.read({ from: dayBefore(to, PULL_DAYS - 1), to });
    if (!file.content.includes('\n')) return null;
    const actor = {
      ...actorOf(null, { ip: '', locale: 'pt-BR', requestId: GENERATION_PULL_JOB_KIND, origin: '' }),
      userId: requestedBy,
    };
    const request = { ...file, actor, sourceId: source.id };
    const preview = await runImport(db, apiImport, request, true);
    if (!preview.errors.length && !preview.inserted && !preview.updated) return null;
    const landed = await runImport(db, apiImport, request, false);
    return {
      importId: landed.import_id,
      source: file.fileName,
      inserted: landed.inserted,
      updated: landed.updated,
    };
  }

  defineBackgroundJob(p, {
    name: GENERATION_PULL_JOB_KIND,
    async work(row, _job, finish) {
      const [source] = await db
        .select()
        .from(generationSources)
        .where(eq(generationSources.plantId, Number(row.subject)));
      const reader = source && readerFor(source);
      if (!reader) throw new JobRefusal('pull_not_configured');
      const startedAt = new Date();
      let landed: Awaited<ReturnType<typeof land>>;
      try {
        landed = await land(reader, source, row.requestedBy);
      } catch (err) {
        const failure = failureOf(err, source.failures + 1);
        if (failure.code === 'pull_failed')
          p.log.warn({ err, plant: source.plantId }, 'generation pull failed');
        await db
          .update(generationSources)
          .set({
            state: failure.state,
            failures: source.failures + 1,
            lastPullAt: startedAt,
            nextPullAt: failure.waitMs === null ? null : new Date(Date.now() + failure.waitMs),
            lastError: failure.code,
            lastErrorParams: failure.params,
          })
          .where(eq(generationSources.id, source.id));
        const told = failure.state === 'needs_credentials' && (await listener(source, row.requestedBy));
        if (told) await notices.pullRefused(told.userId, told.plant);
        throw new JobRefusal(failure.code, JSON.stringify(failure.params));
      }
      const done = await db.transaction(async (tx) => {
        await tx
          .update(generationSources)
          .set({
            state: 'ok',
            failures: 0,
            lastPullAt: startedAt,
            nextPullAt: new Date(Date.now() + jittered(source.intervalMinutes)),
            lastError: null,
            lastErrorParams: null,
            lastImportId: landed?.importId ?? source.lastImportId,
          })
          .where(eq(generationSources.id, source.id));
        return finish(tx);
      });
      if (landed) {
        const told = await listener(source, row.requestedBy);
        const { source: name, inserted, updated } = landed;
        if (told)
          await notices.generationPulled(told.userId, told.plant, { source: name, inserted, updated });
      }
      return done;
    },
  });

  /** Queues a pull of the plant's source; null when one is queued or running already. */
  const queue = (plantId: number, requestedBy: number | null) =>
    queueBackgroundJob(p, GENERATION_PULL_JOB_KIND, String(plantId), requestedBy);

  /** Plants whose pulled source is due: enabled, with its key, not waiting for a new one. */
  const due = () =>
    db
      .select({ plantId: generationSources.plantId })
      .from(generationSources)
      .where(
        and(
          eq(generationSources.enabled, true),
          eq(generationSources.kind, 'SOLAREDGE'),
          isNotNull(generationSources.apiKey),
          ne(generationSources.state, 'needs_credentials'),
          or(isNull(generationSources.nextPullAt), lte(generationSources.nextPullAt, sql`now()`)),
        ),
      );

  /** Every instance looks, on a timer, for sources that are due and queues their pulls; 0 turns it off. */
  const start = (everyMs: number) =>
    startTicker(
      everyMs,
      async () => {
        for (const { plantId } of await due()) await queue(plantId, null);
      },
      (err) => p.log.warn({ err }, 'generation pull tick failed'),
    );

  return { queue, start };
}
export type GenerationPulls = ReturnType<typeof createGenerationPulls>;

/** The pulls, for the readers of Geração, each named by its plant. */
export const generationPullJobRows = backgroundJobRows({
  kinds: [GENERATION_PULL_JOB_KIND],
  may: (actor) => actor.ability.can('read', 'Geracao'),
  subject: sql`(select ${plants.name} from ${plants} where ${plants.id}::text = ${backgroundJobs.subject})`,
  link: () => '/geracao/usinas',
});
