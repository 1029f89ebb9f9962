import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { CreditSummary, PeriodQuery, RebalancingRow } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useRebalancing } from '@/features/energy/api/summary-api.ts';
import { ListExportBar } from './list-export-bar.tsx';
import { TableSearch } from './table-search.tsx';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useShareFormat } from '@/features/energy/components/share-rounding.ts';

/**
 * The superavitárias UCs, most months of consumption in the bank first, with the share proposed for each;
 * searched, sorted and paged by the server. Above them, one suggestion per plant opens its rateio editor
 * with every proposed share of its UCs put in as a draft.
 */
export function RebalancingTable({
  period,
  plants,
}: {
  period: PeriodQuery;
  plants: CreditSummary['rebalancing_plants'];
}) {
  const { t } = useTranslation();
  const grid = useServerGrid();
  const rows = useRebalancing(period, grid.query);
  const format = useFormatters();
  const mayPropose = useAbility().can('create', 'Prosumidor');
  const column = (key: string) => t(`energy.credits.columns.${key}`);
  const percent = useShareFormat(2);
  const share = (value: number | null) => (value === null ? '—' : percent(value));
  const energy = (value: number) => format.energy(value);
  const columns: GridColDef<RebalancingRow>[] = [
    { field: 'installation_number', headerName: column('unit'), width: 115 },
    { field: 'customer_name', headerName: column('customer'), flex: 1, minWidth: 170 },
    {
      field: 'plant_name',
      headerName: column('plant'),
      flex: 1,
      minWidth: 160,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'balance_kwh',
      headerName: column('balance'),
      type: 'number',
      width: 110,
      valueFormatter: energy,
    },
    {
      field: 'mean_consumption_kwh',
      headerName: column('consumption'),
      type: 'number',
      width: 140,
      valueFormatter: energy,
    },
    {
      field: 'mean_received_kwh',
      headerName: column('received'),
      type: 'number',
      width: 150,
      valueFormatter: energy,
    },
    {
      field: 'months_of_cover',
      headerName: column('months'),
      type: 'number',
      width: 165,
      valueFormatter: (value: number) => format.number(Math.round(value * 10) / 10),
    },
    { field: 'percent_ppm', headerName: column('share'), type: 'number', width: 120, valueFormatter: share },
    {
      field: 'proposed_ppm',
      headerName: column('proposed'),
      type: 'number',
      width: 140,
      valueFormatter: share,
    },
  ];
  return (
    <>
      {mayPropose && plants.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, pb: 1 }}>
          {plants.map((plant) => (
            <Button
              key={plant.plant_id}
              size="small"
              variant="outlined"
              component={RouterLink}
              to={`/geracao/usinas/${plant.plant_id}/rateio?sugestao=1`}
              title={t('energy.credits.applySuggestionHint')}
            >
              {t('energy.credits.applySuggestionFor', { plant: plant.plant_name })}
            </Button>
          ))}
        </Stack>
      )}
      <TableSearch grid={grid} label={t('energy.credits.search')} />
      <ListExportBar
        path="/energy/summary/credits/rebalancing/export/"
        name="rebalanceamento"
        query={{ ...period, ...grid.criteria }}
        empty={!rows.data?.count}
      />
      <ServerDataGrid
        grid={grid}
        rows={rows.data?.results ?? []}
        rowCount={rows.data?.count ?? 0}
        loading={rows.isFetching}
        columns={columns}
        getRowId={(row) => row.unit_id}
      />
    </>
  );
}
