import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { openToVisitors } from '@/app/guards/guard.ts';
import { AppThemeProvider } from '@/app/theme-provider.tsx';
import { useCurrentPage } from '@/app/routes/route-handle.ts';
import { LeavingOverlay } from './leaving-overlay.tsx';

// With the permission checker it reads: off the screens open to visitors, where it has nothing to watch.
const AccessWatcher = lazy(() => import('./access-watcher.tsx'));

/**
 * MUI's theme around every screen but the sign-in one, with the live access checks and the sign-out notice.
 */
export function ThemeFrame() {
  const page = useCurrentPage();
  return (
    <AppThemeProvider>
      {page && !openToVisitors(page) && (
        <Suspense fallback={null}>
          <AccessWatcher />
        </Suspense>
      )}
      <Outlet />
      <LeavingOverlay />
    </AppThemeProvider>
  );
}
