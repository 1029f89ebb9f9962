import type { ReactNode } from 'react';
import { DASHBOARD_CARDS, type DashboardCard, type Subject } from '@alvorada/contracts';
import type { AppAbility } from '@alvorada/contracts';
import type { DashboardRange } from '@/shared/ui/dashboard-card.tsx';
import {
  CreditsDashboardCard,
  FinanceDashboardCard,
  GenerationDashboardCard,
} from '@/features/energy/components/dashboard-energy-cards.tsx';
import { TradingDashboardCard } from '@/features/trading/components/dashboard-trading-card.tsx';
import { WorkanaDashboardCard } from '@/features/workana/components/dashboard-workana-card.tsx';
import { AdminDashboardCard } from '@/features/admin/users/components/dashboard-admin-card.tsx';

/** Each card of the main dashboard: the subject its reader needs and how it draws for a period. */
export const CARD_DEFS: Record<
  DashboardCard,
  { subject: Subject; render: (range: DashboardRange) => ReactNode }
> = {
  generation: { subject: 'Geracao', render: (range) => <GenerationDashboardCard range={range} /> },
  credits: { subject: 'Credito', render: (range) => <CreditsDashboardCard range={range} /> },
  finance: { subject: 'Financeiro', render: (range) => <FinanceDashboardCard range={range} /> },
  trading: { subject: 'Backtest', render: (range) => <TradingDashboardCard range={range} /> },
  workana: { subject: 'Workana', render: () => <WorkanaDashboardCard /> },
  admin: { subject: 'Admin', render: () => <AdminDashboardCard /> },
};

/** The cards `ability` may read, in the user's order (cards the order does not name follow in theirs). */
export function cardsInOrder(ability: AppAbility, order: DashboardCard[]): DashboardCard[] {
  const known = [...order, ...DASHBOARD_CARDS.filter((card) => !order.includes(card))];
  return known.filter((card) => ability.can('read', CARD_DEFS[card].subject));
}
