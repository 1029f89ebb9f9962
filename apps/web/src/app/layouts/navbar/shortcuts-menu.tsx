import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { entryPathOf, pageByName } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { canAccess } from '@/shared/ability/can-access.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { NavIcon } from '@/app/layouts/nav/nav-icon.tsx';
import { MenuButton } from '@/shared/ui/menu-button.tsx';

const SHORTCUTS: { name: string; icon: string }[] = [
  { name: 'dashboards-main', icon: 'dashboard' },
  { name: 'automations-paracima-backtest', icon: 'candlestick' },
  { name: 'geracao-visao-geral', icon: 'solar' },
  { name: 'optop-agent', icon: 'smart_toy' },
  { name: 'admin-panel-user-list', icon: 'people' },
  { name: 'pages-account-settings-tab', icon: 'settings' },
  { name: 'pages-user-profile-tab', icon: 'admin' },
  { name: 'pages-faq', icon: 'help' },
];

/** Quick links to the main pages the user may open. */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const ability = useAbility();
  const session = useStore(sessionStore);
  const context = { loggedIn: isLoggedIn(session), ability };
  const shortcuts = SHORTCUTS.map(({ name, icon }) => ({ page: pageByName(name)!, icon })).filter(
    ({ page }) => canAccess(page.access, context),
  );
  return (
    <MenuButton id="shortcuts-menu" kind="dialog" label={t('shortcuts.title')} icon={<AppsOutlined />}>
      {(close) => (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ px: 2, py: 1 }}>
            {t('shortcuts.title')}
          </Typography>
          <Divider />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 150px)' }}>
            {shortcuts.map(({ page, icon }) => (
              <ButtonBase
                key={page.name}
                component={Link}
                to={entryPathOf(page)!}
                onClick={close}
                sx={{
                  flexDirection: 'column',
                  gap: 1,
                  p: 2,
                  borderBottom: 1,
                  borderInlineEnd: 1,
                  borderColor: 'divider',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                <NavIcon name={icon} />
                <Typography variant="body2" sx={{ textAlign: 'center' }}>
                  {t(page.i18nKey)}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        </>
      )}
    </MenuButton>
  );
}
