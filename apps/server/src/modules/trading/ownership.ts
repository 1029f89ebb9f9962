import { and, eq, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Action } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/access-hook.ts';
import { accessibleWhere, canUnconditioned } from '../../platform/access/rule-conditions-sql.ts';
import { notFound } from '../../platform/http/errors.ts';

/**
 * Strategies and runs belong to the user who made them. The Backtest rules apply to them (their conditions
 * may name `owner_id`), and on top of the rules a user reaches only their own records, unless they
 * administer the platform (an unconditioned `manage all`): then the rules alone decide.
 */
const administers = (actor: Actor) => canUnconditioned(actor.ability, 'manage', 'all');

/** The WHERE of the records `actor` may `action`. */
export function ownedWhere(actor: Actor, action: Action, owner: SQLWrapper): SQL | undefined {
  return and(
    accessibleWhere(actor.ability, action, 'Backtest', { owner_id: owner }),
    administers(actor) ? undefined : eq(owner as never, actor.userId ?? -1),
  );
}

/** A record someone else owns is answered as missing: its existence is not the reader's business. */
export function assertOwned(actor: Actor, action: Action, record: { owner_id: number }) {
  if (!administers(actor) && record.owner_id !== actor.userId) throw notFound();
  assertCan(actor, action, 'Backtest', record);
}

/**
 * Instruments are shared market data (no owner), seen by every reader of Backtest, or private to their owner;
 * an administrator sees every one, as they see every run.
 */
export function visibleInstrumentWhere(actor: Actor, owner: SQLWrapper): SQL | undefined {
  return administers(actor) ? undefined : or(isNull(owner as never), eq(owner as never, actor.userId ?? -1));
}

export function seesInstrument(actor: Actor, instrument: { ownerId: number | null }) {
  return instrument.ownerId === null || instrument.ownerId === actor.userId || administers(actor);
}
