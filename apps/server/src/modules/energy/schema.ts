import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ALLOCATION_KINDS,
  ALLOCATION_STATUSES,
  BILL_CHECK_STATUSES,
  CONNECTIONS,
  CONTRACT_STATUSES,
  COST_CATEGORIES,
  COST_STATUSES,
  CUSTOMER_CREDIT_KINDS,
  CUSTOMER_ROLES,
  CUSTOMER_STATUSES,
  Customer,
  DISTRIBUTOR_STATUSES,
  EXPIRY_COUNTING_VALUES,
  GD1_MINIMUM_VALUES,
  GD2_MINIMUM_VALUES,
  INVOICE_STATUSES,
  InvoiceLine,
  LOT_STATUSES,
  MODALITY_VALUES,
  MOVEMENT_TYPES,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  PLANT_SOURCES,
  PLANT_STATUSES,
  PRICING_MODE_VALUES,
  REGIME_VALUES,
  SUBGROUPS,
  TAX_FORMULA_VALUES,
  UNIT_CLASSES,
  Unit,
} from '@alvorada/contracts';
import type { SourceUsage } from '@alvorada/energy';
import { createdAt, moment, serialId } from '../../platform/db/columns.ts';

// Units as in packages/energy: whole kWh, integer centavos, micro-reais per kWh, ppm; cycles `YYYY-MM`.
const day = (name: string) => date(name, { mode: 'string' });
const power = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });
/** A text column holding one of the contracts' values. */
/** A record an operator edits counts its edits, so an edit made on an older copy is refused (409). */
const recordVersion = () => integer('version').notNull().default(1);
const oneOf = <Values extends readonly string[]>(name: string) => text(name).$type<Values[number]>();

export const distributors = pgTable('energy_distributors', {
  id: serial('id').primaryKey(),
  acronym: text('acronym').notNull().unique(),
  name: text('name').notNull(),
  cnpj: text('cnpj').notNull(),
  ufs: jsonb('ufs').$type<string[]>().notNull(),
  taxFormula: oneOf<typeof TAX_FORMULA_VALUES>('tax_formula').notNull(),
  gd1Minimum: oneOf<typeof GD1_MINIMUM_VALUES>('gd1_minimum').notNull(),
  gd2Minimum: oneOf<typeof GD2_MINIMUM_VALUES>('gd2_minimum').notNull(),
  creditValidityMonths: integer('credit_validity_months').notNull(),
  expiryCounting: oneOf<typeof EXPIRY_COUNTING_VALUES>('expiry_counting').notNull(),
  icmsPpm: integer('icms_ppm').notNull(),
  pisPpm: integer('pis_ppm').notNull(),
  cofinsPpm: integer('cofins_ppm').notNull(),
  /** An inactive distributor is offered for no new UC, plant or tariff; its records keep it. */
  status: oneOf<typeof DISTRIBUTOR_STATUSES>('status').notNull().default('ATIVA'),
  version: recordVersion(),
  createdAt: createdAt(),
});

