import { CYCLE_CLOSE_ERRORS, type Cycle, type CycleCloseError } from '@alvorada/contracts';
import type { cycles } from './schema.ts';

type CycleRow = typeof cycles.$inferSelect;

/** Rows written before the reasons were codes hold an error's own text: it reads as an unexpected failure. */
const closeError = (stored: string | null): CycleCloseError | null =>
  stored === null ? null : (CYCLE_CLOSE_ERRORS.find((code) => code === stored) ?? 'unexpected');

/**
 * A cycle as the API shows it; `abandoned` (its close's runner died or lost its connection) reads stale, as
 * a cycle to close again.
 */
export const cycleToApi = (row: CycleRow, abandoned = false): Cycle => ({
  id: row.id,
  cycle: row.cycle,
  flag_micros: row.flagMicros,
  state: row.state,
  units_total: row.unitsTotal,
  units_done: row.unitsDone,
  stale: row.stale || abandoned,
  error: closeError(row.error),
  progress: row.unitsTotal ? row.unitsDone / row.unitsTotal : row.state === 'closed' ? 1 : 0,
  closed_at: row.closedAt?.toISOString() ?? null,
  override:
    row.overrideAt && row.overrideUnitIds
      ? {
          user_id: row.overrideBy,
          at: row.overrideAt.toISOString(),
          reason: row.overrideReason ?? '',
          unit_ids: row.overrideUnitIds,
        }
      : null,
  reopened: row.reopenedAt
    ? { user_id: row.reopenedBy, at: row.reopenedAt.toISOString(), reason: row.reopenReason ?? '' }
    : null,
});
