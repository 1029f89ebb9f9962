import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, idSchema, int32, money, realNumber, safeString } from './schema-helpers.ts';
import { listQuerySchema } from './api.ts';

/**
 * The energy area's API (Geração, Prosumidores, Créditos, Financeiro, Relatórios). Units follow
 * packages/energy: whole kWh, integer centavos, tariffs in micro-reais per kWh, shares in ppm, cycles as
 * `YYYY-MM`, dates as `YYYY-MM-DD`.
 */
export const ENERGY_API = '/api/energy';

export const yearMonthSchema = safeString().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid_cycle' });
const id = int32();
const kwh = int32().min(0);
const centavos = money();
const ppm = int32().min(0).max(1_000_000);
const micros = int32().min(0).max(100_000_000);
const name = safeString().trim().min(1).max(160);
const uf = safeString().regex(/^[A-Z]{2}$/, { message: 'invalid_uf' });

export const TAX_FORMULA_VALUES = ['NOVA', 'ANTIGA'] as const;
export const GD1_MINIMUM_VALUES = ['PRESERVA_CREDITOS', 'COMPENSA_TUDO'] as const;
export const GD2_MINIMUM_VALUES = ['MAIOR_ENTRE', 'LIMITADO_AO_CD'] as const;
export const EXPIRY_COUNTING_VALUES = ['ULTIMO_USO_M59', 'ULTIMO_USO_M60'] as const;
export const SUBGROUPS = ['B1', 'B2', 'B3', 'B4', 'A4', 'A3a', 'A3', 'A2', 'A1', 'AS'] as const;
export const CONNECTIONS = ['MONOFASICO', 'BIFASICO_2C', 'BIFASICO_3C', 'TRIFASICO'] as const;
export const MODALITY_VALUES = [
  'AUTOCONSUMO_LOCAL',
  'AUTOCONSUMO_REMOTO',
  'GERACAO_COMPARTILHADA',
  'EMUC',
] as const;
export const REGIME_VALUES = ['GD_I', 'GD_II', 'GD_II_ESTENDIDO', 'GD_III'] as const;
export const PLANT_STATUSES = [
  'EM_PROJETO',
  'EM_HOMOLOGACAO',
  'OPERANDO',
  'ALERTA',
  'PARADA',
  'DESATIVADA',
] as const;
export const PLANT_SOURCES = ['SOLAR_FV', 'EOLICA', 'HIDRICA', 'BIOMASSA', 'COGERACAO'] as const;
export const CUSTOMER_STATUSES = ['LEAD', 'EM_ADESAO', 'ATIVO', 'SUSPENSO', 'EM_SAIDA', 'ENCERRADO'] as const;
export const CUSTOMER_ROLES = ['GERADOR', 'BENEFICIARIO', 'AMBOS'] as const;
export const UNIT_CLASSES = [
  'RESIDENCIAL',
  'COMERCIAL',
  'INDUSTRIAL',
  'RURAL',
  'PODER_PUBLICO',
  'ILUMINACAO_PUBLICA',
] as const;
export const ALLOCATION_KINDS = ['PERCENTUAL', 'PRIORIDADE'] as const;
export const ALLOCATION_STATUSES = [
  'RASCUNHO',
  'PROTOCOLADO',
  'VIGENTE',
  'REJEITADO',
  'SUBSTITUIDO',
] as const;
export const CYCLE_STATES = ['open', 'closing', 'closed', 'failed'] as const;
export const LOT_STATUSES = ['ATIVO', 'ESGOTADO', 'EXPIRADO'] as const;
export const MOVEMENT_TYPES = [
  'GERACAO',
  'COMPENSACAO',
  'EXPIRACAO',
  'REALOCACAO_SAIDA',
  'REALOCACAO_ENTRADA',
  'AJUSTE_CONCILIACAO',
] as const;
export const PRICING_MODE_VALUES = [
  'DESCONTO_TARIFA',
  'DESCONTO_BENEFICIO',
  'ECONOMIA_GARANTIDA',
  'MENSALIDADE_FIXA',
] as const;
export const PAYMENT_METHODS = ['BOLETO', 'PIX', 'CARTAO', 'DEBITO_AUTOMATICO'] as const;
export const CONTRACT_STATUSES = ['PROPOSTA', 'ASSINADO', 'ATIVO', 'SUSPENSO', 'ENCERRADO'] as const;
export const INVOICE_STATUSES = ['EMITIDA', 'PAGA', 'PAGA_PARCIAL', 'VENCIDA', 'CANCELADA'] as const;
export const COST_CATEGORIES = [
  'OM',
  'ARRENDAMENTO',
  'SEGURO',
  'FATURA_UC_GERADORA',
  'MONITORAMENTO',
  'IMPOSTOS',
  'OUTROS',
] as const;
export const BILL_CHECK_STATUSES = ['PENDENTE', 'OK', 'DIVERGENTE'] as const;

