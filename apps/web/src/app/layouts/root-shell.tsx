import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useDocumentTheme } from '@/shared/ui/document-theme.ts';
import { LoadingBar } from '@/shared/ui/loading-bar/loading-bar.tsx';
import { DocumentTitle } from './document-title.tsx';
import { HashScroll } from './hash-scroll.tsx';

/**
 * Wraps every route: the document's settings, loading bar, title, scroll handling. Without MUI, which the
 * sign-in screen does not need; the theme frame (theme-frame.tsx) brings it to every other screen.
 */
export function RootShell() {
  useDocumentTheme();
  const navigation = useNavigation();
  return (
    <>
      <LoadingBar loading={navigation.state !== 'idle'} />
      <DocumentTitle />
      <ScrollRestoration />
      <HashScroll />
      <Outlet />
    </>
  );
}
