import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { GenerationPlantRow } from '@alvorada/contracts';
import { plantAlertLabel } from '@/shared/i18n/labels.ts';

/** The plants that need a look, one line per plant and what is wrong with it. */
export function GenerationAlerts({ rows }: { rows: GenerationPlantRow[] }) {
  const { t } = useTranslation();
  const flagged = rows.filter((row) => row.alerts.length > 0);
  if (flagged.length === 0)
    return <Typography color="text.secondary">{t('energy.generation.noAlerts')}</Typography>;
  return (
    <List dense disablePadding>
      {flagged.map((row) => (
        <ListItem key={row.plant_id} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <WarningAmberOutlined color="warning" />
          </ListItemIcon>
          <ListItemText
            primary={row.name}
            secondary={row.alerts.map((alert) => plantAlertLabel(t, alert)).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