// Reference data ------------------------------------------------------------------------------------------

export const distributorInputSchema = z.object({
  acronym: safeString().trim().min(2).max(40),
  name,
  cnpj: safeString().regex(/^\d{14}$/, { message: 'invalid_cnpj' }),
  ufs: z.array(uf).min(1).max(27),
  tax_formula: z.enum(TAX_FORMULA_VALUES).default('NOVA'),
  gd1_minimum: z.enum(GD1_MINIMUM_VALUES).default('PRESERVA_CREDITOS'),
  gd2_minimum: z.enum(GD2_MINIMUM_VALUES).default('MAIOR_ENTRE'),
  credit_validity_months: int32().min(1).max(120).default(60),
  expiry_counting: z.enum(EXPIRY_COUNTING_VALUES).default('ULTIMO_USO_M59'),
  icms_ppm: ppm,
  pis_ppm: ppm,
  cofins_ppm: ppm,
});
export const distributorSchema = distributorInputSchema.extend({ id });
export type Distributor = z.infer<typeof distributorSchema>;

export const tariffInputSchema = z.object({
  distributor_id: id,
  subgroup: z.enum(SUBGROUPS).default('B1'),
  valid_from: calendarDate(),
  te_micros: micros,
  tusd_micros: micros,
  fio_b_micros: micros,
  fio_a_micros: micros.default(0),
  charges_micros: micros.default(0),
  resolution: safeString().trim().max(60).default(''),
});
export const tariffSchema = tariffInputSchema.extend({ id });

// Plants and generation -----------------------------------------------------------------------------------

export const plantIncrementSchema = z.object({
  access_request_date: calendarDate(),
  dc_power_kwp: realNumber().positive().max(100_000),
  ac_power_kw: realNumber().positive().max(100_000),
});
export const plantInputSchema = z.object({
  name,
  distributor_id: id,
  generating_unit_id: id,
  city: safeString().trim().max(80).default(''),
  uf,
  latitude: realNumber().min(-90).max(90).nullable().default(null),
  longitude: realNumber().min(-180).max(180).nullable().default(null),
  dc_power_kwp: realNumber().positive().max(100_000),
  ac_power_kw: realNumber().positive().max(100_000),
  source: z.enum(PLANT_SOURCES).default('SOLAR_FV'),
  dispatchable: z.boolean().default(false),
  modality: z.enum(MODALITY_VALUES),
  access_request_date: calendarDate(),
  injection_start: calendarDate(),
  status: z.enum(PLANT_STATUSES).default('OPERANDO'),
  monthly_irradiation: z.array(realNumber().min(0).max(12)).length(12),
  performance_ratio: realNumber().gt(0).max(1).default(0.78),
  annual_degradation: realNumber().min(0).lt(1).default(0.005),
  increments: z.array(plantIncrementSchema).max(20).default([]),
});
export const plantSchema = plantInputSchema.extend({
  id,
  regime: z.enum(REGIME_VALUES),
  size_class: z.enum(['MICRO', 'MINI', 'ACIMA_DO_LIMITE']),
  increments: z.array(plantIncrementSchema.extend({ regime: z.enum(REGIME_VALUES) })),
});
export type Plant = z.infer<typeof plantSchema>;

export const readingSchema = z.object({
  plant_id: id,
  day: safeString(),
  energy_kwh: realNumber(),
  irradiation_kwh_m2: realNumber().nullable(),
  source: safeString(),
  quality: safeString(),
});
export type Reading = z.infer<typeof readingSchema>;

