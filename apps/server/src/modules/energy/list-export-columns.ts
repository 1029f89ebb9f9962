import type {
  allocationSchema,
  billSchema,
  Contract,
  Customer,
  CustomerCredit,
  cycleResultSchema,
  Distributor,
  GenerationPlantRow,
  Invoice,
  Locale,
  lotSchema,
  Payment,
  Plant,
  ProsumerUnitRow,
  Reading,
  RebalancingRow,
  Report,
  ReportSchedule,
  Unit,
} from '@alvorada/contracts';
import type { z } from 'zod';
import type { ExportColumn, ExportValue } from '../../platform/http/list-export.ts';
import { openOf } from './invoice-export.ts';
import { codeLabel, label, type LabelKey } from './report-labels.ts';
import type { Named } from './list-export-names.ts';

type Kind = NonNullable<ExportColumn<unknown>['kind']> | 'code' | 'codes' | 'flag';
/**
 * One column: its header's label, its kind (`code`: an enum in words, `codes`: several, `flag`: yes or no)
 * and its value.
 */
type Spec<Row> = [header: LabelKey, kind: Kind, value: (row: Row) => ExportValue | boolean | string[]];

const perKwh = (micros: number) => micros / 1_000_000;
const ratioOfPpm = (ppm: number | null) => (ppm === null ? null : ppm / 1_000_000);

/** The columns in the reader's language: enum codes and yes/no in words, numbers, days and percents as such. */
function columns<Row>(specs: Spec<Row>[]) {
  return (locale: Locale): ExportColumn<Row>[] =>
    specs.map(([header, kind, value]) => {
      if (kind === 'code')
        return { header: label(locale, header), value: (row) => codeLabel(locale, String(value(row) ?? '')) };
      if (kind === 'codes')
        return {
          header: label(locale, header),
          value: (row) => (value(row) as string[]).map((code) => codeLabel(locale, code)).join('; '),
        };
      if (kind === 'flag')
        return { header: label(locale, header), value: (row) => label(locale, value(row) ? 'yes' : 'no') };
      return { header: label(locale, header), kind, value: value as (row: Row) => ExportValue };
    });
}

export interface Movement {
  id: number;
  lot_id: string;
  installation_number: string;
  cycle: string;
  type: string;
  kwh: number;
}
export interface Cycle {
  cycle: string;
  state: string;
  stale: boolean;
  units_total: number;
  closed_at: string | null;
  flag_micros: number;
}
export interface Tariff {
  id: number;
  distributor_id: number;
  subgroup: string;
  valid_from: string;
  te_micros: number;
  tusd_micros: number;
  fio_b_micros: number;
  fio_a_micros: number;
  charges_micros: number;
  resolution: string;
}
export interface Cost {
  id: number;
  plant_id: number;
  month: string;
  category: string;
  amount_centavos: number;
  description: string;
  status: string;
}
export interface ImportRecord {
  id: number;
  kind: string;
  file_name: string;
  rows: number;
  /** The plant's generation source that pulled it; null for a file an operator imported. */
  source_id: number | null;
  created_at: string;
}

/** A `YYYY-MM` month as the first day of it, so a spreadsheet reads a date. */
const monthDay = (month: string) => `${month}-01`;
const maybeMonthDay = (month: string | null) => (month ? monthDay(month) : null);
/** A reading's source: a file imported or a portal pulled, as the imports' origin says it. */
const readingOrigin = (source: string) =>
  source === 'CSV' ? 'originFile' : source === 'API' ? 'originPulled' : source;

type Lot = Named<z.infer<typeof lotSchema>>;
type CycleResult = Named<z.infer<typeof cycleResultSchema>>;
type Bill = Named<z.infer<typeof billSchema>>;
type Allocation = Named<z.infer<typeof allocationSchema>>;

