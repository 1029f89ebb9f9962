import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { movementTypeLabel } from '@/shared/i18n/labels.ts';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useCycleMovements, type Movement } from '@/features/energy/api/cycle-records-api.ts';
import { CycleGrid, unitColumn } from './cycle-grid.tsx';
import { ListExportBar } from './list-export-bar.tsx';

/** The credit ledger's movements in a cycle, a page at a time (its page in the URL under `creditos_`), and their export. */
export function CycleMovementsGrid({ cycle }: { cycle: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid([], { prefix: 'creditos_' });
  const movements = useCycleMovements(cycle, grid.query);
  const columns: GridColDef<Movement>[] = [
    unitColumn(t),
    {
      field: 'type',
      headerName: t('energy.cycle.movementType'),
      minWidth: 170,
      flex: 1.5,
      sortable: false,
      valueFormatter: (value: string) => movementTypeLabel(t, value),
    },
    { field: 'lot_id', headerName: t('energy.cycle.movementLot'), minWidth: 140, flex: 1, sortable: false },
    {
      field: 'kwh',
      headerName: t('energy.cycle.movementKwh'),
      type: 'number',
      minWidth: 120,
      flex: 1,
      sortable: false,
      valueFormatter: (value: number) => format.energy(value),
    },
  ];
  return (
    <>
      <ListExportBar
        path="/energy/credits/movements/export/"
        name="movimentos-de-credito"
        query={{ ...grid.query, cycle }}
        empty={!movements.data?.count}
      />
      <CycleGrid
        grid={grid}
        records={movements}
        columns={columns}
        empty={{ title: t('energy.cycle.noMovements'), body: t('energy.cycle.noMovementsBody') }}
      />
    </>
  );
}
