import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { Brand } from '@/app/layouts/brand.tsx';
import { LanguageSwitcher } from '@/shared/ui/settings/language-switcher.tsx';
import { SearchButton } from './search-button.tsx';
import { ShortcutsMenu } from './shortcuts-menu.tsx';
import { ThemeSwitcher } from '@/shared/ui/settings/theme-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The navbar (blurred when the setting is on) with search, switchers, shortcuts, notifications and user menu:
 * sticky, static or hidden by the setting. Hidden keeps the horizontal menu, and below the large breakpoint
 * the bar itself, which holds the button that opens the menu.
 */
export function Navbar({
  showBrand,
  onOpenNav,
  horizontalNav,
  customizerButton,
}: {
  showBrand: boolean;
  onOpenNav?: () => void;
  horizontalNav: ReactNode;
  customizerButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const { navbarBlur, navbarType } = useStore(settingsStore);
  const barHidden = navbarType === 'hidden' && !onOpenNav;
  if (barHidden && !horizontalNav) return null;
  return (
    <AppBar
      position={navbarType === 'static' ? 'static' : 'sticky'}
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        top: 0,
        borderBottom: 1,
        borderColor: 'divider',
        backgroundColor: navbarBlur
          ? alpha(theme.palette.background.paper, 0.82)
          : theme.palette.background.paper,
        backdropFilter: navbarBlur ? 'blur(8px)' : 'none',
      })}
    >
      {!barHidden && (
        // On a phone the eight buttons fit in 390 px only without the gaps and with narrower margins.
        <Toolbar sx={{ gap: { xs: 0, sm: 0.5 }, px: { xs: 1, sm: 2 }, minHeight: { xs: 60 } }}>
          <Box
            component="a"
            href="#main-content"
            sx={{
              position: 'absolute',
              insetInlineStart: 8,
              top: -48,
              p: 1,
              bgcolor: 'background.paper',
              zIndex: 2,
              '&:focus': { top: 8 },
            }}
          >
            {t('nav.skipToContent')}
          </Box>
          {onOpenNav && (
            <IconButton
              edge="start"
              onClick={onOpenNav}
              aria-label={t('nav.openMenu')}
              data-testid="open-nav-button"
            >
              <MenuOutlined />
            </IconButton>
          )}
          {showBrand && <Brand />}
          <SearchButton />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher />
          <ThemeSwitcher />
          {customizerButton}
          <ShortcutsMenu />
          <NotificationBell />
          <UserMenu />
        </Toolbar>
      )}
      {horizontalNav}
    </AppBar>
  );
}
