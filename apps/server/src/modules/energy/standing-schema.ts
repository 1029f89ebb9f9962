import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.ts';

/**
 * The overviews' per-UC standing (unit-standing.ts), computed once per filter and kept until an energy write
 * makes it stale: 100,000 UCs are joined and grouped once, not on every page load.
 */
export const standingScopes = pgTable(
  'energy_standing_scopes',
  {
    id: serial('id').primaryKey(),
    /** The filters, the period, the latest closed cycle and the day (overdue depends on it). */
    scope: text('scope').notNull(),
    /** The change markers' count and first id when the rows were computed (unit-standing.ts). */
    version: text('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('energy_standing_scopes_scope').on(t.scope, t.version)],
);

export const standingRows = pgTable(
  'energy_standing_rows',
  {
    scopeId: integer('scope_id').notNull(),
    unit_id: integer('unit_id').notNull(),
    installation_number: text('installation_number').notNull(),
    customer_id: integer('customer_id').notNull(),
    customer_name: text('customer_name').notNull(),
    document: text('document').notNull(),
    status: text('status').notNull(),
    distributor: text('distributor').notNull(),
    plant_id: integer('plant_id'),
    plant_name: text('plant_name'),
    percent_ppm: integer('percent_ppm'),
    /** Closed cycles of the UC in the period; null when it had none. */
    cycles: integer('cycles'),
    consumption_kwh: doublePrecision('consumption_kwh'),
    allocated_kwh: doublePrecision('allocated_kwh'),
    mean_consumption_kwh: integer('mean_consumption_kwh'),
    mean_received_kwh: integer('mean_received_kwh'),
    coverage: doublePrecision('coverage'),
    compensated_kwh: doublePrecision('compensated_kwh'),
    balance_kwh: doublePrecision('balance_kwh').notNull(),
    financial: text('financial').notNull(),
    sem_fatura: boolean('sem_fatura').notNull(),
    em_atraso: boolean('em_atraso').notNull(),
    sobrealocada: boolean('sobrealocada').notNull(),
    subalocada: boolean('subalocada').notNull(),
    /** More than `SURPLUS_MONTHS` of its mean consumption banked. */
    surplus: boolean('surplus').notNull(),
    /** Receives less than it consumes and holds less than a month of it. */
    deficit: boolean('deficit').notNull(),
    months_of_cover: doublePrecision('months_of_cover'),
    proposed_ppm: integer('proposed_ppm'),
    /** The row's place in the table's default order (by name, as the lists sort names): pages read an index. */
    name_rank: integer('name_rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scopeId, t.unit_id] }),
    index('energy_standing_rows_name').on(t.scopeId, t.name_rank),
  ],
);

/** One row per statement that changed what the standing is computed from (written by triggers). */
export const standingChanges = pgTable('energy_standing_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
});
