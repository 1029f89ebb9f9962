import type { Subject } from './access.ts';
import type { RawRule } from './access-rule.ts';

export const ROLE_CODES = [
  'administrador',
  'desenvolvedor',
  'usuario',
  'operador_energia',
  'trader',
  'dados_mercado',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

const read = (...subjects: Subject[]): RawRule => ({ action: 'read', subject: subjects });
const manage = (...subjects: Subject[]): RawRule => ({ action: 'manage', subject: subjects });
const BASE: Subject[] = ['Dashboard', 'AccountSettings', 'Alvorada'];

/** The built-in roles and the rules the demo seed grants them. */
export const BUILT_IN_ROLES: { code: RoleCode; name: string; rules: RawRule[] }[] = [
  { code: 'administrador', name: 'Administrador', rules: [{ action: 'manage', subject: 'all' }] },
  {
    code: 'desenvolvedor',
    name: 'Desenvolvedor',
    rules: [read(...BASE, 'Development', 'Backtest', 'OPTOP', 'Workana')],
  },
  { code: 'usuario', name: 'Usuário', rules: [read(...BASE)] },
  {
    code: 'operador_energia',
    name: 'Operador de Energia',
    rules: [read(...BASE), manage('Geracao', 'Prosumidor', 'Credito', 'Financeiro', 'Relatorio')],
  },
  { code: 'trader', name: 'Trader', rules: [read(...BASE), manage('Backtest')] },
  // A trader who also keeps the shared instruments and their candles, which every reader of Backtest trades on.
  {
    code: 'dados_mercado',
    name: 'Dados de Mercado',
    rules: [read(...BASE), manage('Backtest', 'MarketData')],
  },
];

/** Role names of the spec's landing table: these go to dashboards-main. */
export const DASHBOARD_LANDING_ROLES = [
  'administrador',
  'Administrador',
  'administrator',
  'Administrator',
  'desenvolvedor',
  'Desenvolvedor',
  'usuário',
  'Usuário',
  'usuario',
  'user',
  'User',
];
