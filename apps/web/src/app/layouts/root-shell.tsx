import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingBar } from '@/shared/ui/loading-bar/loading-bar.tsx';
import { AccessWatcher } from './access-watcher.tsx';
import { DocumentTitle } from './document-title.tsx';
import { HashScroll } from './hash-scroll.tsx';
import { LeavingOverlay } from './leaving-overlay.tsx';

/** Wraps every route: loading bar, title, scroll handling, live access checks, the sign-out notice. */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      <LoadingBar loading={navigation.state !== 'idle'} />
      <DocumentTitle />
      <AccessWatcher />
      <ScrollRestoration />
      <HashScroll />
      <Outlet />
      <LeavingOverlay />
    </>
  );
}
