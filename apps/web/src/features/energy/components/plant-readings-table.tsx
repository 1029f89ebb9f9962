import type { GridColDef } from '@mui/x-data-grid';
import type { Reading } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { readingQualityLabel, readingSourceLabel } from '@/shared/i18n/labels.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useReadings } from '@/features/energy/api/plant-api.ts';
import { ListExportBar } from './list-export-bar.tsx';

/** The plant's daily readings, newest first, paged and sorted by the server (the view lives in the URL). */
export function PlantReadingsTable({ plantId }: { plantId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid();
  const readings = useReadings({ ...grid.query, plant_id: plantId });
  const column = (key: string) => t(`energy.plant.readings.${key}`);
  const columns: GridColDef<Reading>[] = [
    {
      field: 'day',
      headerName: column('day'),
      flex: 1,
      minWidth: 130,
      valueFormatter: (value: string) => format.date(`${value}T12:00:00Z`),
    },
    {
      field: 'energy_kwh',
      headerName: column('energy'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueFormatter: (value: number) => format.energy(value),
    },
    {
      field: 'irradiation_kwh_m2',
      headerName: column('irradiation'),
      type: 'number',
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueFormatter: (value: number | null) => (value === null ? '—' : format.number(value)),
    },
    {
      field: 'source',
      headerName: column('source'),
      flex: 1,
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: string) => readingSourceLabel(t, value),
    },
    {
      field: 'quality',
      headerName: column('quality'),
      flex: 1,
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: string) => readingQualityLabel(t, value),
    },
  ];
  return (
    <>
      <ListExportBar
        path="/energy/generation/readings/export/"
        name="leituras"
        query={{ ...grid.criteria, plant_id: plantId }}
        empty={!readings.data?.count}
      />
      <ServerDataGrid
        grid={grid}
        rows={readings.data?.results ?? []}
        rowCount={readings.data?.count ?? 0}
        loading={readings.isFetching}
        columns={columns}
        getRowId={(row) => row.day}
      />
    </>
  );
}
