import type { Contract, Customer, Distributor, Locale, Payment, Plant, Unit } from '@alvorada/contracts';
import type { ExportColumn, ExportValue } from '../../platform/http/list-export.ts';
import { codeLabel, label, type LabelKey } from './report-labels.ts';
import type { Named } from './list-export-names.ts';

type Kind = NonNullable<ExportColumn<unknown>['kind']> | 'code' | 'flag';
/** One column: its header's label, its kind (`code`: an enum in words, `flag`: yes or no) and its value. */
type Spec<Row> = [header: LabelKey, kind: Kind, value: (row: Row) => ExportValue | boolean];

const perKwh = (micros: number) => micros / 1_000_000;
const ratioOfPpm = (ppm: number) => ppm / 1_000_000;

/** The columns in the reader's language: enum codes and yes/no in words, numbers, days and percents as such. */
function columns<Row>(specs: Spec<Row>[]) {
  return (locale: Locale): ExportColumn<Row>[] =>
    specs.map(([header, kind, value]) => {
      if (kind === 'code')
        return { header: label(locale, header), value: (row) => codeLabel(locale, String(value(row) ?? '')) };
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
  ]),
  costs: columns<Named<Cost>>([
    ['id', 'number', (c) => c.id],
    ['plant', 'text', (c) => c.names.plant_id],
    ['month', 'day', (c) => monthDay(c.month)],
    ['category', 'code', (c) => c.category],
    ['amount', 'money', (c) => c.amount_centavos],
    ['description', 'text', (c) => c.description],
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
};