export const tariffs = pgTable(
  'energy_tariffs',
  {
    id: serial('id').primaryKey(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    subgroup: oneOf<typeof SUBGROUPS>('subgroup').notNull(),
    validFrom: day('valid_from').notNull(),
    teMicros: integer('te_micros').notNull(),
    tusdMicros: integer('tusd_micros').notNull(),
    fioBMicros: integer('fio_b_micros').notNull(),
    fioAMicros: integer('fio_a_micros').notNull(),
    chargesMicros: integer('charges_micros').notNull(),
    resolution: text('resolution').notNull().default(''),
    version: recordVersion(),
  },
  (t) => [uniqueIndex('energy_tariffs_natural').on(t.distributorId, t.subgroup, t.validFrom)],
);

export const customers = pgTable('energy_customers', {
  id: serial('id').primaryKey(),
  personType: text('person_type').$type<Customer['person_type']>().notNull(),
  name: text('name').notNull(),
  document: text('document').notNull().unique(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  role: oneOf<typeof CUSTOMER_ROLES>('role').notNull(),
  status: oneOf<typeof CUSTOMER_STATUSES>('status').notNull(),
  version: recordVersion(),
  createdAt: createdAt(),
});

export const contracts = pgTable('energy_contracts', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  plantId: integer('plant_id'),
  quotaKwh: integer('quota_kwh').notNull(),
  pricingMode: oneOf<typeof PRICING_MODE_VALUES>('pricing_mode').notNull(),
  discountPpm: integer('discount_ppm').notNull(),
  fixedFeeCentavos: integer('fixed_fee_centavos').notNull(),
  baseIncludesFlag: boolean('base_includes_flag').notNull(),
  dueDay: integer('due_day').notNull(),
  paymentMethod: oneOf<typeof PAYMENT_METHODS>('payment_method').notNull(),
  startDate: day('start_date').notNull(),
  endDate: day('end_date'),
  status: oneOf<typeof CONTRACT_STATUSES>('status').notNull(),
  version: recordVersion(),
  createdAt: createdAt(),
});

export const units = pgTable(
  'energy_units',
  {
    id: serial('id').primaryKey(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    installationNumber: text('installation_number').notNull(),
    /** The distributor's "conta contrato", which its rateio request forms ask for. */
    accountNumber: text('account_number').notNull().default(''),
    supplyGroup: text('supply_group').$type<Unit['supply_group']>().notNull(),
    subgroup: oneOf<typeof SUBGROUPS>('subgroup').notNull(),
    unitClass: oneOf<typeof UNIT_CLASSES>('unit_class').notNull(),
    connection: oneOf<typeof CONNECTIONS>('connection'),
    city: text('city').notNull().default(''),
    uf: text('uf').notNull(),
    cep: text('cep').notNull().default(''),
    contractId: integer('contract_id').references(() => contracts.id),
    active: boolean('active').notNull().default(true),
    version: recordVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('energy_units_natural').on(t.distributorId, t.installationNumber),
    index('energy_units_customer').on(t.customerId),
  ],
);

export const plants = pgTable('energy_plants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  distributorId: integer('distributor_id')
    .notNull()
    .references(() => distributors.id),
  generatingUnitId: integer('generating_unit_id')
    .notNull()
    .references(() => units.id),
  city: text('city').notNull().default(''),
  uf: text('uf').notNull(),
  latitude: real('latitude'),
  longitude: real('longitude'),
  dcPowerKwp: power('dc_power_kwp').notNull(),
  acPowerKw: power('ac_power_kw').notNull(),
  source: oneOf<typeof PLANT_SOURCES>('source').notNull(),
  dispatchable: boolean('dispatchable').notNull(),
  modality: oneOf<typeof MODALITY_VALUES>('modality').notNull(),
  accessRequestDate: day('access_request_date').notNull(),
  injectionStart: day('injection_start').notNull(),
  regime: oneOf<typeof REGIME_VALUES>('regime').notNull(),
  status: oneOf<typeof PLANT_STATUSES>('status').notNull(),
  monthlyIrradiation: jsonb('monthly_irradiation').$type<number[]>().notNull(),
  performanceRatio: real('performance_ratio').notNull(),
  annualDegradation: real('annual_degradation').notNull(),
  version: recordVersion(),
  createdAt: createdAt(),
});

export const plantIncrements = pgTable('energy_plant_increments', {
  id: serial('id').primaryKey(),
  plantId: integer('plant_id')
    .notNull()
    .references(() => plants.id, { onDelete: 'cascade' }),
  accessRequestDate: day('access_request_date').notNull(),
  dcPowerKwp: power('dc_power_kwp').notNull(),
  acPowerKw: power('ac_power_kw').notNull(),
  regime: oneOf<typeof REGIME_VALUES>('regime').notNull(),
});

/** One file imported once: its content hash makes a second import of the same file a no-op. */
export const imports = pgTable(
  'energy_imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['GERACAO', 'FATURAS'] }).notNull(),
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    userId: integer('user_id'),
    // The generation source that pulled it (no reference: the history outlives a source); null for a file.
    sourceId: integer('source_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('energy_imports_hash').on(t.kind, t.fileHash)],
);

export const readings = pgTable(
  'energy_generation_readings',
  {
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    energyWh: integer('energy_wh').notNull(),
    irradiationWhM2: integer('irradiation_wh_m2'),
    source: text('source').notNull(),
    quality: text('quality').notNull().default('OK'),
    importId: integer('import_id').references(() => imports.id),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.day] })],
);

export const allocationVersions = pgTable(
  'energy_allocation_versions',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: oneOf<typeof ALLOCATION_KINDS>('kind').notNull(),
    items: jsonb('items').$type<{ unit_id: number; percent_ppm?: number; priority?: number }[]>().notNull(),
    effectiveCycle: text('effective_cycle').notNull(),
    status: oneOf<typeof ALLOCATION_STATUSES>('status').notNull(),
    protocol: text('protocol').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('energy_allocation_versions_natural').on(t.plantId, t.version)],
);

