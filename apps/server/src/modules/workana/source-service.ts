import { asc, eq, sql } from 'drizzle-orm';
import type {
  CurrencyRate,
  WebhookPayload,
  WorkanaRunQuery,
  WorkanaSource,
  WorkanaSourceSecret,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { listPage, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { webhookPayloadSchema } from '@alvorada/contracts';
import { audit } from '../../platform/audit/audit.ts';
import type { Poller } from './poller.ts';
import { runStatusSql, runToApi } from './run-records.ts';
import { storeJobs, type JobRow } from './job-store.ts';
import { AddressNotAllowed, assertOutsideAddress } from '../../platform/http/outside-address.ts';
import { newWebhookSecret, validSignature, webhookJobs } from './sources.ts';
import { workanaRates, workanaRuns, workanaSources } from './schema.ts';

type SourceRow = typeof workanaSources.$inferSelect;

/** How much of a webhook secret reads show: enough to tell two apart, never enough to sign with. */
const secretHint = (secret: string | undefined) => (secret ? secret.slice(-4) : null);

const sourceToApi = (s: SourceRow, showSecret: boolean): WorkanaSource => ({
  id: s.id,
  kind: s.kind,
  name: s.name,
  url: s.url,
  enabled: s.enabled,
  interval_minutes: s.intervalMinutes,
  state: s.state,
  blocked_reason: s.blockedReason,
  last_run_at: s.lastRunAt?.toISOString() ?? null,
  next_run_at: s.enabled && s.kind !== 'webhook' ? (s.nextRunAt?.toISOString() ?? null) : null,
  failures: s.failures,
  secret_hint: showSecret && s.kind === 'webhook' ? secretHint(s.settings.secret) : null,
});

const RUNS: ListSpec = {
  ordering: {
    started_at: workanaRuns.startedAt,
    duration_ms: workanaRuns.durationMs,
    new_jobs: workanaRuns.newJobs,
  },
  defaultOrdering: '-started_at',
  key: workanaRuns.id,
  filters: { status: runStatusSql, source_id: workanaRuns.sourceId },
};

/**
 * The sources (shared by the whole area: changing them needs `update Workana`), their runs, the inbound
 * webhook, and the currency rates rules convert budgets with.
 */
export function createSourceService(
  p: Pick<Platform, 'db' | 'queue' | 'config'>,
  poller: Poller,
  onFresh: (jobs: JobRow[]) => Promise<void>,
) {
  const { db } = p;
  const readRates = async () => {
    const rows = await db.select().from(workanaRates).orderBy(asc(workanaRates.currency));
    return rows.map((r) => ({ currency: r.currency, to_brl: r.toBrl }));
  };
  /** Refuses at once an address the runs would refuse; one that does not resolve now is left to the runs. */
  const checkAddress = async (url: string) => {
    try {
      await assertOutsideAddress(new URL(url), p.config.workanaAllowedHosts);
    } catch (error) {
      if (error instanceof AddressNotAllowed)
        throw new AppError(400, 'workana_address_not_allowed', {
          fields: { url: ['workana_address_not_allowed'] },
        });
    }
  };
  const find = async (id: number) => {
    const [row] = await db.select().from(workanaSources).where(eq(workanaSources.id, id));
    if (!row) throw notFound();
    return row;
  };
  return {
    async list(actor: Actor) {
      const rows = await db.select().from(workanaSources).orderBy(asc(workanaSources.id));
      const showSecret = actor.ability.can('update', 'Workana');
      return rows.map((r) => sourceToApi(r, showSecret));
    },
    async update(
      actor: Actor,
      id: number,
      patch: { enabled?: boolean; url?: string | null; interval_minutes?: number },
    ) {
      const row = await find(id);
      if (patch.url !== undefined && (row.kind === 'fixture' || row.kind === 'webhook'))
        throw new AppError(400, 'workana_source_no_url', { fields: { url: ['workana_source_no_url'] } });
      const url = patch.url === undefined ? row.url : patch.url;
      if (patch.url) await checkAddress(patch.url);
      if (patch.enabled && !url && (row.kind === 'workana' || row.kind === 'rss'))
        throw new AppError(400, 'workana_source_needs_url', {
          fields: { url: ['workana_source_needs_url'] },
        });
      const [updated] = await db
        .update(workanaSources)
        .set({
          url,
          enabled: patch.enabled ?? row.enabled,
          intervalMinutes: patch.interval_minutes ?? row.intervalMinutes,
          // Turned on: due at once (a source still backing off keeps its wait).
          nextRunAt:
            patch.enabled && !row.enabled
              ? sql`greatest(coalesce(${workanaSources.nextRunAt}, now()), now())`
              : undefined,
        })
        .where(eq(workanaSources.id, id))
        .returning();
      return sourceToApi(updated, true);
    },
    /** Queues a run now. A source that is off, pushed to, or waiting out a block is refused. */
    async runNow(_actor: Actor, id: number) {
      const row = await find(id);
      if (row.kind === 'webhook') throw new AppError(409, 'workana_source_push_only');
      if (!row.enabled) throw new AppError(409, 'workana_source_disabled');
      if (row.state === 'blocked' && row.nextRunAt && row.nextRunAt > new Date()) {
        const seconds = Math.ceil((row.nextRunAt.getTime() - Date.now()) / 1000);
        throw new AppError(429, 'workana_source_backing_off', {
          params: { seconds },
          headers: { 'retry-after': String(seconds) },
        });
      }
      await poller.queue(id);
      return { queued: true };
    },
    async runs(actor: Actor, query: WorkanaRunQuery, url: string) {
      const page = await listPage(db, tableSource(workanaRuns), RUNS, query, { ability: actor.ability, url });
      return { ...page, results: page.results.map(runToApi) };
    },
    /** A new webhook secret in place of the old one, audited; the answer is the only time it is shown. */
    async regenerateSecret(actor: Actor, id: number): Promise<WorkanaSourceSecret> {
      const row = await find(id);
      if (row.kind !== 'webhook') throw new AppError(409, 'workana_source_no_secret');
      const secret = newWebhookSecret();
      await db.transaction(async (tx) => {
        await tx
          .update(workanaSources)
          .set({ settings: { ...row.settings, secret } })
          .where(eq(workanaSources.id, id));
        await audit(tx, actor, {
          action: 'update',
          subject: 'Workana',
          targetId: id,
          before: { secret_hint: secretHint(row.settings.secret) },
          after: { secret_hint: secretHint(secret) },
        });
      });
      return { secret };
    },
    /** A signed push: the body's HMAC-SHA256 under the webhook's secret, in `X-Signature: sha256=<hex>`. */
    async receive(id: number, rawBody: string, signature: string | undefined) {
      const [row] = await db.select().from(workanaSources).where(eq(workanaSources.id, id));
      if (!row || row.kind !== 'webhook') throw notFound();
      if (!row.enabled || !row.settings.secret || !validSignature(row.settings.secret, rawBody, signature))
        throw new AppError(403, 'webhook_signature_invalid');
      let payload: WebhookPayload;
      try {
        payload = webhookPayloadSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new AppError(400, 'webhook_payload_invalid');
      }
      const started = new Date();
      const { fresh, duplicates } = await storeJobs(db, webhookJobs(payload));
      const finished = new Date();
      // A push is recorded done as it is received: no job runs it.
      await db.insert(workanaRuns).values({
        sourceId: id,
        sourceKind: 'webhook',
        state: 'done',
        startedAt: started,
        finishedAt: finished,
        durationMs: finished.getTime() - started.getTime(),
        pages: 1,
        newJobs: fresh.length,
        duplicates,
      });
      await db
        .update(workanaSources)
        .set({ state: 'ok', lastRunAt: started })
        .where(eq(workanaSources.id, id));
      await onFresh(fresh);
      return { new_jobs: fresh.length, duplicates };
    },
    rates: readRates,
    async saveRates(rates: CurrencyRate[]) {
      await db.transaction(async (tx) => {
        await tx.delete(workanaRates);
        const rows = rates.filter((r) => r.currency !== 'BRL');
        if (rows.length)
          await tx.insert(workanaRates).values(rows.map((r) => ({ currency: r.currency, toBrl: r.to_brl })));
      });
      return readRates();
    },
    poll: poller.run,
  };
}
export type SourceService = ReturnType<typeof createSourceService>;
