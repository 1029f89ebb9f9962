import { z } from 'zod';

/** CASL actions; `manage` stands for any action. */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

/** Subjects the product knows; `all` stands for any subject. `Alvorada` is the product's FAQ subject. */
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
  'all',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const rawRuleSchema = z.object({
  action: z.union([z.enum(ACTIONS), z.array(z.enum(ACTIONS)).min(1)]),
  subject: z.union([z.enum(SUBJECTS), z.array(z.enum(SUBJECTS)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  inverted: z.boolean().optional(),
  fields: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
  reason: z.string().max(200).optional(),
});
export type RawRule = z.infer<typeof rawRuleSchema>;

/**
 * How a route may be reached. Every server route and every page declares exactly one.
 * - public: anyone; anonymous: visitors only; authenticated: any signed-in user;
 * - {action, subject}: the user's rules must allow it.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'anonymous' }
  | { kind: 'authenticated' }
  | { kind: 'rule'; action: Action; subject: Subject };

export const access = {
  public: { kind: 'public' } as Access,
  anonymous: { kind: 'anonymous' } as Access,
  authenticated: { kind: 'authenticated' } as Access,
  can: (action: Action, subject: Subject): Access => ({ kind: 'rule', action, subject }),
};