/** A billing cycle and the state of its close: open → closing → closed (failed keeps what was committed). */
export const cycles = pgTable('energy_cycles', {
  id: serial('id').primaryKey(),
  cycle: text('cycle').notNull().unique(),
  flagMicros: integer('flag_micros').notNull().default(0),
  state: text('state', { enum: ['open', 'closing', 'closed', 'failed'] })
    .notNull()
    .default('open'),
  unitsTotal: integer('units_total').notNull().default(0),
  unitsDone: integer('units_done').notNull().default(0),
  /** A bill arrived after the close: the cycle should be recomputed. */
  stale: boolean('stale').notNull().default(false),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** Closed although these UCs had no distributor bill: who confirmed it, when and why. */
  overrideUnitIds: jsonb('override_unit_ids').$type<number[]>(),
  overrideReason: text('override_reason'),
  overrideBy: integer('override_by'),
  overrideAt: moment('override_at'),
  /** The last reopening: who, when and why. */
  reopenReason: text('reopen_reason'),
  reopenedBy: integer('reopened_by'),
  reopenedAt: moment('reopened_at'),
  createdAt: createdAt(),
});

export const bills = pgTable(
  'energy_distributor_bills',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    cycle: text('cycle').notNull(),
    consumptionKwh: integer('consumption_kwh').notNull(),
    injectedKwh: integer('injected_kwh').notNull().default(0),
    compensatedKwh: integer('compensated_kwh'),
    creditBalanceKwh: integer('credit_balance_kwh'),
    cipCentavos: integer('cip_centavos').notNull().default(0),
    totalCentavos: integer('total_centavos'),
    dueDate: day('due_date'),
    readingStart: day('reading_start'),
    readingEnd: day('reading_end'),
    checkStatus: oneOf<typeof BILL_CHECK_STATUSES>('check_status').notNull().default('PENDENTE'),
    importId: integer('import_id').references(() => imports.id),
  },
  (t) => [uniqueIndex('energy_bills_natural').on(t.unitId, t.cycle), index('energy_bills_cycle').on(t.cycle)],
);

/** The apuração of one UC in one cycle (§2.4 ApuracaoCiclo): its row marks the UC as done for the cycle. */
export const cycleResults = pgTable(
  'energy_cycle_results',
  {
    cycle: text('cycle').notNull(),
    unitId: integer('unit_id').notNull(),
    consumptionKwh: integer('consumption_kwh').notNull(),
    allocatedKwh: integer('allocated_kwh').notNull(),
    compensatedKwh: integer('compensated_kwh').notNull(),
    residualKwh: integer('residual_kwh').notNull(),
    bankedKwh: integer('banked_kwh').notNull(),
    expiredKwh: integer('expired_kwh').notNull(),
    minimumRule: text('minimum_rule').notNull(),
    billCentavos: integer('bill_centavos').notNull(),
    billWithoutGdCentavos: integer('bill_without_gd_centavos').notNull(),
    usesPendingRules: boolean('uses_pending_rules').notNull(),
    usage: jsonb('usage').$type<SourceUsage[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycle, t.unitId] })],
);

export const lots = pgTable(
  'energy_credit_lots',
  {
    /** The natural key of packages/energy (`<uc>:<cycle>:<plant>`). */
    id: text('id').primaryKey(),
    unitId: integer('unit_id').notNull(),
    plantId: integer('plant_id').notNull(),
    regime: oneOf<typeof REGIME_VALUES>('regime').notNull(),
    originCycle: text('origin_cycle').notNull(),
    initialKwh: integer('initial_kwh').notNull(),
    balanceKwh: integer('balance_kwh').notNull(),
    expiresAt: text('expires_at').notNull(),
    status: oneOf<typeof LOT_STATUSES>('status').notNull(),
  },
  (t) => [
    index('energy_lots_unit').on(t.unitId),
    index('energy_lots_active_expiry')
      .on(t.expiresAt)
      .where(sql`status = 'ATIVO'`),
  ],
);

/** Append-only ledger; a lot's balance is the sum of its movements. */
export const movements = pgTable(
  'energy_credit_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: text('lot_id').notNull(),
    unitId: integer('unit_id').notNull(),
    cycle: text('cycle').notNull(),
    type: oneOf<typeof MOVEMENT_TYPES>('type').notNull(),
    kwh: integer('kwh').notNull(),
  },
  (t) => [
    uniqueIndex('energy_movements_natural').on(t.lotId, t.cycle, t.type),
    index('energy_movements_cycle').on(t.cycle),
    index('energy_movements_unit').on(t.unitId),
  ],
);

