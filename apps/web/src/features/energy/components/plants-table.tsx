import type { GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PLANT_ALERTS, PLANT_STATUSES, type GenerationPlantRow, type PeriodQuery } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { plantAlertLabel, plantStatusLabel, regimeLabel } from '@/shared/i18n/labels.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useGenerationPlants } from '@/features/energy/api/summary-api.ts';
import { FilterSelect } from './filter-select.tsx';
import { ListExportBar, RegisterExportBar } from './list-export-bar.tsx';
import { TableSearch } from './table-search.tsx';

// Filled chips whose text keeps 4.5:1 on their colour; a plant on alert gets an outlined chip with an icon.
const STATUS_COLOR: Record<string, 'success' | 'error' | 'default'> = {
  OPERANDO: 'success',
  PARADA: 'error',
};
const warningIcon = <WarningAmberOutlined color="warning" />;

/** The plant's detail page. */
export const plantPath = (id: number) => `/geracao/usinas/${id}`;

/** A plant's status as a chip. */
export function PlantStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return status === 'ALERTA' ? (
    <Chip size="small" variant="outlined" icon={warningIcon} label={plantStatusLabel(t, status)} />
  ) : (
    <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={plantStatusLabel(t, status)} />
  );
}

/**
 * The plants' generation over the period against their models, searched, filtered by status and alert, sorted
 * and paged by the server, the view in the URL. A plant's name opens its page.
 */
export function PlantsTable({ period, grid }: { period: PeriodQuery; grid: ServerGrid<'status' | 'alert'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const plants = useGenerationPlants(period, grid.query);
  const column = (key: string) => t(`energy.generation.columns.${key}`);
  const columns: GridColDef<GenerationPlantRow>[] = [
    {
      field: 'name',
      headerName: column('name'),
      flex: 1.4,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={plantPath(row.plant_id)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    { field: 'uf', headerName: column('uf'), width: 70 },
    {
      field: 'regime',
      headerName: column('regime'),
      width: 130,
      renderCell: ({ value }) => <Chip size="small" variant="outlined" label={regimeLabel(t, value)} />,
    },
    {
      field: 'status',
      headerName: column('status'),
      width: 130,
      renderCell: ({ value }) => <PlantStatusChip status={value} />,
    },
    {
      field: 'dc_power_kwp',
      headerName: column('kwp'),
      type: 'number',
      width: 80,
      valueFormatter: (value: number) => format.number(value),
    },
    {
      field: 'generated_kwh',
      headerName: column('generated'),
      type: 'number',
      width: 115,
      valueFormatter: (value: number) => format.energy(value),
    },
    {
      field: 'expected_kwh',
      headerName: column('expected'),
      type: 'number',
      width: 115,
      valueFormatter: (value: number) => format.energy(value),
    },
    {
      field: 'performance_index',
      headerName: column('pi'),
      type: 'number',
      width: 90,
      valueFormatter: (value: number | null) => (value === null ? '—' : format.percent(value)),
    },
    {
      field: 'last_reading',
      headerName: column('lastReading'),
      width: 130,
      valueFormatter: (value: string | null) =>
        value === null ? t('energy.generation.neverRead') : format.relative(`${value}T12:00:00`),
    },
    {
      field: 'alerts',
      headerName: column('alerts'),
      flex: 1,
      minWidth: 240,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
          {row.alerts.map((alert) => (
            <Chip
              key={alert}
              size="small"
              variant="outlined"
              icon={warningIcon}
              label={plantAlertLabel(t, alert)}
            />
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <TableSearch grid={grid} label={t('energy.generation.search')}>
        <FilterSelect
          label={t('energy.generation.statusFilter')}
          all={t('energy.filters.all')}
          width={200}
          value={grid.filters.status}
          onChange={(value) => grid.setFilter('status', value)}
          choices={PLANT_STATUSES.map((status) => ({ value: status, label: plantStatusLabel(t, status) }))}
        />
        <FilterSelect
          label={t('energy.generation.alertFilter')}
          all={t('dataTable.all')}
          width={280}
          value={grid.filters.alert}
          onChange={(value) => grid.setFilter('alert', value)}
          choices={PLANT_ALERTS.map((alert) => ({ value: alert, label: plantAlertLabel(t, alert) }))}
        />
      </TableSearch>
      <ListExportBar
        path="/energy/summary/generation/plants/export/"
        name="usinas-no-periodo"
        query={{ ...period, ...grid.criteria }}
        empty={!plants.data?.count}
      />
      <RegisterExportBar register="plants" file="usinas" />
      <ServerDataGrid
        grid={grid}
        rows={plants.data?.results ?? []}
        rowCount={plants.data?.count ?? 0}
        loading={plants.isFetching}
        columns={columns}
        getRowId={(row) => row.plant_id}
      />
    </>
  );
}
