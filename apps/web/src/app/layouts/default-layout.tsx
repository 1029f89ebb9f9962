import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { createAppTheme } from '@/shared/ui/theme.ts';
import { useMuiLocalization } from '@/shared/ui/mui-localization.ts';
import { useCurrentPage } from '@/app/routes/route-handle.ts';
import { MountOnceOpen } from '@/shared/ui/mount-once-open.tsx';
import { CustomizerButton } from './customizer/customizer-button.tsx';
import { Footer } from './footer.tsx';
import { Brand } from './brand.tsx';
import { HorizontalNav } from './nav/horizontal-nav.tsx';
import { VerticalNav } from './nav/vertical-nav.tsx';
import { Navbar } from './navbar/navbar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { PageBreadcrumbs } from './breadcrumbs.tsx';
import { KeyboardHelp } from './keyboard-help-dialog.tsx';

const RealtimeBanner = lazy(() => import('./realtime-banner.tsx'));

const CustomizerDrawer = lazy(() =>
  import('./customizer/customizer.tsx').then((m) => ({ default: m.CustomizerDrawer })),
);

const NAV_WIDTH = 260;
const NAV_COMPACT_WIDTH = 72;

/**
 * The signed-in shell. Below the large breakpoint the menu becomes an overlay and the layout is vertical;
 * the stored choice (horizontal by default) comes back when the window grows again.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const settings = useStore(settingsStore);
  const localization = useMuiLocalization(settings.language);
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const openCustomizer = () => setCustomizerOpen(true);
  // The navbar's own bar is gone only on wide screens with the navbar hidden (see Navbar).
  const floatingCustomizer = settings.navbarType === 'hidden' && !narrow;
  const page = useCurrentPage();
  const layout = narrow ? 'vertical' : settings.layout;
  const compact = layout === 'collapsed' && !hovered;
  const navTheme =
    settings.semiDarkNav && theme.palette.mode === 'light'
      ? createAppTheme({
          mode: 'dark',
          direction: settings.direction,
          skin: settings.skin,
          arabic: settings.language === 'ar',
          localization,
        })
      : theme;
  const sideNav = (
    <ThemeProvider theme={navTheme}>
      <Box sx={{ height: '100%', bgcolor: 'navBackground', color: 'text.primary', overflowY: 'auto' }}>
        <Brand compact={compact && !narrow} />
        <VerticalNav compact={compact && !narrow} onNavigate={() => setOverlayOpen(false)} />
      </Box>
    </ThemeProvider>
  );
  const sideWidth = layout === 'collapsed' ? NAV_COMPACT_WIDTH : NAV_WIDTH;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-layout={layout}>
      {narrow ? (
        <Drawer
          open={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          slotProps={{ paper: { sx: { width: NAV_WIDTH }, 'aria-label': t('nav.main') } as object }}
        >
          {sideNav}
        </Drawer>
      ) : (
        layout !== 'horizontal' && (
          <Box
            component="aside"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            sx={{ width: sideWidth, flexShrink: 0, position: 'relative', zIndex: theme.zIndex.appBar + 1 }}
          >
            <Box
              sx={{
                position: 'fixed',
                top: 0,
                bottom: 0,
                width: compact ? NAV_COMPACT_WIDTH : NAV_WIDTH,
                borderInlineEnd: 1,
                borderColor: 'divider',
                transition: theme.transitions.create('width'),
                boxShadow: layout === 'collapsed' && hovered ? 8 : 0,
              }}
            >
              {sideNav}
            </Box>
          </Box>
        )
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar
          showBrand={layout === 'horizontal'}
          onOpenNav={narrow ? () => setOverlayOpen(true) : undefined}
          horizontalNav={layout === 'horizontal' ? <HorizontalNav /> : null}
          customizerButton={<CustomizerButton onClick={openCustomizer} />}
        />
        <Box
          id="main-content"
          component="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            mx: 'auto',
            maxWidth: settings.contentWidth === 'boxed' ? 1440 : 'none',
            p: { xs: 2, md: 3 },
            ...(floatingCustomizer && { pb: 11 }),
            ...(page?.layout === 'content-fixed' && { height: 'calc(100vh - 190px)', overflow: 'hidden' }),
          }}
        >
          <Suspense fallback={null}>
            <RealtimeBanner />
          </Suspense>
          <PageBreadcrumbs />
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <ScrollToTop />
      <KeyboardHelp />
      {floatingCustomizer && <CustomizerButton floating onClick={openCustomizer} />}
      <MountOnceOpen open={customizerOpen}>
        <CustomizerDrawer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
      </MountOnceOpen>
    </Box>
  );
}
