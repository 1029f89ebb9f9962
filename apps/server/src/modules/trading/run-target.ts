import type { BacktestRequest } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { instrumentFor } from './instrument-store.ts';
import { assertOwned } from './ownership.ts';
import type { StrategyService } from './strategy-service.ts';

type TargetRequest = Pick<
  BacktestRequest,
  'instrument_id' | 'timeframe' | 'from' | 'to' | 'strategy_version_id'
>;

/**
 * What a new run or paper session runs on, checked for the person asking: they may create one, its first day
 * is not after its last, and the instrument and the strategy version are theirs to use. The record keeps a
 * copy of the strategy version, so that deleting the strategy leaves it readable.
 */
export async function runTarget(
  db: Executor,
  strategies: StrategyService,
  actor: Actor,
  body: TargetRequest,
) {
  const ownerId = actor.userId!;
  assertOwned(actor, 'create', { owner_id: ownerId });
  if (body.from && body.to && body.from > body.to)
    throw new AppError(400, 'date_range_reversed', { fields: { from: ['date_range_reversed'] } });
  const instrument = await instrumentFor(db, actor, body.instrument_id, body.timeframe);
  const { strategy, version } = await strategies.version(actor, body.strategy_version_id);
  const strategyCopy = {
    strategyId: strategy.id,
    strategyVersionId: version.id,
    strategyName: strategy.name,
    strategyVersion: version.version,
    definition: version.definition,
  };
  return { ownerId, instrument, version, strategyCopy };
}
