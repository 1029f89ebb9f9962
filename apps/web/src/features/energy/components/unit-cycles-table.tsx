import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UnitCycle } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { billCheckLabel, minimumRuleLabel, regimeLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { ExpandableTable } from './expandable-table.tsx';
import { FigureList, type Figure } from './figure-list.tsx';

/** The §3.2 breakdown of one cycle, in the order the apuração goes: need, excedente, credits, minimum. */
function CompensationDetail({ cycle }: { cycle: UnitCycle }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const k = (key: string) => t(`energy.unit.compensation.${key}`);
  const c = cycle.compensation;
  const bill = cycle.bill;
  const compensation: Figure[] = c
    ? [
        { label: k('consumption'), value: format.energy(c.consumption_kwh) },
        { label: k('received'), value: format.energy(c.received_kwh), hint: k('receivedHint') },
        { label: k('fromReceived'), value: format.energy(c.compensated_from_received_kwh) },
        ...c.lots_used.map((lot) => ({
          label: t('energy.unit.compensation.fromLot', {
            vintage: format.month(lot.origin_cycle),
            regime: regimeLabel(t, lot.regime),
          }),
          value: format.energy(lot.kwh),
        })),
        { label: k('compensated'), value: format.energy(c.compensated_kwh), total: true },
        { label: k('residual'), value: format.energy(c.residual_kwh) },
        {
          label: k('minimum'),
          value: format.energy(c.minimum_kwh),
          hint: minimumRuleLabel(t, c.minimum_rule),
        },
        { label: k('banked'), value: format.energy(c.banked_kwh) },
        { label: k('expired'), value: format.energy(c.expired_kwh) },
        { label: k('balance'), value: format.energy(c.balance_kwh), total: true },
      ]
    : [];
  const money: Figure[] = c
    ? [
        { label: k('billWithGd'), value: format.centavos(c.bill_centavos) },
        { label: k('billWithoutGd'), value: format.centavos(c.bill_without_gd_centavos) },
      ]
    : [];
  const imported: Figure[] = bill
    ? [
        {
          label: k('reading'),
          value:
            bill.reading_start && bill.reading_end
              ? `${format.day(bill.reading_start)} – ${format.day(bill.reading_end)}`
              : '—',
        },
        { label: k('billConsumption'), value: format.energy(bill.consumption_kwh) },
        { label: k('cip'), value: format.centavos(bill.cip_centavos) },
        {
          label: k('billTotal'),
          value: bill.total_centavos === null ? '—' : format.centavos(bill.total_centavos),
        },
        { label: k('check'), value: billCheckLabel(t, bill.check_status) },
      ]
    : [];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" component="h3">
          {k('title')}
        </Typography>
        {c ? (
          <FigureList figures={compensation} />
        ) : (
          <Typography color="text.secondary">{k('open')}</Typography>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" component="h3">
          {k('billTitle')}
        </Typography>
        {bill ? (
          <FigureList figures={[...imported, ...money]} />
        ) : (
          <Typography color="text.secondary">{k('noBill')}</Typography>
        )}
      </Grid>
    </Grid>
  );
}

/** A UC's cycles, newest first: what it consumed and compensated, its bill and the balance left. */
export function UnitCyclesTable({ cycles }: { cycles: UnitCycle[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!cycles.length)
    return <EmptyState title={t('energy.unit.noCycles')} body={t('energy.unit.noCyclesBody')} />;
  const column = (key: string) => t(`energy.unit.columns.${key}`);
  const energy = (value: number | undefined | null) =>
    value === undefined || value === null ? '—' : format.energy(value);
  return (
    <ExpandableTable
      testId="unit-cycles"
      head={[
        column('cycle'),
        column('consumption'),
        column('received'),
        column('compensated'),
        column('fromLots'),
        column('bill'),
        column('balance'),
      ]}
      numeric={[false, true, true, true, true, true, true]}
      rows={cycles.map((cycle) => ({
        id: cycle.cycle,
        label: format.month(cycle.cycle),
        cells: [
          format.month(cycle.cycle),
          energy(cycle.compensation?.consumption_kwh ?? cycle.bill?.consumption_kwh),
          energy(cycle.compensation?.received_kwh),
          energy(cycle.compensation?.compensated_kwh),
          energy(cycle.compensation?.compensated_from_lots_kwh),
          cycle.compensation ? format.centavos(cycle.compensation.bill_centavos) : '—',
          energy(cycle.compensation?.balance_kwh),
        ],
        detail: <CompensationDetail cycle={cycle} />,
      }))}
    />
  );
}
