import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import { DASHBOARD_CARDS, type DashboardCard } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { usePreferences, useUpdatePreferences } from '@/shared/api/preferences-api.ts';
import { cardsInOrder } from './dashboard-cards.tsx';

/**
 * Shows, hides and reorders the cards the user may read; each change is saved at once to the user's
 * preferences. Moving is by buttons, so the keyboard does all a mouse does.
 */
export function DashboardLayoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const { preferences } = usePreferences();
  const change = useUpdatePreferences();
  const { order, hidden } = preferences.dashboard;
  const cards = cardsInOrder(ability, order);
  const move = (card: DashboardCard, by: -1 | 1) =>
    change(({ dashboard }) => {
      // The full order keeps the cards this user may not read where they were.
      const full = [...dashboard.order, ...DASHBOARD_CARDS.filter((c) => !dashboard.order.includes(c))];
      const shown = cardsInOrder(ability, dashboard.order);
      const target = shown[shown.indexOf(card) + by];
      if (!target) return { dashboard };
      const [a, b] = [full.indexOf(card), full.indexOf(target)];
      [full[a], full[b]] = [full[b]!, full[a]!];
      return { dashboard: { ...dashboard, order: full } };
    });
  const toggle = (card: DashboardCard, show: boolean) =>
    change(({ dashboard }) => {
      const others = dashboard.hidden.filter((c) => c !== card);
      return { dashboard: { ...dashboard, hidden: show ? others : [...others, card] } };
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="dashboard-layout-title" fullWidth maxWidth="xs">
      <DialogTitle id="dashboard-layout-title">{t('dashboard.layout.title')}</DialogTitle>
      <DialogContent>
        <List dense aria-labelledby="dashboard-layout-title">
          {cards.map((card, i) => {
            const name = t(`dashboard.cards.${card}`);
            return (
              <ListItem
                key={card}
                data-layout-card={card}
                secondaryAction={
                  <>
                    <Tooltip title={t('dashboard.layout.up', { name })}>
                      <span>
                        <IconButton
                          aria-label={t('dashboard.layout.up', { name })}
                          disabled={i === 0}
                          onClick={() => move(card, -1)}
                        >
                          <ArrowUpwardOutlined fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('dashboard.layout.down', { name })}>
                      <span>
                        <IconButton
                          aria-label={t('dashboard.layout.down', { name })}
                          disabled={i === cards.length - 1}
                          onClick={() => move(card, 1)}
                        >
                          <ArrowDownwardOutlined fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </>
                }
                sx={{ pr: 12 }}
              >
                <Switch
                  edge="start"
                  checked={!hidden.includes(card)}
                  onChange={(event) => toggle(card, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('dashboard.layout.show', { name }) } }}
                />
                <ListItemText primary={name} sx={{ ml: 1 }} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
