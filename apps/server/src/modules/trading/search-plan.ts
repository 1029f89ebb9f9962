import {
  constraintOf,
  evaluateExpression,
  ExpressionError,
  parseExpression,
  type OptimizePlan,
  type StatName,
} from '@alvorada/backtest';
import { OPTIMIZE_OBJECTIVES, type OptimizationRequest } from '@alvorada/contracts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * A search as a run stores it and a worker receives it: plain data, its constraint and formula as the
 * text the user wrote (checked when the run was requested; parsed again on the worker's side).
 */
export interface StoredSearch {
  space: Space;
  maximize: string;
  constraint?: string;
  formula?: string;
  direction?: 'max' | 'min';
  sample?: { tries: number; seed: number; method?: 'random' | 'model' };
}

type Space = Record<string, number[] | { min: number; max: number; step: number }>;

/** The expression parsed against these names, or the request refused naming its field. */
function checked(field: string, text: string, names: readonly string[]) {
  try {
    parseExpression(text, names);
  } catch (error) {
    if (error instanceof ExpressionError)
      throw new AppError(400, 'validation', { fields: { [field]: [error.code] } });
    throw error;
  }
}

/** The request's search, its constraint checked against the space's parameters and its formula against the statistics. */
export function storedSearch(request: OptimizationRequest, space: Space): StoredSearch {
  if (request.constraint) checked('constraint', request.constraint, Object.keys(space));
  if (request.formula) checked('formula', request.formula, OPTIMIZE_OBJECTIVES);
  return {
    space,
    maximize: request.maximize,
    ...(request.constraint && { constraint: request.constraint }),
    ...(request.formula && { formula: request.formula }),
    direction: request.direction,
    ...(request.sample && { sample: request.sample }),
  };
}

/** The engine's plan for a stored search: the constraint and the formula as functions. */
export function enginePlan(search: StoredSearch): OptimizePlan {
  const formula = search.formula && parseExpression(search.formula, OPTIMIZE_OBJECTIVES);
  return {
    space: search.space,
    maximize: formula
      ? (stats) => evaluateExpression(formula, stats as unknown as Record<string, number>)
      : (search.maximize as StatName),
    direction: search.direction ?? 'max',
    ...(search.constraint && { constraint: constraintOf(search.constraint, Object.keys(search.space)) }),
    ...(search.sample && {
      method: search.sample.method ?? 'random',
      maxTries: search.sample.tries,
      seed: search.sample.seed,
    }),
  };
}

/** What a search covered, as the API states it. */
export const searchToApi = (search: StoredSearch | null | undefined) => ({
  space: search?.space ?? {},
  constraint: search?.constraint ?? null,
  maximize: (search?.maximize ?? 'SQN') as (typeof OPTIMIZE_OBJECTIVES)[number],
  formula: search?.formula ?? null,
  direction: search?.direction ?? 'max',
  sample: search?.sample ? { method: 'random' as const, ...search.sample } : null,
});
