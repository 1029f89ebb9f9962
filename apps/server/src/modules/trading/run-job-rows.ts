import { eq, sql } from 'drizzle-orm';
import type { RunKind } from '@alvorada/contracts';
import { users } from '../../platform/db/schema.ts';
import { jobRowColumns, personName, storedReason, type JobRowSource } from '../../platform/jobs/job-rows.ts';
import { ownedWhere } from './ownership.ts';
import { runs } from './schema.ts';

/** The lab's URL parameter of each kind of run (the web's run-url.ts reads the same). */
const URL_PARAMS: Record<RunKind, string> = {
  backtest: 'run',
  optimization: 'optimization',
  walk_forward: 'walk_forward',
  monte_carlo: 'monte_carlo',
};

/** Backtests, optimisations, walk-forwards and Monte Carlo analyses, each reader seeing the runs they may read. */
export const runJobRows: JobRowSource = {
  kinds: ['trading.backtest', 'trading.optimization', 'trading.walk_forward', 'trading.monte_carlo'],
  rows: (db, actor) =>
    db
      .select(
        jobRowColumns({
          kind: sql`'trading.' || ${runs.kind}`,
          id: runs.id,
          state: runs.state,
          subject: sql`${runs.strategyName} || ' v' || ${runs.strategyVersion} || ' · ' || ${runs.timeframe}`,
          owner: personName,
          createdAt: runs.createdAt,
          startedAt: runs.startedAt,
          finishedAt: runs.finishedAt,
          error: runs.error,
          errorReason: runs.errorReason,
        }),
      )
      .from(runs)
      .innerJoin(users, eq(users.id, runs.ownerId))
      .where(ownedWhere(actor, 'read', runs.ownerId)),
  reason: (row, locale) => storedReason(row.error, row.errorReason, locale),
  link: (row) =>
    `/automations/paracima/backtest?${URL_PARAMS[row.kind.slice('trading.'.length) as RunKind]}=${row.id}`,
  retryable: () => false,
};
