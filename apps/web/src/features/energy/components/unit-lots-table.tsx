import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { UnitLot } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { lotStatusLabel, movementTypeLabel, regimeLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { ExpandableTable } from './expandable-table.tsx';

/** A lot's ledger: every movement, oldest first, with the balance after it. */
function Ledger({ lot }: { lot: UnitLot }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const after = lot.movements.map((_, i) => lot.movements.slice(0, i + 1).reduce((s, m) => s + m.kwh, 0));
  return (
    <Table
      size="small"
      aria-label={t('energy.unit.lots.ledger', { vintage: format.month(lot.origin_cycle) })}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('energy.unit.lots.cycle')}</TableCell>
          <TableCell>{t('energy.unit.lots.type')}</TableCell>
          <TableCell align="right">{t('energy.unit.lots.kwh')}</TableCell>
          <TableCell align="right">{t('energy.unit.lots.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lot.movements.map((m, i) => (
          <TableRow key={m.id}>
            <TableCell>{format.month(m.cycle)}</TableCell>
            <TableCell>{movementTypeLabel(t, m.type)}</TableCell>
            <TableCell align="right">{format.energy(m.kwh)}</TableCell>
            <TableCell align="right">{format.energy(after[i]!)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The credit statement by vintage (§5.3 "Extrato por UC"), each lot opening to its ledger. */
export function UnitLotsTable({ lots }: { lots: UnitLot[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!lots.length)
    return <EmptyState title={t('energy.unit.lots.empty')} body={t('energy.unit.lots.emptyBody')} />;
  const column = (key: string) => t(`energy.unit.lots.columns.${key}`);
  return (
    <ExpandableTable
      testId="unit-lots"
      head={[
        column('vintage'),
        column('plant'),
        column('regime'),
        column('initial'),
        column('balance'),
        column('expires'),
        column('status'),
      ]}
      numeric={[false, false, false, true, true, false, false]}
      rows={lots.map((lot) => ({
        id: lot.id,
        label: t('energy.unit.lots.label', {
          vintage: format.month(lot.origin_cycle),
          plant: lot.plant_name,
        }),
        cells: [
          format.month(lot.origin_cycle),
          lot.plant_name,
          regimeLabel(t, lot.regime),
          format.energy(lot.initial_kwh),
          format.energy(lot.balance_kwh),
          format.month(lot.expires_at),
          <Chip
            size="small"
            variant="outlined"
            color={lot.status === 'ATIVO' ? 'success' : 'default'}
            label={lotStatusLabel(t, lot.status)}
          />,
        ],
        detail: <Ledger lot={lot} />,
      }))}
    />
  );
}
