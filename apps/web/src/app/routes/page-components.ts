import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/** Screens built so far, by route name; every other catalogue page shows the "em construção" screen. */
export const PAGE_COMPONENTS: Record<string, () => PageModule> = {
  login: () => import('@/features/auth/pages/login-page.tsx'),
  register: () => import('@/features/auth/pages/register-page.tsx'),
  'forgot-password': () => import('@/features/auth/pages/forgot-password-page.tsx'),
  'reset-password': () => import('@/features/auth/pages/reset-password-page.tsx'),
  'verify-email': () => import('@/features/auth/pages/verify-email-page.tsx'),
  'dashboards-main': () => import('@/app/pages/landing-page.tsx'),
  'not-authorized': () => import('@/features/misc/not-authorized-page.tsx'),
  'pages-misc-not-authorized': () => import('@/features/misc/not-authorized-page.tsx'),
  'pages-misc-coming-soon': () => import('@/features/misc/coming-soon-page.tsx'),
  'pages-misc-under-maintenance': () => import('@/features/misc/under-maintenance-page.tsx'),
  'pages-misc-not-found-error': () => import('@/features/misc/not-found-page.tsx'),
  'pages-account-settings-tab': () => import('@/app/pages/account-settings-page.tsx'),
  'pages-user-profile-tab': () => import('@/features/user-profile/user-profile-page.tsx'),
  'admin-panel-user-list': () => import('@/features/admin/users/pages/user-list-page.tsx'),
  'admin-panel-user-view-id': () => import('@/app/pages/user-view-page.tsx'),
  'admin-panel-roles': () => import('@/features/admin/roles/pages/roles-page.tsx'),
  'admin-panel-permissions': () => import('@/app/pages/permissions-page.tsx'),
  'admin-panel-email': () => import('@/features/admin/email/pages/email-page.tsx'),
  'admin-panel-email-filter': () => import('@/features/admin/email/pages/email-page.tsx'),
  'admin-panel-email-label': () => import('@/features/admin/email/pages/email-page.tsx'),
  'admin-panel-email-folder': () => import('@/features/admin/email/pages/email-page.tsx'),
  'geracao-visao-geral': () => import('@/features/energy/pages/generation-overview-page.tsx'),
  'automations-paracima-builder': () => import('@/features/trading/pages/builder-page.tsx'),
  'automations-paracima-backtest': () => import('@/features/trading/pages/backtest-page.tsx'),
  'automations-paracima-StrategyMonitor': () => import('@/features/trading/pages/monitor-page.tsx'),
  'prosumidores-visao-geral': () => import('@/features/energy/pages/prosumers-overview-page.tsx'),
  'creditos-visao-geral': () => import('@/features/energy/pages/credits-overview-page.tsx'),
  'financeiro-visao-geral': () => import('@/features/energy/pages/finance-overview-page.tsx'),
};

export const NOT_FOUND_PAGE = () => import('@/features/misc/not-found-page.tsx');
export const UNDER_CONSTRUCTION_PAGE = () => import('@/features/misc/under-construction-page.tsx');
