import { useTranslation } from 'react-i18next';
import type { InvoiceLine, InvoiceStatement } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { FigureList, type Figure } from '@/features/energy/components/figure-list.tsx';

/** §3.5: what the customer would have paid, what they paid, and the saving, for the cycle. */
export function SavingsStatement({ statement }: { statement: InvoiceStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const i = statement.invoice;
  const k = (key: string) => t(`energy.invoice.savings.${key}`);
  return (
    <FigureList
      testId="savings-statement"
      figures={[
        { label: k('consumption'), value: format.energy(i.consumption_kwh) },
        { label: k('compensated'), value: format.energy(i.compensated_kwh) },
        { label: k('balance'), value: format.energy(i.credit_balance_kwh) },
        { label: k('expiring'), value: format.energy(i.expiring_kwh), hint: k('expiringHint') },
        {
          label: k('withoutGd'),
          value: format.centavos(i.bill_without_gd_centavos),
          hint: k('withoutGdHint'),
        },
        { label: k('withGd'), value: format.centavos(i.bill_with_gd_centavos) },
        { label: k('invoice'), value: format.centavos(i.amount_centavos) },
        {
          label: k('saving'),
          value: `${format.centavos(i.savings_centavos)}${
            statement.savings_ratio === null ? '' : ` (${format.percent(statement.savings_ratio)})`
          }`,
          total: true,
        },
      ]}
    />
  );
}

type LineGroup = InvoiceLine['group'];

/** How a line was computed: its kWh, and the price per kWh with taxes where it is energy at a tariff. */
function useLineFigures(lines: InvoiceLine[], group: LineGroup): Figure[] {
  const { t } = useTranslation();
  const format = useFormatters();
  return lines
    .filter((line) => line.group === group)
    .map((line) => ({
      label: t(`energy.invoice.lineKinds.${line.kind}`),
      value: format.centavos(line.amount_centavos),
      hint:
        line.kwh === null
          ? undefined
          : line.unit_micros === null
            ? format.energy(line.kwh)
            : t('energy.invoice.lines.atTariff', {
                kwh: format.energy(line.kwh),
                tariff: format.perKwh(line.unit_micros / 1e6),
              }),
    }));
}

/**
 * The invoice's lines: the price as the close computed it (base and discount, or the fixed fee), late charges
 * carried from earlier invoices, a copy's, then what was paid and what is open.
 */
export function InvoiceLines({ statement }: { statement: InvoiceStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const i = statement.invoice;
  const k = (key: string) => t(`energy.invoice.lines.${key}`);
  const priceLines = useLineFigures(i.lines, 'FATURA');
  return (
    <FigureList
      testId="invoice-lines"
      figures={[
        ...priceLines,
        priceLines.length
          ? {
              label: t('energy.invoice.lines.price', { cycle: format.month(i.cycle) }),
              value: format.centavos(i.amount_centavos),
              total: true,
            }
          : {
              label: t('energy.invoice.lines.energy', { cycle: format.month(i.cycle) }),
              value: format.centavos(i.amount_centavos),
              hint: t('energy.invoice.lines.energyHint', { kwh: format.energy(i.compensated_kwh) }),
            },
        ...statement.carried.map((c) => ({
          label: t('energy.invoice.lines.carried', { cycle: format.month(c.cycle) }),
          value: format.centavos(c.charges_centavos),
          hint: t('energy.invoice.lines.carriedHint', { date: format.day(c.credited_on), days: c.days_late }),
        })),
        ...(i.copy_charges_centavos > 0
          ? [{ label: k('copyCharges'), value: format.centavos(i.copy_charges_centavos) }]
          : []),
        { label: k('total'), value: format.centavos(i.total_centavos), total: true },
        { label: k('paid'), value: format.centavos(i.paid_centavos) },
        { label: k('open'), value: format.centavos(statement.open_centavos), total: true },
      ]}
    />
  );
}

const TAXES_OF = { CONTA_COM_GD: 'TRIBUTOS_COM_GD', CONTA_SEM_GD: 'TRIBUTOS_SEM_GD' } as const;

/**
 * One distributor bill's lines (with GD or without it) and its total, as the savings statement compares them;
 * below the total, the ICMS, PIS and COFINS the bill contains, where the close recorded them.
 */
export function DistributorBillLines({
  statement,
  group,
}: {
  statement: InvoiceStatement;
  group: keyof typeof TAXES_OF;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const i = statement.invoice;
  const total = group === 'CONTA_COM_GD' ? i.bill_with_gd_centavos : i.bill_without_gd_centavos;
  const taxes = useLineFigures(i.lines, TAXES_OF[group]).map((figure) => ({
    ...figure,
    hint: t('energy.invoice.lines.taxIncluded'),
  }));
  return (
    <FigureList
      testId={`bill-lines-${group}`}
      figures={[
        ...useLineFigures(i.lines, group),
        { label: t(`energy.invoice.billTotal.${group}`), value: format.centavos(total), total: true },
        ...taxes,
      ]}
    />
  );
}