export const invoices = pgTable(
  'energy_invoices',
  {
    id: serial('id').primaryKey(),
    cycle: text('cycle').notNull(),
    contractId: integer('contract_id').notNull(),
    customerId: integer('customer_id').notNull(),
    unitId: integer('unit_id').notNull(),
    consumptionKwh: integer('consumption_kwh').notNull(),
    compensatedKwh: integer('compensated_kwh').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    billWithGdCentavos: integer('bill_with_gd_centavos').notNull(),
    billWithoutGdCentavos: integer('bill_without_gd_centavos').notNull(),
    savingsCentavos: integer('savings_centavos').notNull(),
    worseOffWarning: boolean('worse_off_warning').notNull(),
    creditBalanceKwh: integer('credit_balance_kwh').notNull(),
    expiringKwh: integer('expiring_kwh').notNull(),
    issueDate: day('issue_date').notNull(),
    dueDate: day('due_date').notNull(),
    status: oneOf<typeof INVOICE_STATUSES>('status').notNull(),
    paidCentavos: integer('paid_centavos').notNull().default(0),
    paidOn: day('paid_on'),
    paymentMethod: oneOf<typeof PAYMENT_METHODS>('payment_method').notNull(),
    /** encargos_atraso_anteriores: fine and interest of earlier late payments, carried onto this invoice. */
    carriedChargesCentavos: integer('carried_charges_centavos').notNull().default(0),
    /** Late charges to date added by a second copy (segunda via). */
    copyChargesCentavos: integer('copy_charges_centavos').notNull().default(0),
    /** The price's and both distributor bills' lines as the close computed them. */
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('energy_invoices_natural').on(t.cycle, t.unitId),
    index('energy_invoices_customer').on(t.customerId),
  ],
);

export const payments = pgTable('energy_payments', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id),
  method: oneOf<typeof PAYMENT_METHODS>('method').notNull(),
  /** Money received, or the customer's credit applied to the invoice. */
  source: oneOf<typeof PAYMENT_SOURCES>('source').notNull().default('RECEBIMENTO'),
  amountCentavos: integer('amount_centavos').notNull(),
  creditedOn: day('credited_on').notNull(),
  lateChargesCentavos: integer('late_charges_centavos').notNull().default(0),
  /** The customer's invoice that bills these late charges; null while none is open to take them. */
  carriedToInvoiceId: integer('carried_to_invoice_id').references(() => invoices.id),
  /** What was paid beyond the open amount, credited to the customer. */
  excessCentavos: integer('excess_centavos').notNull().default(0),
  createdAt: createdAt(),
});

/** A payment taken back (estorno): the payment stays, this records when, why and by whom. */
export const paymentReversals = pgTable('energy_payment_reversals', {
  id: serialId(),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  reversedOn: day('reversed_on').notNull(),
  reason: text('reason').notNull(),
  userId: integer('user_id'),
  createdAt: createdAt(),
});

/** The customer's credit balance in centavos, as signed movements (a payment's excess, its reversal). */
export const customerCredits = pgTable(
  'energy_customer_credits',
  {
    id: serialId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentId: integer('payment_id').references(() => payments.id),
    kind: oneOf<typeof CUSTOMER_CREDIT_KINDS>('kind').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('energy_customer_credits_customer').on(t.customerId)],
);

/** Second copies (segunda via) of an invoice: each moves its due date and adds the late charges to date. */
export const invoiceCopies = pgTable('energy_invoice_copies', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id),
  issuedOn: day('issued_on').notNull(),
  previousDueDate: day('previous_due_date').notNull(),
  dueDate: day('due_date').notNull(),
  fineCentavos: integer('fine_centavos').notNull(),
  interestCentavos: integer('interest_centavos').notNull(),
  /** What the copy asks for: the open amount plus its charges. */
  totalCentavos: integer('total_centavos').notNull(),
  userId: integer('user_id'),
  createdAt: createdAt(),
});

export const plantCosts = pgTable('energy_plant_costs', {
  id: serial('id').primaryKey(),
  plantId: integer('plant_id')
    .notNull()
    .references(() => plants.id, { onDelete: 'cascade' }),
  month: text('month').notNull(),
  category: oneOf<typeof COST_CATEGORIES>('category').notNull(),
  amountCentavos: integer('amount_centavos').notNull(),
  description: text('description').notNull().default(''),
  status: oneOf<typeof COST_STATUSES>('status').notNull().default('ATIVO'),
  /** When it was deactivated: the figures leave it out from that month on. */
  deactivatedOn: day('deactivated_on'),
  version: recordVersion(),
});
