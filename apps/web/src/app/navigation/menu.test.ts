import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@alvorada/contracts';
import { createAbility } from '@/shared/ability/ability.ts';
import { buildMenu } from './menu.ts';
import { pagesSearchProvider } from './pages-search-provider.ts';

const contextOf = (code: string) => ({
  loggedIn: true,
  ability: createAbility(BUILT_IN_ROLES.find((role) => role.code === code)!.rules),
});

describe('menu', () => {
  it('shows a group only when one of its entries is allowed', () => {
    expect(buildMenu(contextOf('usuario')).map((group) => group.id)).toEqual(['dashboards', 'pages']);
    expect(buildMenu(contextOf('operador_energia')).map((group) => group.id)).toEqual([
      'dashboards',
      'energy',
      'pages',
    ]);
  });

  it('lists only the allowed entries of a group', () => {
    const paracima = buildMenu(contextOf('trader')).find((group) => group.id === 'paracima')!;
    expect(paracima.items.map((item) => item.name)).not.toContain('automations-paracima-resume');
    expect(paracima.items.map((item) => item.name)).toContain('automations-paracima-backtest');
  });

  it('lists the imports and the billing cycles under Energy, by their own rules', () => {
    const energy = (ability: ReturnType<typeof createAbility>) =>
      buildMenu({ loggedIn: true, ability })
        .find((group) => group.id === 'energy')
        ?.items.map((item) => item.name);
    const operator = energy(contextOf('operador_energia').ability)!;
    // Each right after the overview it belongs with.
    expect(operator.indexOf('geracao-importacoes')).toBe(operator.indexOf('geracao-visao-geral') + 1);
    expect(operator.indexOf('creditos-ciclos')).toBe(operator.indexOf('creditos-visao-geral') + 1);
    // Importing distributor bills opens the imports screen without the generation overview.
    expect(energy(createAbility([{ action: 'create', subject: 'Prosumidor' }]))).toEqual([
      'geracao-importacoes',
    ]);
  });

  it('shows nothing to an anonymous visitor', () => {
    expect(buildMenu({ loggedIn: false, ability: createAbility([]) })).toEqual([]);
  });
});

describe('page search', () => {
  const search = (code: string, query: string) =>
    pagesSearchProvider.search(query, { ...contextOf(code), translate: (key) => key }) as { path: string }[];

  it('finds only pages the user may open, with a concrete path for tabbed pages', () => {
    const paths = search('usuario', '').map((result) => result.path);
    expect(paths).toContain('/pages/account-settings/account');
    expect(paths).toContain('/dashboards/main');
    expect(paths).not.toContain('/development/logs');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it('matches the query without case or accents', () => {
    expect(search('administrador', 'PAGE.LOGS').map((result) => result.path)).toEqual(['/development/logs']);
  });
});
