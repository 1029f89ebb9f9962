import {
  monteCarloRequestSchema,
  runSettingsSchema,
  strategyParamsSchema,
  type Locale,
  type Run,
} from '@alvorada/contracts';
import type { z } from 'zod';
import type { Logger } from 'pino';
import type { Row } from './run-to-api.ts';

type RunRow = Row['run'];

/**
 * The row with what it can no longer be read as set aside: no results, the parts of its request that still
 * read (the schema's defaults for the rest), failed with the reason.
 */
const salvaged = (run: RunRow): RunRow => ({
  ...run,
  state: 'failed',
  error: 'run_unreadable',
  errorReason: null,
  params: strategyParamsSchema.safeParse(run.params).data ?? {},
  settings: runSettingsSchema.safeParse(run.settings ?? {}).data ?? runSettingsSchema.parse({}),
  plan: null,
  result: null,
  stats: null,
  equity: null,
  draws:
    run.kind === 'monte_carlo'
      ? (monteCarloRequestSchema.safeParse(run.draws ?? {}).data ?? monteCarloRequestSchema.parse({}))
      : null,
  tradeCount: null,
  finalEquity: null,
  returnPct: null,
});

/**
 * A run as its API shape reads it, or, for a row written past the API's checks that no longer maps to it,
 * that run shown failed with a reason its owner can read (and then delete), so that one such row never takes
 * a whole list or page down with it.
 */
export function readableRun<Out extends Run>(
  log: Logger,
  toApi: (row: Row, locale: Locale) => Out,
  schema: z.ZodType<Out>,
) {
  return (row: Row, locale: Locale): Out => {
    try {
      const mapped = toApi(row, locale);
      const checked = schema.safeParse(mapped);
      if (checked.success) return mapped;
      log.warn(
        { run: row.run.id, issues: checked.error.issues.slice(0, 5) },
        'run row does not read as a run',
      );
    } catch (err) {
      log.warn({ run: row.run.id, err }, 'run row does not read as a run');
    }
    return toApi({ ...row, run: salvaged(row.run) }, locale);
  };
}
