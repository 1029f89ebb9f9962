import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Cycle } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

const STATE_COLORS = { open: 'info', closing: 'warning', closed: 'success', failed: 'error' } as const;

/** Where a cycle's detail page lives (the page catalogue's path with its id). */
export const cyclePath = (id: number) => `/creditos/ciclos/${id}`;

/**
 * A cycle's state, marked "Desatualizado" when an import changed its inputs after it closed, and "Sem todas as
 * faturas" when it was closed although UCs had no distributor bill.
 */
export function CycleStateChips({ cycle }: { cycle: Cycle }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={STATE_COLORS[cycle.state]}
        label={t(`energy.cycles.state.${cycle.state}`)}
      />
      {cycle.stale && cycle.state === 'closed' && (
        <Tooltip title={t('energy.cycles.staleHint')}>
          <Chip
            size="small"
            color="warning"
            label={t('energy.cycles.stale')}
            data-testid="cycle-stale"
            tabIndex={0}
          />
        </Tooltip>
      )}
      {cycle.override && (
        <Tooltip title={t('energy.cycles.overrideHint', { count: cycle.override.unit_ids.length })}>
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label={t('energy.cycles.overridden')}
            tabIndex={0}
          />
        </Tooltip>
      )}
    </Stack>
  );
}
