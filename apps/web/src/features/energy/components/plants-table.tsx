import type { GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GenerationPlantRow } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { plantAlertLabel, plantStatusLabel, regimeLabel } from '@/shared/i18n/labels.ts';
import { OverviewGrid } from './overview-grid.tsx';

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

/** Every plant of the period's summary (a few hundred at most): sorted and paged in the browser. */
export function PlantsTable({ rows }: { rows: GenerationPlantRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
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
  return <OverviewGrid rows={rows} columns={columns} getRowId={(row) => row.plant_id} />;
}
