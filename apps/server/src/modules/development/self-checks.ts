import { randomUUID } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import { desc, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { SelfCheckName, SelfCheckResult, SelfCheckRun } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/access-hook.ts';
import { selfCheckRuns } from './schema.ts';

/** A check that takes longer than this fails: the page must answer even when a dependency hangs. */
const CHECK_TIMEOUT_MS = 5000;
/** Below this free space on DATA_DIR's disk, the disk check fails. */
const MIN_FREE_BYTES = 512 * 1024 * 1024;
/** More than this between the server's clock and the database's (or Redis's) fails the clock check. */
const MAX_SKEW_MS = 2000;
const HISTORY = 20;
const ECHO_JOB = 'development.self-check-echo';
const ECHO_CHANNEL = 'development.self-check-echo';
/** The echo job answers on the bus: the process that runs it need not be the one that waits. */
const JOB_ECHO_CHANNEL = 'development.self-check-job-echo';

/** A check's answer: a detail when it passes, or a skip with its reason; throwing fails it. */
type Probe = () => Promise<{ skip?: string; detail?: string }>;

/** Resolves when `key` arrives through `register`'s callbacks, or rejects after the timeout. */
function waiter() {
  const waiting = new Map<string, () => void>();
  return {
    arrived: (key: string) => waiting.get(key)?.(),
    wait: (key: string, start: () => Promise<unknown>) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(key);
          reject(new Error('no answer'));
        }, CHECK_TIMEOUT_MS);
        waiting.set(key, () => {
          clearTimeout(timer);
          waiting.delete(key);
          resolve();
        });
        start().catch(reject);
      }),
  };
}

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

/**
 * The platform's self-checks, run from the tests page as the Actor: database, Redis, SMTP, a job through
 * the queue, a message through the event bus (realtime's path between instances), free disk on DATA_DIR,
 * and clock skew against the database. A dependency that is not configured is skipped with that reason,
 * not failed. Each run is kept, with its author, in a small table.
 */
export async function createSelfChecks(p: Platform) {
  const jobs = waiter();
  const echoes = waiter();
  p.queue.define<{ key: string }>(ECHO_JOB, ({ key }) => p.bus.publish(JOB_ECHO_CHANNEL, { key }), {
    attempts: 1,
  });
  await p.bus.subscribe(JOB_ECHO_CHANNEL, (payload) => jobs.arrived((payload as { key: string }).key));
  await p.bus.subscribe(ECHO_CHANNEL, (payload) => echoes.arrived((payload as { key: string }).key));

  const probes: Record<SelfCheckName, Probe> = {
    async database() {
      await p.db.execute(sql`select 1`);
      return { detail: p.database.engine };
    },
    async redis() {
      if (!p.redis) return { skip: 'not_configured' };
      await p.redis.ping();
      return {};
    },
    async smtp() {
      if (!p.config.smtpUrl) return { skip: 'not_configured' };
      const transport = nodemailer.createTransport(p.config.smtpUrl);
      try {
        await transport.verify();
      } finally {
        transport.close();
      }
      return {};
    },
    async queue() {
      const key = randomUUID();
      await jobs.wait(key, () => p.queue.add(ECHO_JOB, { key }));
      return { detail: p.redis ? 'bullmq' : 'memory' };
    },
    async realtime() {
      const key = randomUUID();
      await echoes.wait(key, () => p.bus.publish(ECHO_CHANNEL, { key }));
      return { detail: p.redis ? 'redis' : 'memory' };
    },
    async disk() {
      const stats = await statfs(p.config.dataDir);
      const free = stats.bavail * stats.bsize;
      if (free < MIN_FREE_BYTES) throw new Error(gib(free));
      return { detail: gib(free) };
    },
    async clock() {
      const before = Date.now();
      const result = await p.db.execute(sql`select extract(epoch from clock_timestamp()) * 1000 as now`);
      const after = Date.now();
      const [row] = (result as unknown as { rows: { now: string | number }[] }).rows;
      const skew = Math.round(Number(row.now) - (before + after) / 2);
      if (Math.abs(skew) > MAX_SKEW_MS) throw new Error(`${skew} ms`);
      return { detail: `${skew} ms` };
    },
  };

  async function runOne(name: SelfCheckName): Promise<SelfCheckResult> {
    const start = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed_out')), CHECK_TIMEOUT_MS);
    });
    try {
      const { skip, detail } = await Promise.race([probes[name](), timeout]);
      const duration_ms = performance.now() - start;
      return { name, outcome: skip ? 'skip' : 'pass', duration_ms, detail: skip ?? detail ?? '' };
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      return { name, outcome: 'fail', duration_ms: performance.now() - start, detail: detail.slice(0, 300) };
    } finally {
      clearTimeout(timer);
    }
  }

  const view = (row: typeof selfCheckRuns.$inferSelect): SelfCheckRun => ({
    id: row.id,
    started_at: row.createdAt.toISOString(),
    duration_ms: row.durationMs,
    user_name: row.userName,
    results: row.results,
  });

  return {
    async run(actor: Actor): Promise<SelfCheckRun> {
      assertCan(actor, 'read', 'Development', {});
      const start = performance.now();
      const results = await Promise.all((Object.keys(probes) as SelfCheckName[]).map(runOne));
      const [row] = await p.db
        .insert(selfCheckRuns)
        .values({
          userId: actor.userId,
          userName: actor.name,
          durationMs: performance.now() - start,
          results,
        })
        .returning();
      return view(row);
    },
    async history(): Promise<SelfCheckRun[]> {
      const rows = await p.db.select().from(selfCheckRuns).orderBy(desc(selfCheckRuns.id)).limit(HISTORY);
      return rows.map(view);
    },
  };
}
export type SelfChecks = Awaited<ReturnType<typeof createSelfChecks>>;
