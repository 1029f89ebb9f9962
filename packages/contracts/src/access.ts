/** CASL actions; `manage` stands for any action. */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Subjects the product knows; `all` stands for any subject. `Alvorada` is the product's FAQ subject;
 * `MarketData` the shared instruments and their candles, which every reader of Backtest trades on.
 */
export const SUBJECTS = [
  'Admin',
  'Backtest',
  'Development',
  'Credito',
  'Dashboard',
  'Financeiro',
  'Geracao',
  'OPTOP',
  'AccountSettings',
  'Alvorada',
  'Prosumidor',
  'Relatorio',
  'Workana',
  'MarketData',
  'all',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/**
 * How a route may be reached. Every server route and every page declares exactly one.
 * - public: anyone; anonymous: visitors only; authenticated: any signed-in user;
 * - {action, subject}: an unconditioned rule must allow it (the route has no record to match conditions on);
 * - {action, subject, records}: any rule may allow it, conditions included: the handler filters the records
 *   by the rules' conditions (in SQL for lists) or checks each record it touches.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'anonymous' }
  | { kind: 'authenticated' }
  | { kind: 'rule'; action: Action; subject: Subject; records?: true };

export const access = {
  public: { kind: 'public' } as Access,
  anonymous: { kind: 'anonymous' } as Access,
  authenticated: { kind: 'authenticated' } as Access,
  can: (action: Action, subject: Subject): Access => ({ kind: 'rule', action, subject }),
  canRecords: (action: Action, subject: Subject): Access => ({
    kind: 'rule',
    action,
    subject,
    records: true,
  }),
};
