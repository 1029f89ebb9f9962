import { createHash } from 'node:crypto';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  backtestSchema,
  monteCarloRunSchema,
  optimizationSchema,
  runSchema,
  walkForwardSchema,
  type BacktestRequest,
  type ListQuery,
  type MonteCarloRequest,
  type OptimizationRequest,
  type RunKind,
  type WalkForwardRequest,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { pgCode } from '../../platform/db/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { listAll, listPage, type ListParams, tableSource } from '../../platform/db/list.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { runs, trades } from './schema.ts';
import { assertOwned, ownedWhere } from './ownership.ts';
import { ownedList } from './owned-list.ts';
import { runTarget } from './run-target.ts';
import { RUN_JOB, runRecords } from './run-job.ts';
import { MAX_COMBINATIONS } from './run-compute.ts';
import { storedSearch } from './search-plan.ts';
import { MAX_MONTE_CARLO_STEPS } from './monte-carlo-summary.ts';
import { runIndicators } from './run-indicators.ts';
import { assertValidParams, runParams, settingsOf } from './strategy-definition.ts';
import { withSymbol } from './instrument-store.ts';
import { tradeList } from './trade-list.ts';
import type { StrategyService } from './strategy-service.ts';
import {
  backtestToApi,
  monteCarloToApi,
  optimizationToApi,
  runToApi,
  tradeToApi,
  walkForwardToApi,
  type Row,
} from './run-to-api.ts';
import { readableRun } from './readable-run.ts';

type RunRow = typeof runs.$inferSelect;
type Space = OptimizationRequest['space'];

const SOURCE = withSymbol<Row>('run', runs);

const LIST = ownedList(runs, {
  ordering: {
    timeframe: runs.timeframe,
    strategy_name: runs.strategyName,
    trade_count: runs.tradeCount,
    final_equity: runs.finalEquity,
    return_pct: runs.returnPct,
  },
  search: [runs.strategyName],
  filters: { instrument_id: runs.instrumentId, backtest_id: runs.sourceRunId },
});

const TRADE_LIST = tradeList(trades);

/** The values a search tries for one parameter: its list, or its range's steps. */
const domainValues = (domain: Space[string]) => {
  if (Array.isArray(domain)) return domain;
  if (domain.max < domain.min) return [];
  const steps = Math.floor((domain.max - domain.min) / domain.step + 1e-9);
  return [domain.min, domain.min + steps * domain.step];
};
const domainSize = (domain: Space[string]) =>
  Array.isArray(domain)
    ? domain.length
    : Math.max(0, Math.floor((domain.max - domain.min) / domain.step + 1e-9) + 1);

const ACTIVE = ['queued', 'running'] as const;
const activeWith = (key: string): SQL | undefined =>
  and(eq(runs.requestKey, key), inArray(runs.state, ACTIVE));

/** Same kind, owner, data, strategy version, parameters and settings: the same run. */
const requestKey = (parts: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(sortedKeys(parts)))
    .digest('hex');

const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
        )
      : value;

/**
 * Backtests, optimisations, walk-forward and Monte Carlo analyses as jobs: requested (202, queued), computed by the run
 * job, read back with their results. Runs belong to who asked for them (see ownership.ts).
 */
