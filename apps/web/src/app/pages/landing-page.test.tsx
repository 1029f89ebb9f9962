import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES, pageByName, type RawRule, type User } from '@alvorada/contracts';
import { clearSession, setAbilityRules, setTokens, setUserData } from '@/shared/auth/session-store.ts';
import '@/shared/i18n/i18n.ts';
import { fakeJwt } from '@/test/jwt.ts';
import { PAGE_COMPONENTS } from '@/app/routes/page-components.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn(async () => ({ unread: {}, total: {} })) }));

const rulesOf = (code: string) => BUILT_IN_ROLES.find((role) => role.code === code)!.rules as RawRule[];

/** The screen the router shows at the landing route (the main dashboard). */
async function renderLanding(rules: RawRule[]) {
  setTokens(fakeJwt(3600), fakeJwt(86_400));
  setUserData({ id: 1, username: 'ana', full_name: 'Ana' } as User);
  setAbilityRules(rules);
  const landing = pageByName('dashboards-main')!;
  expect(landing.underConstruction).toBeFalsy();
  const { default: Page } = await PAGE_COMPONENTS[landing.name]!();
  const router = createMemoryRouter([{ path: '*', element: <Page />, handle: { page: landing } }], {
    initialEntries: [landing.path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('landing page', () => {
  afterEach(clearSession);

  it('offers every area the user may open as a link, by menu group, and not itself', async () => {
    await renderLanding(rulesOf('operador_energia'));
    const energy = await screen.findByRole('region', { name: 'Energia' });
    const energyLinks = within(energy)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(energyLinks).toContain('/prosumidores/visao-geral');
    expect(energyLinks).toContain('/geracao/visao-geral');
    expect(screen.queryByRole('region', { name: 'Admin' })).toBeNull();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/pages/faq');
    expect(hrefs).not.toContain('/dashboards/main');
    expect(hrefs).not.toContain('/');
  });

  it('says so when the user may open nothing else, without a button back to itself', async () => {
    await renderLanding([{ action: 'read', subject: 'Dashboard' }]);
    expect(await screen.findByRole('heading', { name: 'Nenhuma área liberada para você' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
