import type { GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COVERAGE_BAND, UNIT_ALERTS, type PeriodQuery, type ProsumerUnitRow } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { customerStatusLabel, financialLabel, unitAlertLabel } from '@/shared/i18n/labels.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useShareFormat } from '@/features/energy/components/share-rounding.ts';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useProsumerUnits } from '@/features/energy/api/summary-api.ts';
import { ListExportBar, RegisterExportBar } from './list-export-bar.tsx';
import { TableSearch } from './table-search.tsx';
import { customerPath, unitPath } from './detail-paths.ts';

const STATUS_COLOR: Record<string, 'success' | 'default'> = { ATIVO: 'success' };
// An outlined chip keeps its text readable in both modes; the icon carries the colour.
const overdueIcon = <ErrorOutlineOutlined color="error" />;

/**
 * The beneficiary UCs of the period with their share, consumption, coverage, balance and standing, searched,
 * filtered by alert, sorted and paged by the server: an operator may have 100,000 of them. The customer's
 * name opens its page, the installation number the UC's.
 */
export function ProsumersTable({ period, grid }: { period: PeriodQuery; grid: ServerGrid<'alert'> }) {
  const { t } = useTranslation();
  const units = useProsumerUnits(period, grid.query);
  const format = useFormatters();
  const share = useShareFormat(4);
  const column = (key: string) => t(`energy.prosumers.columns.${key}`);
  const energy = (value: number | null) => (value === null ? '—' : format.energy(value));
  const columns: GridColDef<ProsumerUnitRow>[] = [
    {
      field: 'customer_name',
      headerName: column('customer'),
      flex: 1.3,
      minWidth: 190,
      renderCell: ({ row }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
          <Link component={RouterLink} to={customerPath(row.customer_id)} sx={{ fontWeight: 600 }}>
            {row.customer_name}
          </Link>
          <Typography variant="caption" color="text.secondary">
            <bdi>{row.document}</bdi>
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'installation_number',
      headerName: column('unit'),
      width: 115,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={unitPath(row.unit_id)}>
          {row.installation_number}
        </Link>
      ),
    },
    {
      field: 'plant_name',
      headerName: column('plant'),
      flex: 1,
      minWidth: 150,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'percent_ppm',
      headerName: column('share'),
      type: 'number',
      width: 105,
      valueFormatter: (value: number | null) => (value === null ? '—' : share(value)),
    },
    {
      field: 'mean_consumption_kwh',
      headerName: column('consumption'),
      type: 'number',
      width: 135,
      valueFormatter: energy,
    },
    {
      field: 'coverage',
      headerName: column('coverage'),
      type: 'number',
      width: 100,
      renderCell: ({ value }) =>
        value === null ? (
          '—'
        ) : (
          <Typography
            variant="body2"
            component="span"
            sx={{
              fontWeight: value > COVERAGE_BAND.high || value < COVERAGE_BAND.low ? 700 : undefined,
            }}
          >
            {format.percent(value)}
          </Typography>
        ),
    },
    {
      field: 'compensated_kwh',
      headerName: column('compensated'),
      type: 'number',
      width: 120,
      valueFormatter: energy,
    },
    {
      field: 'balance_kwh',
      headerName: column('balance'),
      type: 'number',
      width: 105,
      valueFormatter: (value: number) => format.energy(value),
    },
    {
      field: 'financial',
      headerName: column('financial'),
      width: 115,
      renderCell: ({ value }) => (
        <Chip
          size="small"
          variant="outlined"
          icon={value === 'EM_ATRASO' ? overdueIcon : undefined}
          label={financialLabel(t, value)}
        />
      ),
    },
    {
      field: 'status',
      headerName: column('status'),
      width: 115,
      renderCell: ({ value }) => (
        <Chip size="small" color={STATUS_COLOR[value] ?? 'default'} label={customerStatusLabel(t, value)} />
      ),
    },
  ];
  return (
    <>
      <TableSearch grid={grid} label={t('energy.prosumers.search')}>
        <TextField
          select
          size="small"
          label={t('energy.prosumers.alertFilter')}
          value={grid.filters.alert}
          onChange={(event) => grid.setFilter('alert', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('dataTable.all')}</MenuItem>
          {UNIT_ALERTS.map((alert) => (
            <MenuItem key={alert} value={alert}>
              {unitAlertLabel(t, alert)}
            </MenuItem>
          ))}
        </TextField>
      </TableSearch>
      <ListExportBar
        path="/energy/summary/prosumers/units/export/"
        name="ucs-no-periodo"
        query={{ ...period, ...grid.criteria }}
        empty={!units.data?.count}
      />
      <RegisterExportBar register="customers" file="clientes" />
      <RegisterExportBar register="units" file="ucs" />
      <ServerDataGrid
        grid={grid}
        rows={units.data?.results ?? []}
        rowCount={units.data?.count ?? 0}
        loading={units.isFetching}
        columns={columns}
        getRowId={(row) => row.unit_id}
      />
    </>
  );
}