export function createRunService(p: Pick<Platform, 'db' | 'queue' | 'log'>, strategies: StrategyService) {
  const { db } = p;
  const readable = {
    run: readableRun(p.log, runToApi, runSchema),
    backtest: readableRun(p.log, backtestToApi, backtestSchema),
    optimization: readableRun(p.log, optimizationToApi, optimizationSchema),
    walkForward: readableRun(p.log, walkForwardToApi, walkForwardSchema),
    monteCarlo: readableRun(p.log, monteCarloToApi, monteCarloRunSchema),
  };

  async function find(
    actor: Actor,
    kind: RunKind,
    id: number,
    action: 'read' | 'update' | 'delete' = 'read',
  ) {
    const [row] = await SOURCE.rows(db, and(eq(runs.id, id), eq(runs.kind, kind)), [], 1, 0);
    if (!row) throw notFound();
    assertOwned(actor, action, { owner_id: row.run.ownerId });
    return row;
  }

  /** The parameters a search covers, checked against the strategy, with the version's others held fixed. */
  function searchPlan(definition: RunRow['definition'], request: OptimizationRequest) {
    const fixed = runParams(definition, {});
    const space = request.space;
    if (definition.kind === 'rules' || Object.keys(space).length === 0)
      throw new AppError(400, 'validation', {
        fields: { space: [definition.kind === 'rules' ? 'rules_take_no_params' : 'required'] },
      });
    for (const [name, domain] of Object.entries(space)) {
      const values = domainValues(domain);
      if (!values.length)
        throw new AppError(400, 'validation', { fields: { [`space.${name}`]: ['invalid_number'] } });
      for (const value of values) assertValidParams(definition, { [name]: value }, 'space');
    }
    const combinations = Object.values(space).reduce((n, domain) => n * domainSize(domain), 1);
    if (combinations > MAX_COMBINATIONS)
      throw new AppError(400, 'optimization_too_large', {
        params: { count: combinations, max: MAX_COMBINATIONS },
        fields: { space: ['validation'] },
      });
    const held = Object.fromEntries(
      Object.entries(fixed)
        .filter(([name]) => !(name in space))
        .map(([name, value]) => [name, [value]]),
    );
    return {
      params: fixed,
      plan: storedSearch(request, { ...held, ...space }),
    };
  }

  async function request(
    actor: Actor,
    kind: RunKind,
    body: BacktestRequest | OptimizationRequest | WalkForwardRequest,
  ) {
    const { ownerId, instrument, version, strategyCopy } = await runTarget(db, strategies, actor, body);
    let params: Record<string, number>;
    let plan: RunRow['plan'] = null;
    if (kind === 'backtest') {
      const requested = (body as BacktestRequest).params;
      assertValidParams(version.definition, requested);
      params = runParams(version.definition, requested);
    } else {
      ({ params, plan } = searchPlan(version.definition, body as OptimizationRequest));
      if (kind === 'walk_forward') {
        const { windows, train_ratio, anchored } = body as WalkForwardRequest;
        plan = { ...plan, windows, train_ratio, anchored };
      }
    }
    const settings = settingsOf(body);
    const target = {
      kind,
      ownerId,
      instrumentId: instrument.id,
      timeframe: body.timeframe,
      fromDate: body.from ?? null,
      toDate: body.to ?? null,
      strategyVersionId: version.id,
    };
    return enqueue(actor, {
      ...target,
      requestKey: requestKey({ ...target, params, settings, plan }),
      ...strategyCopy,
      params,
      settings,
      plan,
    });
  }

  /**
   * Stores a run as `queued` and hands it to the queue; 409 while an identical one (same request key) is
   * active.
   */
  async function enqueue(actor: Actor, values: typeof runs.$inferInsert) {
    let id: number;
    try {
      [{ id }] = (await db.insert(runs).values(values).returning({ id: runs.id })) as [{ id: number }];
    } catch (error) {
      if (pgCode(error) !== '23505') throw error;
      const [active] = await db.select({ id: runs.id }).from(runs).where(activeWith(values.requestKey));
      throw new AppError(409, 'run_already_active', { params: { id: active?.id ?? '' } });
    }
    try {
      const jobId = await p.queue.add(RUN_JOB, { runId: id });
      await db.update(runs).set({ jobId }).where(eq(runs.id, id));
    } catch (error) {
      // Not queued: nothing happened, so nothing is kept.
      await db.delete(runs).where(eq(runs.id, id));
      throw error;
    }
    return readable.run(await find(actor, values.kind, id), actor.locale);
  }

  /**
   * A finished backtest's trades resampled (see monte-carlo-summary.ts), as a run of its own that copies
   * what the backtest ran on; the job reads the trades. Same draws, same seed: same answer.
   */
  async function requestMonteCarlo(actor: Actor, backtestId: number, draws: MonteCarloRequest) {
    const ownerId = actor.userId!;
    const { run: source } = await find(actor, 'backtest', backtestId);
    assertOwned(actor, 'create', { owner_id: ownerId });
    if (source.state !== 'done') throw new AppError(409, 'run_not_done');
    const trades = source.tradeCount ?? 0;
    if (draws.runs * trades > MAX_MONTE_CARLO_STEPS)
      throw new AppError(400, 'monte_carlo_too_large', {
        params: { runs: draws.runs, trades, max: MAX_MONTE_CARLO_STEPS },
        fields: { runs: ['validation'] },
      });
    const target = { kind: 'monte_carlo' as const, ownerId, sourceRunId: source.id, draws };
    return enqueue(actor, {
      ...target,
      requestKey: requestKey(target),
      instrumentId: source.instrumentId,
      timeframe: source.timeframe,
      fromDate: source.fromDate,
      toDate: source.toDate,
      strategyId: source.strategyId,
      strategyVersionId: source.strategyVersionId,
      strategyName: source.strategyName,
      strategyVersion: source.strategyVersion,
      definition: source.definition,
      params: source.params,
      settings: source.settings,
    });
  }

  return {
    requestBacktest: (actor: Actor, body: BacktestRequest) => request(actor, 'backtest', body),
    requestOptimization: (actor: Actor, body: OptimizationRequest) => request(actor, 'optimization', body),
    requestWalkForward: (actor: Actor, body: WalkForwardRequest) => request(actor, 'walk_forward', body),
    requestMonteCarlo,

    async list(actor: Actor, kind: RunKind, query: ListQuery & ListParams, url: string) {
      const page = await listPage(db, SOURCE, LIST, query, {
        ability: actor.ability,
        url,
        where: and(eq(runs.kind, kind), ownedWhere(actor, 'read', runs.ownerId)),
      });
      return { ...page, results: page.results.map((row) => readable.run(row, actor.locale)) };
    },

    getBacktest: async (actor: Actor, id: number) =>
      readable.backtest(await find(actor, 'backtest', id), actor.locale),
    getOptimization: async (actor: Actor, id: number) =>
      readable.optimization(await find(actor, 'optimization', id), actor.locale),
    getWalkForward: async (actor: Actor, id: number) =>
      readable.walkForward(await find(actor, 'walk_forward', id), actor.locale),
    getMonteCarlo: async (actor: Actor, id: number) =>
      readable.monteCarlo(await find(actor, 'monte_carlo', id), actor.locale),

    async cancel(actor: Actor, kind: RunKind, id: number) {
      await find(actor, kind, id, 'update');
      if (!(await runRecords.cancel(db, id))) throw new AppError(409, 'run_finished');
      return readable.run(await find(actor, kind, id), actor.locale);
    },

    /**
     * Deletes an ended run of the owner's, with its trades and (a backtest's) Monte Carlo analyses, audited.
     * A run still queued or computing, or a backtest an active analysis resamples, is refused (409): its job
     * would still write to it; the owner cancels it first.
     */
    async remove(actor: Actor, kind: RunKind, id: number) {
      const row = await find(actor, kind, id, 'delete');
      await db.transaction(async (tx) => {
        const active = await tx
          .select({ id: runs.id })
          .from(runs)
          .where(and(or(eq(runs.id, id), eq(runs.sourceRunId, id)), inArray(runs.state, ACTIVE)))
          .limit(1);
        if (active.length) throw new AppError(409, 'run_active');
        await tx.delete(runs).where(eq(runs.id, id));
        await audit(tx, actor, {
          action: 'delete',
          subject: 'Backtest',
          targetId: id,
          before: readable.run(row, actor.locale),
        });
      });
    },

    async trades(actor: Actor, id: number, query: ListQuery, url: string) {
      await find(actor, 'backtest', id);
      const page = await listPage(db, tableSource(trades), TRADE_LIST, query, {
        ability: actor.ability,
        url,
        where: eq(trades.runId, id),
      });
      return { ...page, results: page.results.map(tradeToApi) };
    },

    /** A finished backtest's indicators over its candles (see run-indicators.ts). */
    async indicators(actor: Actor, id: number) {
      const { run } = await find(actor, 'backtest', id);
      if (run.state !== 'done') throw new AppError(409, 'run_not_done');
      return runIndicators(db, run);
    },

    /** Every trade of a readable backtest, in batches, for the export. */
    async allTrades(actor: Actor, id: number, query: ListParams) {
      await find(actor, 'backtest', id);
      return listAll(db, tableSource(trades), TRADE_LIST, query, {
        ability: actor.ability,
        where: eq(trades.runId, id),
      });
    },
  };
}

export type RunService = ReturnType<typeof createRunService>;
