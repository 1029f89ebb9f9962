import { and, count, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Operation, OperationExportQuery, OperationListQuery } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { listAll, listPage, listWhere, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { dayRange } from './day-range.ts';
import { ownedWhere } from './ownership.ts';
import { operations } from './schema.ts';

const LIST: ListSpec = {
  ordering: {
    exit_time: operations.exitTime,
    entry_time: operations.entryTime,
    pnl: operations.pnl,
    return_pct: operations.returnPct,
    size: operations.size,
    strategy_name: operations.strategyName,
    symbol: operations.symbol,
  },
  defaultOrdering: '-exit_time',
  key: sql`(${operations.source}, ${operations.parentId}, ${operations.n})`,
  search: [operations.strategyName, operations.symbol],
  filters: {
    source: operations.source,
    side: operations.side,
    result: operations.result,
    instrument_id: operations.instrumentId,
    strategy_id: operations.strategyId,
  },
  access: { subject: 'Backtest', fields: { owner_id: operations.ownerId } },
};

type Row = typeof operations.$inferSelect;

const source = tableSource(operations);

export const operationToApi = (o: Row): Operation => ({
  source: o.source,
  parent_id: o.parentId,
  n: o.n,
  strategy_id: o.strategyId,
  strategy_name: o.strategyName,
  instrument_id: o.instrumentId,
  symbol: o.symbol,
  currency: o.currency,
  timeframe: o.timeframe,
  side: o.side,
  result: o.result,
  size: o.size,
  entry_time: o.entryTime,
  exit_time: o.exitTime,
  entry_price: o.entryPrice,
  exit_price: o.exitPrice,
  pnl: o.pnl,
  commission: o.commission,
  return_pct: o.returnPct,
  duration: o.duration,
});

/**
 * The operations table: the trades of every backtest and paper session the reader may read (their own,
 * as ownership.ts says), filtered, paged, totalled and exported as one list.
 */
export function createOperationService(p: Pick<Platform, 'db'>) {
  const { db } = p;

  /** The reader's own trades closed within the period: the condition every read of the list adds. */
  function scope(actor: Actor, query: Pick<OperationListQuery, 'from' | 'to'>): SQL | undefined {
    const { start, end } = dayRange(query);
    return and(
      ownedWhere(actor, 'read', operations.ownerId),
      start === undefined ? undefined : gte(operations.exitTime, start),
      end === undefined ? undefined : lt(operations.exitTime, end),
    );
  }

  return {
    async list(actor: Actor, query: OperationListQuery, url: string) {
      const where = scope(actor, query);
      const caller = { ability: actor.ability, url, where };
      const filtered = listWhere(LIST, query, caller, where);
      const [page, byCurrency] = await Promise.all([
        listPage(db, source, LIST, query, caller),
        db
          .select({
            currency: operations.currency,
            count: count(),
            wins: count(sql`case when ${operations.pnl} > 0 then 1 end`),
            pnl: sum(operations.pnl).mapWith(Number),
          })
          .from(operations)
          .where(filtered)
          .groupBy(operations.currency)
          .orderBy(operations.currency),
      ]);
      const n = byCurrency.reduce((total, c) => total + c.count, 0);
      const wins = byCurrency.reduce((total, c) => total + c.wins, 0);
      return {
        ...page,
        results: page.results.map(operationToApi),
        totals: {
          count: n,
          wins,
          win_rate: n ? wins / n : null,
          pnl: byCurrency.map((c) => ({ currency: c.currency, value: c.pnl })),
        },
      };
    },

    all: (actor: Actor, query: OperationExportQuery) =>
      listAll(db, source, LIST, query, { ability: actor.ability, where: scope(actor, query) }),
  };
}
export type OperationService = ReturnType<typeof createOperationService>;
