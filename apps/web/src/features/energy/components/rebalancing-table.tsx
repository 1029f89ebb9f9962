import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { RebalancingRow } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { OverviewGrid } from './overview-grid.tsx';
import { proposalParam } from './allocation-draft.ts';

const hasProposal = (r: RebalancingRow) =>
  r.plant_id !== null && r.proposed_ppm !== null && r.proposed_ppm !== r.percent_ppm;

/** The plant's rateio editor with every share proposed for that plant's UCs put in as a draft. */
function suggestionLink(rows: RebalancingRow[], plantId: number) {
  const shares = rows
    .filter((r) => hasProposal(r) && r.plant_id === plantId)
    .map((r) => ({ unitId: r.unit_id, ppm: r.proposed_ppm! }));
  return `/geracao/usinas/${plantId}/rateio?proposta=${proposalParam(shares)}`;
}

/** The superavitárias UCs, most months of consumption in the bank first, with the share proposed for each. */
export function RebalancingTable({ rows }: { rows: RebalancingRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const mayPropose = useAbility().can('create', 'Prosumidor');
  const column = (key: string) => t(`energy.credits.columns.${key}`);
  const share = (value: number | null) => (value === null ? '—' : format.percent(value / 1e6));
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
  // One suggestion per plant: its UCs' proposed shares go to its rateio editor together, as a draft.
  const plants = mayPropose
    ? [...new Map(rows.filter(hasProposal).map((r) => [r.plant_id!, r.plant_name ?? ''])).entries()]
    : [];
  return (
    <>
      {plants.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, pb: 1 }}>
          {plants.map(([plantId, plantName]) => (
            <Button
              key={plantId}
              size="small"
              variant="outlined"
              component={RouterLink}
              to={suggestionLink(rows, plantId)}
              title={t('energy.credits.applySuggestionHint')}
            >
              {t('energy.credits.applySuggestionFor', { plant: plantName })}
            </Button>
          ))}
        </Stack>
      )}
      <OverviewGrid
        rows={rows}
        columns={columns}
        getRowId={(row) => row.unit_id}
        initialState={{ sorting: { sortModel: [{ field: 'months_of_cover', sort: 'desc' }] } }}
      />
    </>
  );
}
