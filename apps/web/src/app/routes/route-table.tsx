import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PAGES, type PageDef } from '@alvorada/contracts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { guardNavigation, visitorDecision } from '@/app/guards/guard.ts';
import { landingPath } from '@/app/guards/landing.ts';
import { RootShell } from '@/app/layouts/root-shell.tsx';
import { RouteError } from '@/app/layouts/route-error.tsx';
import { LoadingBar } from '@/shared/ui/loading-bar/loading-bar.tsx';
import { NOT_FOUND_PAGE, PAGE_COMPONENTS } from './page-components.ts';
import type { RouteHandle } from './route-handle.ts';

/** The permission checker (CASL) loads with the first navigation that reads it, not with the sign-in screen. */
const accessContext = async () => ({
  loggedIn: isLoggedIn(),
  ability: (await import('@/shared/ability/ability.ts')).ability,
});

/** The catch-all (spec name `$error`): public, blank layout. */
export const CATCH_ALL_PAGE: PageDef = {
  name: '$error',
  path: '*',
  access: { kind: 'public' },
  layout: 'blank',
  i18nKey: 'page.notFound',
};

function guardLoader(page: PageDef) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = visitorDecision(page, isLoggedIn()) ?? guardNavigation(page, url, await accessContext());
    if (!decision.allow) throw redirect(decision.redirectTo);
    return null;
  };
}

function pageRoute(page: PageDef): RouteObject {
  const load = PAGE_COMPONENTS[page.name] ?? NOT_FOUND_PAGE;
  const handle: RouteHandle = { page };
  return {
    id: page.name,
    path: page.path,
    handle,
    loader: guardLoader(page),
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** The sign-in screen, drawn without MUI: outside the theme frame, so that its first load does not wait on it. */
const WITHOUT_MUI = 'login';

/**
 * The screens drawn before the query cache loads, since none of them reads it: the public pricing page, the
 * first a visitor usually sees.
 */
const BEFORE_QUERY_CACHE = new Set(['front-pages-pricing']);

const blankLayout = (id: string, children: RouteObject[]): RouteObject => ({
  id,
  lazy: async () => ({ Component: (await import('@/app/layouts/blank-layout.tsx')).BlankLayout }),
  children,
});

const withQueryCache = (id: string, children: RouteObject[]): RouteObject => ({
  id,
  lazy: async () => ({ Component: (await import('./query-cache-layout.tsx')).QueryCacheLayout }),
  children,
});

const blankPages = PAGES.filter((p) => p.layout === 'blank' && p.name !== WITHOUT_MUI);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingBar loading />,
    children: [
      {
        index: true,
        loader: async ({ request }) => {
          const url = new URL(request.url);
          throw redirect(landingPath(sessionStore.get().userData, await accessContext(), url.search));
        },
      },
      { path: '/pages/account-settings', loader: () => redirect('/pages/account-settings/account') },
      { path: '/pages/user-profile', loader: () => redirect('/pages/user-profile/profile') },
      pageRoute(PAGES.find((p) => p.name === WITHOUT_MUI)!),
      {
        id: 'theme',
        lazy: async () => ({ Component: (await import('@/app/layouts/theme-frame.tsx')).ThemeFrame }),
        children: [
          blankLayout('layout-blank', [
            ...blankPages.filter((p) => BEFORE_QUERY_CACHE.has(p.name)).map(pageRoute),
            withQueryCache(
              'query-cache-blank',
              blankPages.filter((p) => !BEFORE_QUERY_CACHE.has(p.name)).map(pageRoute),
            ),
          ]),
          withQueryCache('query-cache', [
            {
              id: 'layout-default',
              // The signed-in shell loads on demand, so the visitor screens start small.
              lazy: async () => ({
                Component: (await import('@/app/layouts/default-layout.tsx')).DefaultLayout,
              }),
              children: PAGES.filter((p) => p.layout !== 'blank').map(pageRoute),
            },
          ]),
          blankLayout('layout-blank-catch-all', [pageRoute(CATCH_ALL_PAGE)]),
        ],
      },
    ],
  },
];
