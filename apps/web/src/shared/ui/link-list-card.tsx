import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from './load-error.tsx';

export interface LinkItem {
  key: string | number;
  to: string;
  primary: string;
  secondary?: ReactNode;
}

/** A titled card of links (a user's strategies, the plants they operate), with its loading and error states. */
export function LinkListCard({
  title,
  items,
  loading,
  failed,
  onRetry,
  empty,
}: {
  title: string;
  items: LinkItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {loading && <LinearProgress aria-label={t('common.loading')} />}
      {failed && <LoadError message={t('dashboard.loadError')} onRetry={onRetry} />}
      {items?.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {empty}
        </Typography>
      )}
      <List dense disablePadding>
        {items?.map((item) => (
          <ListItemButton key={item.key} component={Link} to={item.to}>
            <ListItemText primary={item.primary} secondary={item.secondary} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}
