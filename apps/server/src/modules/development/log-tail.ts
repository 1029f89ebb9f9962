import type { LogLine } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { LogEntry } from '../../platform/logs.ts';
import { canUnconditioned } from '../../platform/access/rule-conditions-sql.ts';
import { toLogLine } from './log-lines.ts';
import { lineFor, type Reader } from './reader-view.ts';

const TAIL_CHANNEL = 'development.log-tail';
/** A reader's tail lasts this long past its last renewal: the page renews it while open. */
export const TAIL_LEASE_MS = 60_000;
const FLUSH_MS = 500;
/** Lines sent per instance per flush; a burst beyond that is cut, and the cut counted in a line. */
const MAX_BATCH = 300;

/**
 * Live log tail: while someone tails (a lease renewed by the page, announced to every instance over the
 * event bus), each instance collects the lines it writes and sends them, named by instance, to each tailing
 * reader every half second over realtime, which reaches the reader's sockets wherever they are connected.
 * Each reader gets the lines as their ability, read at each send, lets them see them (`lineFor`). Nobody
 * tailing, nothing is parsed or sent.
 */
export async function createLogTail(p: Platform) {
  const instance = p.config.instanceName;
  const leases = new Map<number, number>();
  let batch: string[] = [];
  let dropped = 0;

  await p.bus.subscribe(TAIL_CHANNEL, (payload) => {
    const { userId, until } = payload as { userId: number; until: number };
    if (until > Date.now()) leases.set(userId, until);
    else leases.delete(userId);
  });

  const tailing = () => {
    const now = Date.now();
    for (const [userId, until] of leases) if (until <= now) leases.delete(userId);
    return [...leases.keys()];
  };

  const stopListening = p.logRing.listen((line) => {
    if (leases.size === 0) return;
    if (batch.length < MAX_BATCH) batch.push(line);
    else dropped += 1;
  });

  const parse = (raw: string): LogLine[] => {
    try {
      return [toLogLine(JSON.parse(raw) as LogEntry, instance)];
    } catch {
      return [];
    }
  };

  /** The reader as they are now: a user who lost the right to read Development gets nothing more. */
  async function readerNow(userId: number): Promise<Reader | null> {
    const state = await p.authState.load(userId);
    if (!state || state.user.status !== 'active') return null;
    return canUnconditioned(state.ability, 'read', 'Development') ? { userId, ability: state.ability } : null;
  }

  async function flush() {
    const readers = tailing();
    if (!batch.length || !readers.length) return void (batch = []);
    const lines = batch.flatMap(parse);
    if (dropped)
      lines.push(toLogLine({ time: Date.now(), level: 40, msg: `${dropped} lines not sent` }, instance));
    batch = [];
    dropped = 0;
    for (const userId of readers) {
      const reader = await readerNow(userId);
      if (!reader) continue;
      const visible = lines.map((line) => lineFor(reader, line));
      await p.hub.send(userId, { type: 'log_lines', instance, lines: visible });
    }
  }
  const timer = setInterval(() => {
    flush().catch((err: unknown) => p.log.debug({ err }, 'log tail not sent'));
  }, FLUSH_MS);
  timer.unref();

  return {
    /** Starts or renews the reader's tail on every instance; `false` ends it. */
    async hold(userId: number, on: boolean) {
      await p.bus.publish(TAIL_CHANNEL, { userId, until: on ? Date.now() + TAIL_LEASE_MS : 0 });
      return { until: on ? Date.now() + TAIL_LEASE_MS : null };
    },
    /** This instance's recent lines as the tools show them to `reader`. */
    recent: (reader: Reader, limit: number) =>
      p.logRing.recent(limit).map((entry) => lineFor(reader, toLogLine(entry, instance))),
    close() {
      clearInterval(timer);
      stopListening();
    },
  };
}
export type LogTail = Awaited<ReturnType<typeof createLogTail>>;
