import type { MessageCode } from '../../../platform/http/messages.ts';
import { paragraphs, recordPath, type Format, type Presenter } from './format.ts';

const AGING: Record<string, MessageCode> = {
  A_VENCER: 'optop_aging_not_due',
  DIAS_1_30: 'optop_aging_1_30',
  DIAS_31_60: 'optop_aging_31_60',
  DIAS_61_90: 'optop_aging_61_90',
  ACIMA_90: 'optop_aging_over_90',
};

const PAYMENT: Record<string, MessageCode> = {
  PIX: 'optop_payment_pix',
  BOLETO: 'optop_payment_boleto',
  CARTAO: 'optop_payment_card',
  DEBITO_AUTOMATICO: 'optop_payment_debit',
};

/** Amounts under known codes, each code's label translated; codes without a label are left out. */
const labelled = (
  f: Format,
  amounts: Record<string, number> | undefined,
  labels: Record<string, MessageCode>,
) =>
  Object.entries(labels)
    .filter(([code]) => amounts?.[code] !== undefined)
    .map(([code, label]) => [f.t(label), f.centavos(amounts![code])]);

interface Period {
  from: string;
  to: string;
}

const period = (f: Format, p: Period) => ({ from: f.month(p.from), to: f.month(p.to) });

const generation = (
  r: Period & {
    plants: {
      plant_id?: number;
      name: string;
      generated_kwh: number;
      expected_kwh: number;
      performance_index: number | null;
    }[];
  },
  f: Format,
) => {
  const when =
    r.from === r.to
      ? f.t('optop_present_in_month', { month: f.month(r.from) })
      : f.t('optop_present_between', period(f, r));
  if (!r.plants.length) return f.t('optop_present_generation_none', { period: when });
  const generated = r.plants.reduce((sum, p) => sum + p.generated_kwh, 0);
  const expected = r.plants.reduce((sum, p) => sum + p.expected_kwh, 0);
  const figures = {
    period: when,
    generated: f.kwh(generated),
    expected: f.kwh(expected),
    index: f.ratio(expected ? generated / expected : null),
  };
  return paragraphs(
    r.plants.length === 1
      ? f.t('optop_present_generation_one', { ...figures, plant: r.plants[0]!.name })
      : f.t('optop_present_generation', { ...figures, count: r.plants.length }),
    f.table(
      ['optop_label_plant', 'optop_label_generated', 'optop_label_expected', 'optop_label_performance'],
      r.plants.map((p) => [
        p.plant_id ? f.link(p.name, recordPath('geracao-usinas-id', p.plant_id)) : p.name,
        f.kwh(p.generated_kwh),
        f.kwh(p.expected_kwh),
        f.ratio(p.performance_index),
      ]),
    ),
  );
};

interface CreditMonth {
  cycle: string;
  allocated_kwh: number;
  compensated_kwh: number;
  consumption_kwh: number;
  banked_kwh: number;
  expired_kwh: number;
}

const credits = (
  r: Period & {
    balance_kwh: number;
    utilisation: number | null;
    unallocated_kwh: number;
    expiring_3_months_kwh: number;
    balance_by_vintage?: { year: string; kwh: number }[];
    monthly?: CreditMonth[];
  },
  f: Format,
) =>
  paragraphs(
    f.t('optop_present_credits', {
      ...period(f, r),
      balance: f.kwh(r.balance_kwh),
      utilisation: f.ratio(r.utilisation),
      unallocated: f.kwh(r.unallocated_kwh),
      expiring: f.kwh(r.expiring_3_months_kwh),
    }),
    !!r.balance_by_vintage?.length &&
      f.t('optop_present_vintage', {
        years: new Intl.ListFormat(f.locale).format(
          r.balance_by_vintage.map((v) => `${v.year}: ${f.kwh(v.kwh)}`),
        ),
      }),
    f.table(
      [
        'optop_label_cycle',
        'optop_label_allocated',
        'optop_label_compensated',
        'optop_label_consumption',
        'optop_label_banked',
        'optop_label_expired',
      ],
      (r.monthly ?? []).map((m) => [
        f.month(m.cycle),
        f.kwh(m.allocated_kwh),
        f.kwh(m.compensated_kwh),
        f.kwh(m.consumption_kwh),
        f.kwh(m.banked_kwh),
        f.kwh(m.expired_kwh),
      ]),
    ),
  );

const finance = (
  r: Period & {
    invoiced_centavos: number;
    received_centavos: number;
    receivable_centavos: number;
    average_ticket_centavos: number;
    savings_delivered_centavos: number;
    delinquency_ratio: number | null;
    aging?: Record<string, number>;
    payment_mix?: Record<string, number>;
  },
  f: Format,
) =>
  paragraphs(
    f.t('optop_present_finance', {
      ...period(f, r),
      invoiced: f.centavos(r.invoiced_centavos),
      received: f.centavos(r.received_centavos),
      receivable: f.centavos(r.receivable_centavos),
      delinquency: f.ratio(r.delinquency_ratio),
      ticket: f.centavos(r.average_ticket_centavos),
      savings: f.centavos(r.savings_delivered_centavos),
    }),
    f.table(['optop_label_aging', 'optop_label_amount'], labelled(f, r.aging, AGING)),
    f.table(['optop_label_payment', 'optop_label_amount'], labelled(f, r.payment_mix, PAYMENT)),
  );

const overdue = (
  r: {
    count: number;
    results: { id: number; customer_name: string; cycle: string; due_date: string; total_centavos: number }[];
  },
  f: Format,
) =>
  r.count
    ? paragraphs(
        f.t('optop_present_overdue', { count: r.count }),
        f.table(
          [
            'optop_label_invoice',
            'optop_label_customer',
            'optop_label_cycle',
            'optop_label_due',
            'optop_label_amount',
          ],
          r.results.map((i) => [
            f.link(`#${i.id}`, recordPath('financeiro-faturas-id', i.id)),
            i.customer_name,
            f.month(i.cycle),
            f.date(i.due_date),
            f.centavos(i.total_centavos),
          ]),
        ),
      )
    : f.t('optop_present_overdue_none');

export const ENERGY_PRESENTERS: Record<string, Presenter> = {
  energy_generation: generation,
  energy_credits: credits,
  finance_summary: finance,
  overdue_invoices: overdue,
};
