import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, int32, realNumber, safeString } from './schema-helpers.ts';
import { centavos, id, kwh, micros, reason } from './energy-fields.ts';
import { auditEntrySchema } from './admin.ts';
import {
  BILL_CHECK_STATUSES,
  CYCLE_STATES,
  LOT_STATUSES,
  MOVEMENT_TYPES,
  REGIME_VALUES,
  yearMonthSchema,
} from './energy.ts';

// Cycles, credits, bills ----------------------------------------------------------------------------------

export const cycleInputSchema = z.object({
  cycle: yearMonthSchema,
  /** Bandeira additional with taxes, micro-reais per kWh (0 = verde). */
  flag_micros: micros.default(0),
});
/**
 * Why a cycle's close failed: its job could not be queued, the server stopped before the job started, or the
 * close threw (the details go to the server's log, not to the cycle).
 */
export const CYCLE_CLOSE_ERRORS = ['not_queued', 'interrupted', 'unexpected'] as const;
export type CycleCloseError = (typeof CYCLE_CLOSE_ERRORS)[number];
export const cycleSchema = cycleInputSchema.extend({
  id,
  state: z.enum(CYCLE_STATES),
  units_total: int32(),
  units_done: int32(),
  progress: realNumber(),
  stale: z.boolean(),
  error: z.enum(CYCLE_CLOSE_ERRORS).nullable(),
  closed_at: safeString().nullable(),
  /** Closed although UCs had no distributor bill for the month: who confirmed it, when, why, which UCs. */
  override: z
    .object({ user_id: id.nullable(), at: safeString(), reason: safeString(), unit_ids: z.array(id) })
    .nullable(),
  /** The last reopening of the cycle. */
  reopened: z.object({ user_id: id.nullable(), at: safeString(), reason: safeString() }).nullable(),
});
export type Cycle = z.infer<typeof cycleSchema>;

/**
 * POST /api/energy/cycles/{id}/close/: a cycle whose UCs under contract lack a distributor bill for the month
 * closes only with `override: true` and the reason, both kept on the cycle. The body may be left out.
 */
export const cycleCloseInputSchema = z
  .object({ override: z.boolean().default(false), reason: safeString().trim().max(500).default('') })
  .refine((body) => !body.override || body.reason !== '', { message: 'reason_required', path: ['reason'] })
  .nullish();
/** POST /api/energy/cycles/{id}/reopen/ (the latest closed cycle) and …/recompute/: why. */
export const cycleReopenInputSchema = z.object({ reason });
export const cycleRecomputeInputSchema = z.object({ reason: reason.optional() }).nullish();

/** A UC under contract in the cycle's month with no distributor bill for it. */
export const missingBillSchema = z.object({
  unit_id: id,
  installation_number: safeString(),
  customer_id: id,
  customer_name: safeString(),
});
/** GET /api/energy/cycles/{id}/close-preview/: what a close of the cycle would meet. */
export const cycleClosePreviewSchema = z.object({
  cycle: safeString(),
  /** The first day the cycle may close: the day after its month ends. */
  closable_from: calendarDate(),
  month_ended: z.boolean(),
  missing_bills_count: int32(),
  /** The first of those UCs, by installation number. */
  missing_bills: z.array(missingBillSchema),
});
export type CycleClosePreview = z.infer<typeof cycleClosePreviewSchema>;
export const jobAcceptedSchema = z.object({ job_id: safeString(), cycle: cycleSchema });
/** GET /api/energy/cycles/{id}/invoices/: the invoices the cycle's close produced. */
export const cycleInvoicesSchema = z.object({
  cycle: safeString(),
  count: int32(),
  total_centavos: centavos,
});
export type CycleInvoices = z.infer<typeof cycleInvoicesSchema>;

export const cycleResultSchema = z.object({
  cycle: safeString(),
  unit_id: id,
  consumption_kwh: kwh,
  allocated_kwh: kwh,
  compensated_kwh: kwh,
  residual_kwh: kwh,
  banked_kwh: kwh,
  expired_kwh: kwh,
  minimum_rule: safeString(),
  bill_centavos: centavos,
  bill_without_gd_centavos: centavos,
});

export const lotSchema = z.object({
  id: safeString(),
  unit_id: id,
  plant_id: id,
  regime: z.enum(REGIME_VALUES),
  origin_cycle: safeString(),
  initial_kwh: kwh,
  balance_kwh: kwh,
  expires_at: safeString(),
  status: z.enum(LOT_STATUSES),
});
export const movementSchema = z.object({
  id,
  lot_id: safeString(),
  unit_id: id,
  /** The UC's installation number (UC nº), as its bills and the distributor name it. */
  installation_number: safeString(),
  cycle: safeString(),
  type: z.enum(MOVEMENT_TYPES),
  kwh: int32(),
});

export const billSchema = z.object({
  id,
  unit_id: id,
  cycle: safeString(),
  consumption_kwh: kwh,
  injected_kwh: kwh,
  compensated_kwh: kwh.nullable(),
  credit_balance_kwh: kwh.nullable(),
  cip_centavos: centavos,
  total_centavos: centavos.nullable(),
  due_date: safeString().nullable(),
  reading_start: safeString().nullable(),
  reading_end: safeString().nullable(),
  check_status: z.enum(BILL_CHECK_STATUSES),
});

/** GET /api/energy/cycles/{id}/history/: the cycle's own audit entries, newest first, for readers of Crédito. */
export const cycleHistorySchema = z.array(auditEntrySchema);
