import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES, pageByName } from '@alvorada/contracts';
import '@/shared/i18n/i18n.ts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { renderInApp, signIn } from '@/test/render.tsx';
import { PageBreadcrumbs } from './breadcrumbs.tsx';

vi.mock('@/shared/api/client.ts', () => ({
  api: vi.fn(async () => ({})),
  tokens: { freshAccessToken: vi.fn(), renew: vi.fn() },
}));

const trail = (name: string, title: string) => {
  signIn({ id: 1 }, BUILT_IN_ROLES.find((role) => role.code === 'administrador')!.rules);
  renderInApp(
    <>
      <PageBreadcrumbs />
      <PageHeader title={title} />
    </>,
    { route: { handle: { page: pageByName(name) } } },
  );
  return within(screen.getByRole('navigation', { name: 'Você está em' }));
};

describe('breadcrumbs', () => {
  it("end in the record's name on a record's page", async () => {
    const crumbs = trail('geracao-usinas-id', 'Usina Jaguaré');
    expect(crumbs.getByRole('link', { name: 'Geração' })).toBeTruthy();
    expect((await crumbs.findByText('Usina Jaguaré')).getAttribute('aria-current')).toBe('page');
    expect(crumbs.queryByText('Usina')).toBeNull();
  });

  it("end in the page's name elsewhere", () => {
    const crumbs = trail('creditos-ciclos', 'Something else');
    expect(crumbs.getByText('Ciclos de faturamento').getAttribute('aria-current')).toBe('page');
    expect(crumbs.queryByText('Something else')).toBeNull();
  });
});
