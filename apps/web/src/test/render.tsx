import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RawRule, User } from '@alvorada/contracts';
import { setAbilityRules, setTokens, setUserData } from '@/shared/auth/session-store.ts';
import { fakeJwt } from './jwt.ts';

/** A query client as the tests want it: a failed query fails at once instead of retrying with backoff. */
export const testQueryClient = (queries: DefaultOptions['queries'] = {}) =>
  new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });

/** Signs in as `user` with `rules` (none: the abilities stay as they are), with tokens valid for an hour. */
export function signIn(user: Partial<User>, rules?: RawRule[]) {
  setTokens(fakeJwt(3600), fakeJwt(86_400));
  setUserData(user as User);
  if (rules) setAbilityRules(rules);
}

export interface AppRenderOptions {
  /** The address the router starts at. */
  path?: string;
  /** The route that shows the element: its pattern (`*` by default) and handle. */
  route?: { path?: string; handle?: unknown };
  client?: QueryClient;
}

/** Renders `element` as the app does: inside a query client and a router. */
export function renderInApp(element: ReactNode, opts: AppRenderOptions = {}) {
  const client = opts.client ?? testQueryClient();
  const router = createMemoryRouter([{ path: '*', ...opts.route, element }], {
    initialEntries: [opts.path ?? '/'],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}

/** A wrapper for `renderHook` that gives the hook `client`. */
export const withQueryClient =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
