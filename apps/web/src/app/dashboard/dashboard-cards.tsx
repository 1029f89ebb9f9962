import { lazy, type ReactNode } from 'react';
import { DASHBOARD_CARDS, type DashboardCard, type Subject } from '@alvorada/contracts';
import type { AppAbility } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import type { DashboardRange } from '@/shared/ui/dashboard-card.tsx';

// Each card's module (its area's API, figures and chart, and for the energy cards the area's texts) loads
// when a card of it is drawn: a user never fetches the cards they may not read or keep hidden.
const energyCards = () =>
  Promise.all([
    import('@/features/energy/components/dashboard-energy-cards.tsx'),
    loadNamespace('energy'),
  ]).then(([cards]) => cards);
const GenerationDashboardCard = lazy(() =>
  energyCards().then((m) => ({ default: m.GenerationDashboardCard })),
);
const CreditsDashboardCard = lazy(() => energyCards().then((m) => ({ default: m.CreditsDashboardCard })));
const FinanceDashboardCard = lazy(() => energyCards().then((m) => ({ default: m.FinanceDashboardCard })));
const TradingDashboardCard = lazy(() =>
  import('@/features/trading/components/dashboard-trading-card.tsx').then((m) => ({
    default: m.TradingDashboardCard,
  })),
);
const WorkanaDashboardCard = lazy(() =>
  import('@/features/workana/components/dashboard-workana-card.tsx').then((m) => ({
    default: m.WorkanaDashboardCard,
  })),
);
const AdminDashboardCard = lazy(() =>
  import('@/features/admin/users/components/dashboard-admin-card.tsx').then((m) => ({
    default: m.AdminDashboardCard,
  })),
);

const AccountDashboardCard = lazy(() =>
  import('@/features/account-settings/components/dashboard-account-card.tsx').then((m) => ({
    default: m.AccountDashboardCard,
  })),
);
const NotificationsDashboardCard = lazy(() =>
  import('@/features/notifications/components/dashboard-notifications-card.tsx').then((m) => ({
    default: m.NotificationsDashboardCard,
  })),
);
const HelpDashboardCard = lazy(() =>
  import('@/features/public-pages/help/dashboard-help-card.tsx').then((m) => ({
    default: m.HelpDashboardCard,
  })),
);
const PagesDashboardCard = lazy(() =>
  import('./dashboard-pages-card.tsx').then((m) => ({ default: m.PagesDashboardCard })),
);

/**
 * Each card of the main dashboard: the subject its reader needs, whether it counts over the dashboard's
 * period, and how it draws for a period (a lazy component: render it inside a Suspense boundary).
 */
export const CARD_DEFS: Record<
  DashboardCard,
  { subject: Subject; period?: true; render: (range: DashboardRange) => ReactNode }
> = {
  generation: {
    subject: 'Geracao',
    period: true,
    render: (range) => <GenerationDashboardCard range={range} />,
  },
  credits: { subject: 'Credito', period: true, render: (range) => <CreditsDashboardCard range={range} /> },
  finance: { subject: 'Financeiro', period: true, render: (range) => <FinanceDashboardCard range={range} /> },
  trading: { subject: 'Backtest', period: true, render: (range) => <TradingDashboardCard range={range} /> },
  workana: { subject: 'Workana', render: () => <WorkanaDashboardCard /> },
  admin: { subject: 'Admin', render: () => <AdminDashboardCard /> },
  account: { subject: 'AccountSettings', render: () => <AccountDashboardCard /> },
  notifications: { subject: 'Dashboard', render: () => <NotificationsDashboardCard /> },
  help: { subject: 'Alvorada', render: () => <HelpDashboardCard /> },
  pages: { subject: 'Dashboard', render: () => <PagesDashboardCard /> },
};

/** The cards `ability` may read, in the user's order (cards the order does not name follow in theirs). */
export function cardsInOrder(ability: AppAbility, order: DashboardCard[]): DashboardCard[] {
  const known = [...order, ...DASHBOARD_CARDS.filter((card) => !order.includes(card))];
  return known.filter((card) => ability.can('read', CARD_DEFS[card].subject));
}
