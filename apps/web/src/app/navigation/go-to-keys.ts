import { entryPathOf, pageByName, type PageDef } from '@alvorada/contracts';
import { canAccess, type AccessContext } from '@/shared/ability/can-access.ts';

/** The key that follows `g` to open each area, by page name. */
const GO_TO_KEYS: [key: string, page: string][] = [
  ['d', 'dashboards-main'],
  ['p', 'automations-paracima-builder'],
  ['t', 'automations-paracima-BacktestOperationsTable'],
  ['w', 'automations-workana-resume'],
  ['e', 'geracao-visao-geral'],
  ['i', 'geracao-importacoes'],
  ['u', 'prosumidores-visao-geral'],
  ['c', 'creditos-visao-geral'],
  ['f', 'financeiro-visao-geral'],
  ['r', 'relatorios-visao-geral'],
  ['o', 'optop-agent'],
  ['l', 'development-logs'],
  ['a', 'admin-panel-user-list'],
  ['m', 'admin-panel-email'],
  ['s', 'pages-account-settings-tab'],
  ['h', 'pages-faq'],
];

export interface GoToKey {
  key: string;
  page: PageDef;
  path: string;
}

/** The `g` shortcuts of the areas the user may open, in menu order. */
export function goToKeys(context: AccessContext): GoToKey[] {
  return GO_TO_KEYS.flatMap(([key, name]) => {
    const page = pageByName(name);
    const path = page && entryPathOf(page);
    return page && path && canAccess(page.access, context) ? [{ key, page, path }] : [];
  });
}
