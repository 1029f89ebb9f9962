import type { BillingCycle } from '@alvorada/contracts';

export const PLAN_IDS = ['basico', 'profissional', 'empresarial'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan includes: a count, no limit, yes/no, or a level named by a translation key's last part. */
type Allowance = number | 'unlimited' | boolean | 'email' | 'chat' | 'manager';

export interface Plan {
  id: PlanId;
  /** Monthly price in centavos; the annual cycle charges ten months for twelve. */
  monthly: number;
  featured?: boolean;
  allowances: Record<(typeof ALLOWANCES)[number], Allowance>;
}

/** The rows of the comparison table, in order. */
export const ALLOWANCES = [
  'consumerUnits',
  'plants',
  'users',
  'backtests',
  'workanaRules',
  'reports',
  'agent',
  'api',
  'support',
] as const;

export const ANNUAL_MONTHS_CHARGED = 10;

export const PLANS: Plan[] = [
  {
    id: 'basico',
    monthly: 24_900,
    allowances: {
      consumerUnits: 50,
      plants: 2,
      users: 3,
      backtests: 20,
      workanaRules: 5,
      reports: true,
      agent: false,
      api: false,
      support: 'email',
    },
  },
  {
    id: 'profissional',
    monthly: 69_000,
    featured: true,
    allowances: {
      consumerUnits: 500,
      plants: 20,
      users: 15,
      backtests: 200,
      workanaRules: 50,
      reports: true,
      agent: true,
      api: true,
      support: 'chat',
    },
  },
  {
    id: 'empresarial',
    monthly: 189_000,
    allowances: {
      consumerUnits: 'unlimited',
      plants: 'unlimited',
      users: 'unlimited',
      backtests: 'unlimited',
      workanaRules: 'unlimited',
      reports: true,
      agent: true,
      api: true,
      support: 'manager',
    },
  },
];

export const planById = (id: string | null) => PLANS.find((plan) => plan.id === id);

/** What the cycle charges at once, in centavos: one month, or ten months for the year. */
export const cycleTotal = (plan: Plan, cycle: BillingCycle) =>
  cycle === 'annual' ? plan.monthly * ANNUAL_MONTHS_CHARGED : plan.monthly;

/** The price per month the cycle comes to, in centavos. */
export const perMonth = (plan: Plan, cycle: BillingCycle) =>
  Math.round(cycleTotal(plan, cycle) / (cycle === 'annual' ? 12 : 1));

/** What the annual cycle saves over twelve monthly payments, in centavos. */
export const annualSaving = (plan: Plan) => plan.monthly * 12 - cycleTotal(plan, 'annual');
