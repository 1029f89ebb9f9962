import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingBar } from '@/shared/ui/loading-bar/loading-bar.tsx';
import { openToVisitors } from '@/app/guards/guard.ts';
import { useCurrentPage } from '@/app/routes/route-handle.ts';
import { DocumentTitle } from './document-title.tsx';
import { HashScroll } from './hash-scroll.tsx';
import { LeavingOverlay } from './leaving-overlay.tsx';

// With the permission checker it reads: off the screens open to visitors, where it has nothing to watch.
const AccessWatcher = lazy(() => import('./access-watcher.tsx'));

/** Wraps every route: loading bar, title, scroll handling, live access checks, the sign-out notice. */
export function RootShell() {
  const navigation = useNavigation();
  const page = useCurrentPage();
  return (
    <>
      <LoadingBar loading={navigation.state !== 'idle'} />
      <DocumentTitle />
      {page && !openToVisitors(page) && (
        <Suspense fallback={null}>
          <AccessWatcher />
        </Suspense>
      )}
      <ScrollRestoration />
      <HashScroll />
      <Outlet />
      <LeavingOverlay />
    </>
  );
}
