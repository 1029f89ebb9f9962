import type { Access, LogLine, Subject } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import { canUnconditioned } from '../../platform/access/rule-conditions-sql.ts';

export type Reader = Pick<Actor, 'userId' | 'ability'>;

/**
 * Subjects whose routes answer each caller with their own records (backtests and strategies, agent
 * conversations, Workana rules and matches): reading the subject does not open another user's.
 */
const OWN_RECORDS: readonly Subject[] = ['Backtest', 'OPTOP', 'Workana'];

/** Reads every record of `subject` and every field of them: no condition, no field left out. */
const readsAllOf = (reader: Reader, subject: Subject) =>
  canUnconditioned(reader.ability, 'read', subject) &&
  !reader.ability.rulesFor('read', subject).some((rule) => rule.fields);

/**
 * Whether `reader` may see what a request of `owner` carried (its bodies, its log lines' personal fields):
 * their own always; someone else's (or an anonymous one) with an unconditioned `manage all`, or when they
 * read all of the subject the route declares, which the route itself would show them.
 */
export function seesWhole(reader: Reader, owner: number | null, access: Access | null): boolean {
  if (owner !== null && owner === reader.userId) return true;
  if (canUnconditioned(reader.ability, 'manage', 'all')) return true;
  return (
    access?.kind === 'rule' && !OWN_RECORDS.includes(access.subject) && readsAllOf(reader, access.subject)
  );
}

/** Text fields another user's line keeps: what happened, not who or what it was about. */
const TECHNICAL_TEXT = new Set([
  'method',
  'url',
  'type',
  'code',
  'message',
  'stack',
  'module',
  'job',
  'tool',
]);

/** `value` with its numbers and flags, and text only under technical names (a request's URL, an error's). */
function technicalOnly(value: unknown, name: string): unknown {
  if (typeof value === 'string') return TECHNICAL_TEXT.has(name) ? value : undefined;
  if (Array.isArray(value)) return value.map((item) => technicalOnly(item, name));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      const kept = technicalOnly(item, key);
      return kept === undefined ? [] : [[key, kept]];
    }),
  );
}

/**
 * A log line as `reader` may see it: whole when it is theirs or `whole` says so (the explorer passes its
 * request's verdict), else without the text that could name or describe someone (addresses, subjects…).
 */
export function lineFor(
  reader: Reader,
  line: LogLine,
  whole = seesWhole(reader, line.user_id, null),
): LogLine {
  return whole ? line : { ...line, data: technicalOnly(line.data, '') };
}
