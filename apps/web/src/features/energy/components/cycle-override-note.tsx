import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Cycle, CycleClosePreview } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { unitPath } from './detail-paths.ts';

/**
 * A cycle closed although UCs had no distributor bill: when, why, and which UCs (named by installation number
 * where they still lack the bill, else by their number).
 */
export function CycleOverrideNote({
  override,
  preview,
}: {
  override: NonNullable<Cycle['override']>;
  preview: CycleClosePreview | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const named = new Map(preview?.missing_bills.map((unit) => [unit.unit_id, unit]));
  return (
    <Alert severity="warning" data-testid="cycle-override">
      <AlertTitle>
        {t('energy.cycle.overrideTitle', {
          count: override.unit_ids.length,
          date: format.dateTime(override.at),
        })}
      </AlertTitle>
      <Typography variant="body2">{t('energy.cycle.eventReason', { reason: override.reason })}</Typography>
      <Box
        component="ul"
        aria-label={t('energy.cycle.overrideUnits')}
        sx={{
          m: 0,
          mt: 1,
          p: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          maxHeight: 160,
          overflowY: 'auto',
        }}
      >
        {override.unit_ids.map((unitId) => {
          const unit = named.get(unitId);
          return (
            <Typography component="li" variant="body2" key={unitId}>
              <Link component={RouterLink} to={unitPath(unitId)} color="inherit">
                {unit ? unit.installation_number : t('energy.cycle.unitNumber', { id: unitId })}
              </Link>
              {unit && ` · ${unit.customer_name}`}
            </Typography>
          );
        })}
      </Box>
    </Alert>
  );
}
