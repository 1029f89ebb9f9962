import { and, eq, inArray } from 'drizzle-orm';
import {
  GENERATION_PULL_JOB_KIND,
  type GenerationSource,
  type GenerationSourceSettings,
  type Locale,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { translate, type MessageCode } from '../../platform/http/messages.ts';
import { AddressNotAllowed, assertOutsideAddress } from '../../platform/http/outside-address.ts';
import { backgroundJobs } from '../../platform/jobs/job-schema.ts';
import { generationSources } from './generation-source-schema.ts';
import { plants } from './schema.ts';
import type { GenerationPulls } from './generation-pulls.ts';

type SourceRow = typeof generationSources.$inferSelect;

/** A source as the API shows it: the key only as whether one is stored, the last error in the reader's words. */
function sourceToApi(plantId: number, row: SourceRow | undefined, pulling: boolean, locale: Locale) {
  const error = row?.lastError ?? null;
  return {
    plant_id: plantId,
    kind: row?.kind ?? 'CSV',
    base_url: row?.baseUrl ?? null,
    site_id: row?.siteId ?? null,
    api_key_set: Boolean(row?.apiKey),
    enabled: row?.enabled ?? false,
    interval_minutes: row?.intervalMinutes ?? 360,
    state: row?.state ?? 'idle',
    pulling,
    failures: row?.failures ?? 0,
    last_pull_at: row?.lastPullAt?.toISOString() ?? null,
    next_pull_at: row?.kind === 'SOLAREDGE' && row.enabled ? (row.nextPullAt?.toISOString() ?? null) : null,
    last_error: error,
    last_error_message: error && translate(error as MessageCode, locale, row?.lastErrorParams ?? {}),
    last_import_id: row?.lastImportId ?? null,
  } satisfies GenerationSource;
}

/** What the audit trail keeps of a source: never its key, only whether one is stored. */
const audited = (row: SourceRow | undefined) =>
  row && {
    kind: row.kind,
    base_url: row.baseUrl,
    site_id: row.siteId,
    api_key_set: Boolean(row.apiKey),
    enabled: row.enabled,
    interval_minutes: row.intervalMinutes,
  };

/** Each plant's generation source: read by the plant's readers, set and pulled by who may change plants. */
export function createGenerationSourceService(p: Pick<Platform, 'db' | 'config'>, pulls: GenerationPulls) {
  const { db } = p;
  const refuse = (field: string, code: MessageCode) =>
    new AppError(400, code, { fields: { [field]: [code] } });

  async function read(plantId: number) {
    const [plant] = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, plantId));
    if (!plant) throw notFound();
    const [row] = await db.select().from(generationSources).where(eq(generationSources.plantId, plantId));
    const [job] = await db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.name, GENERATION_PULL_JOB_KIND),
          eq(backgroundJobs.subject, String(plantId)),
          inArray(backgroundJobs.state, ['queued', 'running']),
        ),
      );
    return { row, pulling: Boolean(job) };
  }

  async function get(actor: Actor, plantId: number) {
    const { row, pulling } = await read(plantId);
    return sourceToApi(plantId, row, pulling, actor.locale);
  }

  /** Refuses at once an address the pulls would refuse; one that does not resolve now is left to the pulls. */
  async function checkAddress(url: string) {
    try {
      await assertOutsideAddress(new URL(url), p.config.inverterAllowedHosts);
    } catch (error) {
      if (error instanceof AddressNotAllowed) throw refuse('base_url', 'pull_address_not_allowed');
    }
  }

  return {
    get,
    async save(actor: Actor, plantId: number, input: GenerationSourceSettings) {
      const { row: before } = await read(plantId);
      const apiKey = input.api_key ?? before?.apiKey ?? null;
      if (input.kind === 'SOLAREDGE') {
        if (!input.site_id) throw refuse('site_id', 'required');
        if (!apiKey) throw refuse('api_key', 'required');
        if (input.base_url) await checkAddress(input.base_url);
      }
      const changed =
        !before ||
        before.kind !== input.kind ||
        before.baseUrl !== input.base_url ||
        before.siteId !== input.site_id ||
        input.api_key !== undefined;
      const values = {
        kind: input.kind,
        baseUrl: input.base_url,
        siteId: input.site_id,
        apiKey,
        enabled: input.enabled,
        intervalMinutes: input.interval_minutes,
        savedBy: actor.userId,
        // Another portal, site or key starts afresh, due at once; the same one keeps its state and wait.
        ...(changed && { state: 'idle' as const, failures: 0, lastError: null, lastErrorParams: null }),
        ...((changed || !before?.nextPullAt) && { nextPullAt: new Date() }),
      };
      await db.transaction(async (tx) => {
        const [after] = await tx
          .insert(generationSources)
          .values({ plantId, ...values })
          .onConflictDoUpdate({ target: generationSources.plantId, set: values })
          .returning();
        await audit(tx, actor, {
          action: 'update',
          subject: 'Geracao',
          targetId: plantId,
          before: { generation_source: audited(before) ?? null },
          after: { generation_source: audited(after) },
        });
      });
      return get(actor, plantId);
    },
    /** Queues a pull now, whatever the schedule says; 409 while one is under way. */
    async pull(actor: Actor, plantId: number) {
      const { row } = await read(plantId);
      if (row?.kind !== 'SOLAREDGE' || !row.siteId || !row.apiKey)
        throw new AppError(409, 'pull_not_configured');
      if ((await pulls.queue(plantId, actor.userId)) === null) throw new AppError(409, 'pull_under_way');
      return get(actor, plantId);
    },
  };
}
export type GenerationSourceService = ReturnType<typeof createGenerationSourceService>;
