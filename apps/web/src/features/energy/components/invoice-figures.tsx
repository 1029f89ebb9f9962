import { useTranslation } from 'react-i18next';
import type { InvoiceStatement } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { FigureList } from '@/features/energy/components/figure-list.tsx';

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

/** The invoice's lines: the energy of the cycle, late charges carried from earlier invoices, a copy's. */
export function InvoiceLines({ statement }: { statement: InvoiceStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const i = statement.invoice;
  const k = (key: string) => t(`energy.invoice.lines.${key}`);
  return (
    <FigureList
      testId="invoice-lines"
      figures={[
        {
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