/** Every energy list's export columns, by the list's name in its export path. */
export const ENERGY_EXPORT_COLUMNS = {
  plants: columns<Named<Plant>>([
    ['id', 'number', (p) => p.id],
    ['name', 'text', (p) => p.name],
    ['distributor', 'text', (p) => p.names.distributor_id],
    ['city', 'text', (p) => p.city],
    ['uf', 'text', (p) => p.uf],
    ['capacity', 'number', (p) => p.dc_power_kwp],
    ['acPower', 'number', (p) => p.ac_power_kw],
    ['source', 'code', (p) => p.source],
    ['modality', 'code', (p) => p.modality],
    ['regime', 'code', (p) => p.regime],
    ['sizeClass', 'code', (p) => p.size_class],
    ['status', 'code', (p) => p.status],
    ['injectionStart', 'day', (p) => p.injection_start],
    ['prModel', 'percent', (p) => p.performance_ratio],
    ['degradation', 'percent', (p) => p.annual_degradation],
  ]),
  customers: columns<Customer>([
    ['id', 'number', (c) => c.id],
    ['name', 'text', (c) => c.name],
    ['personType', 'code', (c) => c.person_type],
    ['document', 'text', (c) => c.cpf_cnpj],
    ['email', 'text', (c) => c.email],
    ['phone', 'text', (c) => c.phone],
    ['role', 'code', (c) => c.role],
    ['status', 'code', (c) => c.status],
  ]),
  units: columns<Named<Unit>>([
    ['id', 'number', (u) => u.id],
    ['unit', 'text', (u) => u.installation_number],
    ['formAccount', 'text', (u) => u.account_number],
    ['customer', 'text', (u) => u.names.customer_id],
    ['distributor', 'text', (u) => u.names.distributor_id],
    ['unitClass', 'code', (u) => u.unit_class],
    ['subgroup', 'text', (u) => u.subgroup],
    ['connection', 'code', (u) => u.connection],
    ['city', 'text', (u) => u.city],
    ['uf', 'text', (u) => u.uf],
    ['cep', 'text', (u) => u.cep],
    ['active', 'flag', (u) => u.active],
  ]),
  contracts: columns<Named<Contract>>([
    ['id', 'number', (c) => c.id],
    ['customer', 'text', (c) => c.names.customer_id],
    ['plant', 'text', (c) => c.names.plant_id],
    ['quota', 'number', (c) => c.quota_kwh],
    ['pricingMode', 'code', (c) => c.pricing_mode],
    ['discount', 'percent', (c) => ratioOfPpm(c.discount_ppm)],
    ['fixedFee', 'money', (c) => c.fixed_fee_centavos],
    ['dueDay', 'number', (c) => c.due_day],
    ['paymentMethod', 'code', (c) => c.payment_method],
    ['startDate', 'day', (c) => c.start_date],
    ['endDate', 'day', (c) => c.end_date],
    ['status', 'code', (c) => c.status],
  ]),
  tariffs: columns<Named<Tariff>>([
    ['id', 'number', (t) => t.id],
    ['distributor', 'text', (t) => t.names.distributor_id],
    ['subgroup', 'text', (t) => t.subgroup],
    ['validFrom', 'day', (t) => t.valid_from],
    ['te', 'number', (t) => perKwh(t.te_micros)],
    ['tusd', 'number', (t) => perKwh(t.tusd_micros)],
    ['fioB', 'number', (t) => perKwh(t.fio_b_micros)],
    ['fioA', 'number', (t) => perKwh(t.fio_a_micros)],
    ['sectorCharges', 'number', (t) => perKwh(t.charges_micros)],
    ['resolution', 'text', (t) => t.resolution],
  ]),
  distributors: columns<Distributor>([
    ['id', 'number', (d) => d.id],
    ['acronym', 'text', (d) => d.acronym],
    ['name', 'text', (d) => d.name],
    ['document', 'text', (d) => d.cnpj],
    ['ufs', 'text', (d) => d.ufs.join(', ')],
    ['taxFormula', 'code', (d) => d.tax_formula],
    ['creditValidity', 'number', (d) => d.credit_validity_months],
    ['icmsRate', 'percent', (d) => ratioOfPpm(d.icms_ppm)],
    ['pisRate', 'percent', (d) => ratioOfPpm(d.pis_ppm)],
    ['cofinsRate', 'percent', (d) => ratioOfPpm(d.cofins_ppm)],
    ['status', 'code', (d) => d.status],
  ]),
  costs: columns<Named<Cost>>([
    ['id', 'number', (c) => c.id],
    ['plant', 'text', (c) => c.names.plant_id],
    ['month', 'day', (c) => monthDay(c.month)],
    ['category', 'code', (c) => c.category],
    ['amount', 'money', (c) => c.amount_centavos],
    ['description', 'text', (c) => c.description],
    ['status', 'code', (c) => c.status],
  ]),
  cycles: columns<Cycle>([
    ['cycle', 'day', (c) => monthDay(c.cycle)],
    ['state', 'code', (c) => c.state],
    ['stale', 'flag', (c) => c.stale],
    ['unitsTotal', 'number', (c) => c.units_total],
    ['closedAt', 'date', (c) => c.closed_at],
    ['flag', 'number', (c) => perKwh(c.flag_micros)],
  ]),
  movements: columns<Movement>([
    ['id', 'number', (m) => m.id],
    ['cycle', 'day', (m) => monthDay(m.cycle)],
    ['unit', 'text', (m) => m.installation_number],
    ['lot', 'text', (m) => m.lot_id],
    ['type', 'code', (m) => m.type],
    ['kwh', 'number', (m) => m.kwh],
  ]),
  imports: columns<ImportRecord>([
    ['id', 'number', (i) => i.id],
    ['type', 'code', (i) => i.kind],
    ['origin', 'code', (i) => (i.source_id === null ? 'originFile' : 'originPulled')],
    ['fileName', 'text', (i) => i.file_name],
    ['rows', 'number', (i) => i.rows],
    ['createdAt', 'date', (i) => i.created_at],
  ]),
  payments: columns<Payment>([
    ['id', 'number', (p) => p.id],
    ['invoiceNumber', 'number', (p) => p.invoice_id],
    ['creditedOn', 'day', (p) => p.credited_on],
    ['paymentMethod', 'code', (p) => p.method],
    ['source', 'code', (p) => p.source],
    ['amount', 'money', (p) => p.amount_centavos],
    ['lateCharges', 'money', (p) => p.late_charges_centavos],
    ['excess', 'money', (p) => p.excess_centavos],
    ['reversedOn', 'day', (p) => p.reversal?.reversed_on],
  ]),
  lots: columns<Lot>([
    ['lot', 'text', (l) => l.id],
    ['unit', 'text', (l) => l.names.unit_id],
    ['plant', 'text', (l) => l.names.plant_id],
    ['regime', 'code', (l) => l.regime],
    ['originCycle', 'day', (l) => monthDay(l.origin_cycle)],
    ['initial', 'number', (l) => l.initial_kwh],
    ['balance', 'number', (l) => l.balance_kwh],
    ['expiresAt', 'day', (l) => l.expires_at],
    ['status', 'code', (l) => l.status],
  ]),
  results: columns<CycleResult>([
    ['cycle', 'day', (r) => monthDay(r.cycle)],
    ['unit', 'text', (r) => r.names.unit_id],
    ['consumption', 'number', (r) => r.consumption_kwh],
    ['allocated', 'number', (r) => r.allocated_kwh],
    ['compensated', 'number', (r) => r.compensated_kwh],
    ['residual', 'number', (r) => r.residual_kwh],
    ['banked', 'number', (r) => r.banked_kwh],
    ['expired', 'number', (r) => r.expired_kwh],
    ['minimumRule', 'code', (r) => r.minimum_rule],
    ['billWithGd', 'money', (r) => r.bill_centavos],
    ['billWithoutGd', 'money', (r) => r.bill_without_gd_centavos],
  ]),
  customerCredits: columns<Named<CustomerCredit>>([
    ['id', 'number', (c) => c.id],
    ['customer', 'text', (c) => c.names.customer_id],
    ['type', 'code', (c) => c.kind],
    ['amount', 'money', (c) => c.amount_centavos],
    ['paymentNumber', 'number', (c) => c.payment_id],
    ['createdAt', 'date', (c) => c.created_at],
  ]),
  readings: columns<Named<Reading>>([
    ['plant', 'text', (r) => r.names.plant_id],
    ['day', 'day', (r) => r.day],
    ['energy', 'number', (r) => r.energy_kwh],
    ['irradiation', 'number', (r) => r.irradiation_kwh_m2],
    ['origin', 'code', (r) => readingOrigin(r.source)],
    ['quality', 'code', (r) => (r.quality === 'OK' ? 'reliable' : r.quality)],
  ]),
  bills: columns<Bill>([
    ['id', 'number', (b) => b.id],
    ['cycle', 'day', (b) => monthDay(b.cycle)],
    ['unit', 'text', (b) => b.names.unit_id],
    ['consumption', 'number', (b) => b.consumption_kwh],
    ['injected', 'number', (b) => b.injected_kwh],
    ['compensated', 'number', (b) => b.compensated_kwh],
    ['balance', 'number', (b) => b.credit_balance_kwh],
    ['CIP', 'money', (b) => b.cip_centavos],
    ['billTotal', 'money', (b) => b.total_centavos],
    ['dueDate', 'day', (b) => b.due_date],
    ['readingStart', 'day', (b) => b.reading_start],
    ['readingEnd', 'day', (b) => b.reading_end],
    ['check', 'code', (b) => b.check_status],
  ]),
  allocations: columns<Allocation>([
    ['id', 'number', (a) => a.id],
    ['plant', 'text', (a) => a.names.plant_id],
    ['version', 'number', (a) => a.version],
    ['allocationKind', 'code', (a) => a.kind],
    ['effectiveCycle', 'day', (a) => monthDay(a.effective_cycle)],
    ['status', 'code', (a) => a.status],
    ['protocol', 'text', (a) => a.protocol],
    ['unitsTotal', 'number', (a) => a.items.length],
  ]),
  reports: columns<Report>([
    ['id', 'number', (r) => r.id],
    ['type', 'code', (r) => r.type],
    ['format', 'text', (r) => r.format.toUpperCase()],
    ['plant', 'text', (r) => r.param_names.plant_id],
    ['customer', 'text', (r) => r.param_names.customer_id],
    ['unit', 'text', (r) => r.param_names.unit_id],
    ['status', 'code', (r) => r.status],
    ['requestedBy', 'text', (r) => r.requested_by_name],
    ['createdAt', 'date', (r) => r.created_at],
    ['finishedAt', 'date', (r) => r.finished_at],
    ['sentTo', 'text', (r) => r.sent_to],
    ['sentAt', 'date', (r) => r.sent_at],
  ]),
  schedules: columns<ReportSchedule>([
    ['id', 'number', (s) => s.id],
    ['type', 'code', (s) => s.type],
    ['format', 'text', (s) => s.format.toUpperCase()],
    ['plant', 'text', (s) => s.param_names.plant_id],
    ['customer', 'text', (s) => s.param_names.customer_id],
    ['dayOfMonth', 'number', (s) => s.day],
    ['hour', 'number', (s) => s.hour],
    ['recipients', 'code', (s) => s.recipients],
    ['active', 'flag', (s) => s.active],
    ['createdBy', 'text', (s) => s.created_by_name],
    ['lastRun', 'day', (s) => maybeMonthDay(s.last_run_month)],
    ['createdAt', 'date', (s) => s.created_at],
  ]),
  generationPlants: columns<GenerationPlantRow>([
    ['plant', 'text', (p) => p.name],
    ['uf', 'text', (p) => p.uf],
    ['regime', 'code', (p) => p.regime],
    ['status', 'code', (p) => p.status],
    ['capacity', 'number', (p) => p.dc_power_kwp],
    ['generated', 'number', (p) => p.generated_kwh],
    ['expected', 'number', (p) => p.expected_kwh],
    ['pi', 'percent', (p) => p.performance_index],
    ['lastReading', 'day', (p) => p.last_reading],
    ['alerts', 'codes', (p) => p.alerts],
  ]),
  prosumerUnits: columns<ProsumerUnitRow>([
    ['unit', 'text', (u) => u.installation_number],
    ['customer', 'text', (u) => `${u.customer_name} (${u.document})`],
    ['distributor', 'text', (u) => u.distributor],
    ['plant', 'text', (u) => u.plant_name],
    ['percent', 'percent', (u) => ratioOfPpm(u.percent_ppm)],
    ['meanConsumption', 'number', (u) => u.mean_consumption_kwh],
    ['meanReceived', 'number', (u) => u.mean_received_kwh],
    ['coverage', 'percent', (u) => u.coverage],
    ['compensated', 'number', (u) => u.compensated_kwh],
    ['balance', 'number', (u) => u.balance_kwh],
    ['financial', 'code', (u) => u.financial],
    ['status', 'code', (u) => u.status],
    ['alerts', 'codes', (u) => u.alerts],
  ]),
  rebalancing: columns<RebalancingRow>([
    ['unit', 'text', (r) => r.installation_number],
    ['customer', 'text', (r) => r.customer_name],
    ['plant', 'text', (r) => r.plant_name],
    ['balance', 'number', (r) => r.balance_kwh],
    ['meanConsumption', 'number', (r) => r.mean_consumption_kwh],
    ['meanReceived', 'number', (r) => r.mean_received_kwh],
    ['monthsOfCover', 'number', (r) => r.months_of_cover],
    ['current', 'percent', (r) => ratioOfPpm(r.percent_ppm)],
    ['proposed', 'percent', (r) => ratioOfPpm(r.proposed_ppm)],
  ]),
  overdue: columns<Named<Invoice>>([
    ['invoiceNumber', 'number', (i) => i.id],
    ['cycle', 'day', (i) => monthDay(i.cycle)],
    ['customer', 'text', (i) => i.names.customer_id],
    ['unit', 'text', (i) => i.names.unit_id],
    ['issueDate', 'day', (i) => i.issue_date],
    ['dueDate', 'day', (i) => i.due_date],
    ['status', 'code', (i) => i.status],
    ['paymentMethod', 'code', (i) => i.payment_method],
    ['amount', 'money', (i) => i.amount_centavos],
    ['totalOwed', 'money', (i) => i.total_centavos],
    ['paid', 'money', (i) => i.paid_centavos],
    ['openAmount', 'money', openOf],
  ]),
};
