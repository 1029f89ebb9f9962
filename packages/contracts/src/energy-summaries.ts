import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, idSchema, int32, safeString } from './schema-helpers.ts';
import { listQuerySchema } from './api.ts';
import { PAYMENT_METHODS, PLANT_STATUSES, yearMonthSchema } from './energy.ts';

/** Period filters shared by the summaries: one month, or a range of months. */
export const periodQuerySchema = z.object({
  from: yearMonthSchema.optional(),
  to: yearMonthSchema.optional(),
  distributor_id: idSchema.optional(),
  plant_id: idSchema.optional(),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** What may be wrong with a plant in the generation overview: no reading since yesterday, PI under 90 %. */
export const PLANT_ALERTS = ['SEM_DADOS', 'PI_BAIXO'] as const;
export type PlantAlert = (typeof PLANT_ALERTS)[number];

/** A plant's line in the generation overview: its figures over the period and what is wrong with it. */
export interface GenerationPlantRow {
  plant_id: number;
  name: string;
  uf: string;
  regime: string;
  status: string;
  dc_power_kwp: number;
  generated_kwh: number;
  expected_kwh: number;
  performance_index: number | null;
  last_reading: string | null;
  alerts: PlantAlert[];
}

/** GET /api/energy/summary/generation/: the generation overview's figures over a period of months. */
export interface GenerationSummary {
  from: string;
  to: string;
  plants: number;
  plants_by_status: Record<string, number>;
  capacity_kwp: number;
  capacity_kw_ac: number;
  generated_kwh: number;
  expected_kwh: number;
  performance_index: number | null;
  yield_kwh_kwp: number | null;
  monthly: { month: string; generated_kwh: number; expected_kwh: number }[];
  /** The plants on alert, by name: the overview's list of what needs a look (its table is paged apart). */
  plants_on_alert: Pick<GenerationPlantRow, 'plant_id' | 'name' | 'alerts'>[];
}

/** A plant's detail: the months of its KPIs and a window of days for its daily chart. */
export const plantGenerationQuerySchema = z.object({
  from: yearMonthSchema.optional(),
  to: yearMonthSchema.optional(),
  day_from: calendarDate().optional(),
  day_to: calendarDate().optional(),
});
export type PlantGenerationQuery = z.infer<typeof plantGenerationQuerySchema>;

/** GET /api/energy/plants/{id}/generation/: one plant's generation against what its model expects. */
export interface PlantGeneration {
  plant: {
    id: number;
    name: string;
    distributor: string;
    city: string;
    uf: string;
    modality: string;
    regime: string;
    status: string;
    dc_power_kwp: number;
    ac_power_kw: number;
    performance_ratio: number;
    injection_start: string;
  };
  from: string;
  to: string;
  generated_kwh: number;
  expected_kwh: number;
  performance_index: number | null;
  /** Measured generation over kWp × the plant's reference irradiation (its monthly table) × days. */
  performance_ratio: number | null;
  yield_kwh_kwp: number | null;
  /**
   * The plant's economics in the period (energy.md §3.8), null for a caller who may not read Financeiro: its
   * costs, what the UCs it feeds were invoiced and paid (cancelled invoices aside), R$ per kWh, the margin.
   */
  costs: {
    total_centavos: number;
    /** Costs over generation, R$/kWh. */
    per_kwh: number | null;
    invoiced_centavos: number;
    received_centavos: number;
    /** Invoiced over the kWh compensated at the UCs it feeds, R$/kWh. */
    revenue_per_compensated_kwh: number | null;
    /** Received over generation, R$/kWh. */
    revenue_per_generated_kwh: number | null;
    /** Invoiced less costs. */
    margin_centavos: number;
  } | null;
  /** The 13 months ending at `to`. */
  monthly: { month: string; generated_kwh: number; expected_kwh: number }[];
  day_from: string;
  day_to: string;
  /** Every day of the window; `generated_kwh` is null for a day without a reading. */
  daily: { day: string; generated_kwh: number | null; expected_kwh: number }[];
}

/** GET /api/energy/plants/{id}/allocations/: one of the plant's allocation versions, its UCs named. */
export interface PlantAllocationVersion {
  id: number;
  version: number;
  effective_cycle: string;
  status: string;
  kind: string;
  protocol: string;
  items: {
    unit_id: number;
    installation_number: string;
    customer_name: string;
    percent_ppm: number | null;
    priority: number | null;
  }[];
}

/** A UC holding more than this many months of its mean consumption in credits is superavitária (§3.7). */
export const SURPLUS_MONTHS = 3;
/** A UC receiving less than `low` or more than `high` times its consumption is under- or over-allocated. */
export const COVERAGE_BAND = { low: 0.8, high: 1.2 } as const;

/**
 * The plants and distributors a page's filters offer (the overviews, the invoice list, the reports): a plant
 * with its city and UF, which tell two plants of one name apart.
 */
export const filterOptionsSchema = z.object({
  plants: z.array(z.object({ id: int32(), name: safeString(), city: safeString(), uf: safeString() })),
  distributors: z.array(z.object({ id: int32(), name: safeString() })),
});
export type SummaryFilterOptions = z.infer<typeof filterOptionsSchema>;

/** What can be wrong with a beneficiary UC: no bill in the latest cycle, overdue, over- or under-allocated. */
export const UNIT_ALERTS = ['SEM_FATURA', 'EM_ATRASO', 'SOBREALOCADA', 'SUBALOCADA'] as const;
export type UnitAlert = (typeof UNIT_ALERTS)[number];

/** A beneficiary UC in the prosumers overview: its share, what it consumes and receives, and its standing. */
export interface ProsumerUnitRow {
  unit_id: number;
  installation_number: string;
  customer_id: number;
  customer_name: string;
  /** Always masked (123******09): the overview is no place for the full document. */
  document: string;
  distributor: string;
  plant_id: number | null;
  plant_name: string | null;
  /** The share of the plant's excedente in the allocation in force, in ppm. */
  percent_ppm: number | null;
  /** Means over the period's closed cycles; null when the UC had none. */
  mean_consumption_kwh: number | null;
  mean_received_kwh: number | null;
  /** Energy received over consumption in the period. */
  coverage: number | null;
  /** Compensated in the latest closed cycle. */
  compensated_kwh: number | null;
  balance_kwh: number;
  financial: 'EM_DIA' | 'EM_ATRASO';
  status: string;
  alerts: UnitAlert[];
}

/** GET /api/energy/summary/prosumers/: customers and UCs, their coverage and savings over a period. */
export interface ProsumerSummary {
  from: string;
  to: string;
  latest_closed_cycle: string | null;
  customers_by_status: Record<string, number>;
  active_customers: number;
  active_units: number;
  units_by_group: Record<string, number>;
  units_by_class_and_connection: { unit_class: string; connection: string | null; units: number }[];
  units_without_bill: number | null;
  savings_centavos: number;
  savings_ratio: number | null;
  /** Energy the beneficiaries received over what they consumed in the period. */
  coverage: number | null;
  beneficiary_units: number;
  /** Beneficiaries receiving less than 80 % or more than 120 % of what they consume. */
  out_of_band_units: number;
  /** Each kind of problem found, with how many UCs have it and the first few by name. */
  alerts: { alert: UnitAlert; units: number; examples: UnitName[] }[];
  /** The beneficiaries farthest from a perfect fit, at most `COVERAGE_POINTS_MAX` of `coverage_points_total`. */
  coverage_points: (UnitName & {
    mean_consumption_kwh: number;
    mean_received_kwh: number;
    coverage: number | null;
  })[];
  coverage_points_total: number;
  options: SummaryFilterOptions;
}

/** A UC as lists name it. */
export interface UnitName {
  unit_id: number;
  customer_name: string;
  installation_number: string;
}

/** How many UCs an alert line names, and how many points the coverage chart plots at most. */
export const ALERT_EXAMPLES = 3;
export const COVERAGE_POINTS_MAX = 2000;

/** GET /api/energy/summary/prosumers/units/: the overview's UCs, paged, searched and ordered by the server. */
export const prosumerUnitQuerySchema = periodQuerySchema
  .extend(listQuerySchema.shape)
  .extend({ alert: z.enum(UNIT_ALERTS).optional() });
export type ProsumerUnitQuery = z.infer<typeof prosumerUnitQuerySchema>;

/** A list of an overview's page, over its period and filters, paged, searched and ordered. */
const periodListQuerySchema = periodQuerySchema.extend(listQuerySchema.shape);

/** GET /api/energy/summary/credits/rebalancing/: the superavitária UCs, paged, searched and ordered. */
export const rebalancingQuerySchema = periodListQuerySchema;
export type RebalancingQuery = z.infer<typeof rebalancingQuerySchema>;

/**
 * GET /api/energy/summary/generation/plants/: the generation overview's plants over its period, searched by name
 * or UF, filtered by status and alert, ordered and paged.
 */
export const generationPlantQuerySchema = periodListQuerySchema.extend({
  status: z.enum(PLANT_STATUSES).optional(),
  alert: z.enum(PLANT_ALERTS).optional(),
});
export type GenerationPlantQuery = z.infer<typeof generationPlantQuerySchema>;

/** GET /api/energy/summary/finance/overdue/: the period's invoices past due, of the filters' plant and distributor. */
export const overdueQuerySchema = periodListQuerySchema;
export type OverdueQuery = z.infer<typeof overdueQuerySchema>;

/** A superavitária UC (more than 3 months of consumption in credits) and the share that would stop the growth. */
export interface RebalancingRow {
  unit_id: number;
  installation_number: string;
  customer_name: string;
  plant_id: number | null;
  plant_name: string | null;
  balance_kwh: number;
  mean_consumption_kwh: number;
  mean_received_kwh: number;
  months_of_cover: number;
  percent_ppm: number | null;
  proposed_ppm: number | null;
}

/** Open receivables by how late they are (§3.9). */
export const AGING_BUCKETS = ['A_VENCER', 'DIAS_1_30', 'DIAS_31_60', 'DIAS_61_90', 'ACIMA_90'] as const;
export type AgingBucketCode = (typeof AGING_BUCKETS)[number];

/** GET /api/energy/summary/finance/: billing, receipts and receivables over a period. Amounts in centavos. */
export interface FinanceSummary {
  from: string;
  to: string;
  invoiced_centavos: number;
  /** Paid on the period's invoices, whenever it was paid. */
  received_centavos: number;
  /** Payments credited in the period's months, whichever invoice they paid (the payment mix's total). */
  received_in_period_centavos: number;
  /** Open today, whatever the period: issued and partly paid invoices. */
  receivable_centavos: number;
  /** What the period's invoices still owe more than 30 days past due, over what they were invoiced. */
  delinquency_ratio: number | null;
  /** R$ invoiced per kWh compensated. */
  revenue_per_compensated_kwh: number | null;
  savings_delivered_centavos: number;
  average_ticket_centavos: number | null;
  aging: Record<AgingBucketCode, number>;
  payment_mix: Partial<Record<(typeof PAYMENT_METHODS)[number], number>>;
  monthly: { cycle: string; invoiced_centavos: number; received_centavos: number; costs_centavos: number }[];
  options: SummaryFilterOptions;
}

/** GET /api/energy/summary/credits/: the credit bank, its expiry and over-allocation over a period. */
export interface CreditSummary {
  from: string;
  to: string;
  latest_closed_cycle: string | null;
  /** Held at the end of the latest closed cycle of the period: the ledger's movements up to it. */
  balance_kwh: number;
  expiring_3_months_kwh: number;
  expiring_6_months_kwh: number;
  expiring_12_months_kwh: number;
  /** Expired in the calendar year of the latest closed cycle, up to that cycle. */
  expired_in_year_kwh: number;
  expired_in_period_kwh: number;
  /** Compensated over allocated in the period. */
  utilisation: number | null;
  /** Balance held at the generating UCs: excedente no beneficiary was given. */
  unallocated_kwh: number;
  surplus_units: number;
  surplus_kwh: number;
  /** The plants whose rateio the rebalancing would change, with how many of their UCs it touches. */
  rebalancing_plants: { plant_id: number; plant_name: string; units: number }[];
  deficit_units: number;
  balance_by_vintage: { year: string; kwh: number }[];
  monthly: {
    cycle: string;
    consumption_kwh: number;
    allocated_kwh: number;
    compensated_kwh: number;
    banked_kwh: number;
    expired_kwh: number;
  }[];
  options: SummaryFilterOptions;
}
