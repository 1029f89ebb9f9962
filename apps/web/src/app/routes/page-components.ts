import type { ComponentType } from 'react';
import { loadNamespace, type AreaNamespace } from '@/shared/i18n/i18n.ts';

type PageModule = Promise<{ default: ComponentType }>;

/** An area's screen loads with the area's texts, so it never shows before them. */
const inArea = (namespace: AreaNamespace) => (load: () => PageModule) => async () => {
  const [page] = await Promise.all([load(), loadNamespace(namespace)]);
  return page;
};
const admin = inArea('admin');
const energy = inArea('energy');
const trading = inArea('trading');
const workana = inArea('workana');
const optop = inArea('optop');
const publicPages = inArea('public');
const development = inArea('development');

/** Screens built so far, by route name; every other catalogue page shows the "em construção" screen. */
export const PAGE_COMPONENTS: Record<string, () => PageModule> = {
  login: () => import('@/features/auth/pages/login-page.tsx'),
  register: () => import('@/features/auth/pages/register-page.tsx'),
  'forgot-password': () => import('@/features/auth/pages/forgot-password-page.tsx'),
  'reset-password': () => import('@/features/auth/pages/reset-password-page.tsx'),
  'verify-email': () => import('@/features/auth/pages/verify-email-page.tsx'),
  // The energy texts (the generation chart's) load with the energy cards (`dashboard-cards.tsx`).
  'dashboards-main': () => import('@/app/pages/dashboard-page.tsx'),
  'not-authorized': () => import('@/features/misc/not-authorized-page.tsx'),
  'pages-misc-not-authorized': () => import('@/features/misc/not-authorized-page.tsx'),
  'pages-misc-coming-soon': () => import('@/features/misc/coming-soon-page.tsx'),
  'pages-misc-under-maintenance': () => import('@/features/misc/under-maintenance-page.tsx'),
  'pages-misc-not-found-error': () => import('@/features/misc/not-found-page.tsx'),
  'pages-account-settings-tab': () => import('@/app/pages/account-settings-page.tsx'),
  'pages-user-profile-tab': () => import('@/app/pages/user-profile-page.tsx'),
  'admin-panel-user-list': admin(() => import('@/features/admin/users/pages/user-list-page.tsx')),
  'admin-panel-user-view-id': admin(() => import('@/app/pages/user-view-page.tsx')),
  'admin-panel-roles': admin(() => import('@/features/admin/roles/pages/roles-page.tsx')),
  'admin-panel-permissions': admin(() => import('@/app/pages/permissions-page.tsx')),
  'admin-panel-email': admin(() => import('@/app/pages/email-page.tsx')),
  'admin-panel-email-filter': admin(() => import('@/app/pages/email-page.tsx')),
  'admin-panel-email-label': admin(() => import('@/app/pages/email-page.tsx')),
  'admin-panel-email-folder': admin(() => import('@/app/pages/email-page.tsx')),
  'geracao-visao-geral': energy(() => import('@/features/energy/pages/generation-overview-page.tsx')),
  'geracao-usinas-id': energy(() => import('@/features/energy/pages/plant-detail-page.tsx')),
  'geracao-usinas-id-rateio': energy(() => import('@/features/energy/pages/allocation-page.tsx')),
  'geracao-importacoes': energy(() => import('@/features/energy/pages/imports-page.tsx')),
  'creditos-ciclos': energy(() => import('@/features/energy/pages/cycles-page.tsx')),
  'creditos-ciclos-id': energy(() => import('@/features/energy/pages/cycle-detail-page.tsx')),
  'automations-paracima-builder': trading(() => import('@/features/trading/pages/builder-page.tsx')),
  'automations-paracima-backtest': trading(() => import('@/features/trading/pages/backtest-page.tsx')),
  'automations-paracima-settings': trading(() => import('@/features/trading/pages/settings-page.tsx')),
  'automations-paracima-instruments': trading(() => import('@/features/trading/pages/instruments-page.tsx')),
  'automations-paracima-BacktestOperationsTable': trading(
    () => import('@/features/trading/pages/operations-page.tsx'),
  ),
  'automations-paracima-StrategyMonitor': trading(() => import('@/features/trading/pages/monitor-page.tsx')),
  'automations-paracima-resume': trading(() => import('@/features/trading/pages/resume-page.tsx')),
  'automations-workana-resume': workana(() => import('@/features/workana/pages/resume-page.tsx')),
  'automations-workana-settings': workana(() => import('@/features/workana/pages/settings-page.tsx')),
  'optop-agent': optop(() => import('@/features/optop/pages/agent-page.tsx')),
  'optop-usage': optop(() => import('@/features/optop/pages/usage-page.tsx')),
  'prosumidores-visao-geral': energy(() => import('@/features/energy/pages/prosumers-overview-page.tsx')),
  'creditos-visao-geral': energy(() => import('@/features/energy/pages/credits-overview-page.tsx')),
  'financeiro-visao-geral': energy(() => import('@/features/energy/pages/finance-overview-page.tsx')),
  'prosumidores-clientes-id': energy(() => import('@/features/energy/pages/customer-detail-page.tsx')),
  'prosumidores-ucs-id': energy(() => import('@/features/energy/pages/unit-detail-page.tsx')),
  'financeiro-faturas': energy(() => import('@/features/energy/pages/invoices-page.tsx')),
  'financeiro-faturas-id': energy(() => import('@/features/energy/pages/invoice-detail-page.tsx')),
  'front-pages-pricing': publicPages(() => import('@/features/public-pages/pages/front-pricing-page.tsx')),
  'front-pages-payment': publicPages(() => import('@/features/public-pages/pages/payment-page.tsx')),
  'front-pages-help-center': publicPages(() => import('@/features/public-pages/pages/help-center-page.tsx')),
  'front-pages-help-center-article-title': publicPages(
    () => import('@/features/public-pages/pages/help-article-page.tsx'),
  ),
  'pages-faq': publicPages(() => import('@/features/public-pages/pages/faq-page.tsx')),
  'pages-pricing': publicPages(() => import('@/features/public-pages/pages/pricing-page.tsx')),
  'development-api-debug': development(() => import('@/features/development/pages/api-debug-page.tsx')),
  'development-logs': development(() => import('@/features/development/pages/logs-page.tsx')),
  'development-performance': development(() => import('@/features/development/pages/performance-page.tsx')),
  'development-tests': development(() => import('@/features/development/pages/tests-page.tsx')),
  'relatorios-visao-geral': energy(() => import('@/features/energy/pages/reports-overview-page.tsx')),
};

export const NOT_FOUND_PAGE = () => import('@/features/misc/not-found-page.tsx');
