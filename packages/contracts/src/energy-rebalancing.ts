import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { id, ppm } from './energy-fields.ts';
import { yearMonthSchema } from './energy.ts';

/** Why the rebalancing suggestion proposes no share for a UC (it then leaves the version). */
export const REBALANCE_DROP_REASONS = ['INATIVA', 'SEM_CONSUMO', 'BANCO_COBRE'] as const;

/**
 * GET /api/energy/plants/{id}/rebalancing/: the shares that would give each UC of the plant's version its
 * measured need (mean consumption less a twelfth of its bank beyond 3 months) out of the plant's mean
 * excedente over the last 12 closed cycles, with the credits each would receive a month.
 */
export const rebalancingSuggestionSchema = z.object({
  plant_id: id,
  /** The closed cycles measured; null when none was closed with the plant's UCs. */
  from: yearMonthSchema.nullable(),
  to: yearMonthSchema.nullable(),
  /** The version the suggestion starts from (in force, else the newest); null without any. */
  base_version: int32().nullable(),
  excedente_kwh: int32(),
  needed_kwh: int32(),
  generator_ppm: ppm,
  generator_kwh: int32(),
  items: z.array(
    z.object({
      unit_id: id,
      installation_number: safeString(),
      customer_name: safeString(),
      current_ppm: ppm.nullable(),
      proposed_ppm: ppm,
      mean_consumption_kwh: int32(),
      mean_received_kwh: int32(),
      balance_kwh: int32(),
      target_kwh: int32(),
      preview_kwh: int32(),
      reason: z.enum(REBALANCE_DROP_REASONS).nullable(),
    }),
  ),
});
export type RebalancingSuggestion = z.infer<typeof rebalancingSuggestionSchema>;