/** Canonical inverter export: `usina;data;energia_kwh[;irradiacao_kwh_m2]` (§4.2). */
export const GENERATION_CSV_COLUMNS = ['usina', 'data', 'energia_kwh', 'irradiacao_kwh_m2'] as const;
/** Distributor bill fields (§4.3), one row per UC and reference month. */
export const BILL_COLUMNS = [
  'uc',
  'mes_referencia',
  'consumo_kwh',
  'injetado_kwh',
  'compensado_kwh',
  'saldo_kwh',
  'cip',
  'valor_total',
  'vencimento',
  'data_leitura_anterior',
  'data_leitura_atual',
] as const;

export const importRequestSchema = z.object({
  file_name: safeString().trim().min(1).max(200).default('import.csv'),
  content: safeString().min(1).max(5_000_000),
});
export const importErrorSchema = z.object({ line: int32(), field: safeString(), code: safeString() });
export const importResultSchema = z.object({
  import_id: id.nullable(),
  duplicate: z.boolean(),
  rows: int32(),
  inserted: int32(),
  updated: int32(),
  unchanged: int32(),
  errors: z.array(importErrorSchema.extend({ message: safeString() })),
  affected_closed_cycles: z.array(safeString()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /api/energy/imports/: the files landed, newest first (`kind` GERACAO or FATURAS). */
export const importRecordSchema = z.object({
  id,
  kind: z.enum(['GERACAO', 'FATURAS']),
  file_name: safeString(),
  rows: int32(),
  user_id: id.nullable(),
  created_at: safeString(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

// Customers and units -------------------------------------------------------------------------------------

export const customerInputSchema = z.object({
  person_type: z.enum(['PF', 'PJ']),
  name,
  cpf_cnpj: safeString().regex(/^(\d{11}|\d{14})$/, { message: 'invalid_document' }),
  email: safeString().trim().max(160).default(''),
  phone: safeString().trim().max(40).default(''),
  role: z.enum(CUSTOMER_ROLES).default('BENEFICIARIO'),
  status: z.enum(CUSTOMER_STATUSES).default('ATIVO'),
});
/** `name` and `status` are left out for a reader whose field rules on Prosumidor do not include them. */
export const customerSchema = customerInputSchema
  .extend({
    id,
    cpf_cnpj: safeString(),
    /** false when the reader lacks the `cpf_cnpj` field rule on Prosumidor: the document is masked. */
    document_full: z.boolean(),
  })
  .partial({ name: true, status: true });
export type Customer = z.infer<typeof customerSchema>;

export const unitInputSchema = z.object({
  distributor_id: id,
  customer_id: id,
  installation_number: safeString().trim().min(1).max(40),
  supply_group: z.enum(['A', 'B']).default('B'),
  subgroup: z.enum(SUBGROUPS).default('B1'),
  unit_class: z.enum(UNIT_CLASSES).default('RESIDENCIAL'),
  connection: z.enum(CONNECTIONS).nullable().default('MONOFASICO'),
  city: safeString().trim().max(80).default(''),
  uf,
  contract_id: id.nullable().default(null),
  active: z.boolean().default(true),
});
export const unitSchema = unitInputSchema.extend({ id });
export type Unit = z.infer<typeof unitSchema>;

export const allocationItemSchema = z.object({
  unit_id: id,
  percent_ppm: ppm.optional(),
  priority: int32().min(1).optional(),
});
export const allocationInputSchema = z.object({
  plant_id: id,
  kind: z.enum(ALLOCATION_KINDS).default('PERCENTUAL'),
  items: z.array(allocationItemSchema).min(1).max(1000),
  effective_cycle: yearMonthSchema,
  status: z.enum(ALLOCATION_STATUSES).default('RASCUNHO'),
  protocol: safeString().trim().max(60).default(''),
});
export const allocationSchema = allocationInputSchema.extend({ id, version: int32() });
export type AllocationInput = z.input<typeof allocationInputSchema>;

/** GET /api/energy/plants/{id}/allocation-context/: what the rateio editor needs besides the versions. */
export const allocationContextSchema = z.object({
  plant_id: id,
  plant_name: safeString(),
  distributor: safeString(),
  /** The latest cycle closed with the plant's UCs: a new version takes effect after it. */
  last_closed_cycle: safeString().nullable(),
  /** The distributor's active UCs (the generating UC excluded) that may receive credits. */
  units: z.array(z.object({ id, installation_number: safeString(), customer_name: safeString() })),
});
export type AllocationContext = z.infer<typeof allocationContextSchema>;

/** GET /api/energy/allocations/{id}/distributor-form/: the version as the distributor's request form. */
export const distributorFormQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

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
});
export type Cycle = z.infer<typeof cycleSchema>;
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

// Contracts, invoices, payments, costs --------------------------------------------------------------------

export const contractInputSchema = z.object({
  customer_id: id,
  plant_id: id.nullable().default(null),
  quota_kwh: kwh.default(0),
  pricing_mode: z.enum(PRICING_MODE_VALUES).default('ECONOMIA_GARANTIDA'),
  discount_ppm: ppm.default(150_000),
  fixed_fee_centavos: centavos.default(0),
  base_includes_flag: z.boolean().default(false),
  due_day: int32().min(1).max(28).default(10),
  payment_method: z.enum(PAYMENT_METHODS).default('BOLETO'),
  start_date: calendarDate(),
  end_date: calendarDate().nullable().default(null),
  status: z.enum(CONTRACT_STATUSES).default('ATIVO'),
});
export const contractSchema = contractInputSchema.extend({ id });
export type Contract = z.infer<typeof contractSchema>;

export const invoiceSchema = z.object({
  id,
  cycle: safeString(),
  contract_id: id,
  customer_id: id,
  customer_name: safeString(),
  unit_id: id,
  consumption_kwh: kwh,
  compensated_kwh: kwh,
  amount_centavos: centavos,
  bill_with_gd_centavos: centavos,
  bill_without_gd_centavos: centavos,
  savings_centavos: int32(),
  worse_off_warning: z.boolean(),
  credit_balance_kwh: kwh,
  expiring_kwh: kwh,
  issue_date: safeString(),
  due_date: safeString(),
  status: z.enum(INVOICE_STATUSES),
  paid_centavos: centavos,
  paid_on: safeString().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** Fine and interest of earlier late payments billed on this invoice (encargos_atraso_anteriores). */
  carried_charges_centavos: centavos,
  /** Late charges to date added by second copies. */
  copy_charges_centavos: centavos,
  /** What the customer owes on it: the price plus both kinds of charges. */
  total_centavos: centavos,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentInputSchema = z.object({
  invoice_id: id,
  method: z.enum(PAYMENT_METHODS),
  amount_centavos: int32().positive(),
  credited_on: calendarDate(),
});
export const paymentSchema = paymentInputSchema.extend({
  id,
  late_charges_centavos: centavos,
  /** The invoice that bills this payment's late charges; null until one is open to take them. */
  carried_to_invoice_id: id.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const costInputSchema = z.object({
  plant_id: id,
  month: yearMonthSchema,
  category: z.enum(COST_CATEGORIES),
  amount_centavos: int32().positive(),
  description: safeString().trim().max(200).default(''),
});
export const costSchema = costInputSchema.extend({ id });

/** Period filters shared by the summaries: one month, or a range of months. */
export const periodQuerySchema = z.object({
  from: yearMonthSchema.optional(),
  to: yearMonthSchema.optional(),
  distributor_id: idSchema.optional(),
  plant_id: idSchema.optional(),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

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
  alerts: ('SEM_DADOS' | 'PI_BAIXO')[];
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
  table: GenerationPlantRow[];
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

/** The plants and distributors an overview's filters offer. */
export interface SummaryFilterOptions {
  plants: { id: number; name: string }[];
  distributors: { id: number; name: string }[];
}

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

/** GET /api/energy/summary/credits/rebalancing/: the superavitária UCs, paged, searched and ordered. */
export const rebalancingQuerySchema = periodQuerySchema.extend(listQuerySchema.shape);
export type RebalancingQuery = z.infer<typeof rebalancingQuerySchema>;

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
  received_centavos: number;
  /** Open today, whatever the period: issued and partly paid invoices. */
  receivable_centavos: number;
  /** Open more than 30 days past due over what was invoiced in the period. */
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
  balance_kwh: number;
  expiring_3_months_kwh: number;
  expiring_6_months_kwh: number;
  expiring_12_months_kwh: number;
  /** Expired in the calendar year of the latest closed cycle. */
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
