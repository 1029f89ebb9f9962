import { access } from './access.ts';
import { ENERGY_PAGES } from './energy-pages.ts';
import { pagesOf, type PageDef } from './page-declaration.ts';

export { pageRules, type PageAccess, type PageRule } from './page-access.ts';
export { MENU_GROUPS, type Layout, type MenuGroupId, type PageDef } from './page-declaration.ts';

const dashboards = pagesOf({ access: access.can('read', 'Dashboard'), group: 'dashboards' });
const paracima = pagesOf({ access: access.can('read', 'Backtest'), group: 'paracima' });
const workana = pagesOf({ access: access.can('read', 'Workana'), group: 'workana' });
const optop = pagesOf({ access: access.can('read', 'OPTOP'), group: 'optop' });
const development = pagesOf({ access: access.can('read', 'Development'), group: 'development' });
const admin = pagesOf({ access: access.can('read', 'Admin'), group: 'admin' });
const mail = pagesOf({ access: access.can('read', 'Admin'), group: 'admin', layout: 'content-fixed' });
const own = pagesOf({ access: access.authenticated, group: 'pages' });
const front = pagesOf({ access: access.public, layout: 'blank' });
const visitor = pagesOf({ access: access.anonymous, layout: 'blank' });
const developerOnly = { access: access.can('read', 'Development') };

/** Every page of the product, in menu order. The router, the menu and the guard read this one list. */
export const PAGES: PageDef[] = [
  dashboards('/dashboards/main', 'dashboardsMain', { icon: 'dashboard' }),

  paracima('/automations/paracima/builder', 'paracimaBuilder', {
    icon: 'build',
    loads: ['/api/trading/strategies/', '/api/trading/instruments/'],
  }),
  paracima('/automations/paracima/backtest', 'paracimaBacktest', {
    icon: 'history',
    loads: [
      '/api/trading/strategies/',
      '/api/trading/instruments/',
      '/api/trading/settings/',
      '/api/trading/backtests/',
      '/api/trading/lab-summary/',
    ],
  }),
  paracima('/automations/paracima/instruments', 'paracimaInstruments', {
    icon: 'upload',
    loads: ['/api/trading/instruments/'],
  }),
  paracima('/automations/paracima/BacktestOperationsTable', 'paracimaOperations', {
    icon: 'table',
    loads: ['/api/trading/operations/', '/api/trading/instruments/', '/api/trading/strategies/'],
  }),
  paracima('/automations/paracima/StrategyMonitor', 'paracimaMonitor', {
    icon: 'monitor',
    loads: ['/api/trading/sessions/'],
  }),
  paracima('/automations/paracima/resume', 'paracimaResume', {
    ...developerOnly,
    icon: 'summary',
    loads: ['/api/trading/resume/'],
  }),
  paracima('/automations/paracima/settings', 'paracimaSettings', {
    ...developerOnly,
    icon: 'settings',
    loads: ['/api/trading/settings/', '/api/trading/instruments/'],
  }),

  workana('/automations/workana/resume', 'workanaResume', { icon: 'notifications' }),
  workana('/automations/workana/settings', 'workanaSettings', { icon: 'settings' }),

  ...ENERGY_PAGES,

  optop('/optop/agent', 'optopAgent', { icon: 'smart_toy' }),
  optop('/optop/usage', 'optopUsage', {
    access: access.can('update', 'OPTOP'),
    icon: 'summary',
    loads: ['/api/optop/usage/'],
  }),

  development('/development/api-debug', 'apiDebug', {
    icon: 'bug',
    loads: ['/api/development/requests/', '/api/development/recorder/'],
  }),
  development('/development/logs', 'logs', { icon: 'logs' }),
  development('/development/performance', 'performance', {
    icon: 'speed',
    loads: ['/api/development/performance/'],
  }),
  development('/development/tests', 'tests', { icon: 'checklist', loads: ['/api/development/self-checks/'] }),

  admin('/admin-panel/user/list', 'adminUsers', { icon: 'people' }),
  admin('/admin-panel/user/view/:id', 'adminUserView', { activeLink: 'admin-panel-user-list' }),
  admin('/admin-panel/roles', 'adminRoles', { icon: 'shield' }),
  admin('/admin-panel/permissions', 'adminPermissions', { icon: 'lock' }),
  mail('/admin-panel/email', 'adminEmail', { icon: 'mail' }),
  mail('/admin-panel/email/filter/:filter', 'adminEmail', {
    name: 'admin-panel-email-filter',
    activeLink: 'admin-panel-email',
  }),
  mail('/admin-panel/email/label/:label', 'adminEmail', {
    name: 'admin-panel-email-label',
    activeLink: 'admin-panel-email',
  }),
  mail('/admin-panel/email/:folder', 'adminEmail', { activeLink: 'admin-panel-email' }),

  own('/pages/account-settings/:tab', 'accountSettings', {
    access: access.can('read', 'AccountSettings'),
    entryPath: '/pages/account-settings/account',
  }),
  own('/pages/user-profile/:tab', 'userProfile', { entryPath: '/pages/user-profile/profile' }),
  own('/pages/faq', 'faq', { access: access.can('read', 'Alvorada'), icon: 'help' }),
  own('/pages/pricing', 'pricing', { ...developerOnly, icon: 'sell' }),

  front('/front-pages/pricing', 'frontPricing'),
  front('/front-pages/payment', 'frontPayment'),
  front('/front-pages/help-center', 'helpCenter'),
  front('/front-pages/help-center/article/:title', 'helpArticle'),

  visitor('/login', 'login'),
  visitor('/register', 'register'),
  visitor('/forgot-password', 'forgotPassword'),
  front('/reset-password', 'resetPassword'),
  front('/verify-email', 'verifyEmail'),
  front('/not-authorized', 'notAuthorized'),
  front('/pages/misc/not-authorized', 'notAuthorized'),
  front('/pages/misc/coming-soon', 'comingSoon'),
  front('/pages/misc/under-maintenance', 'underMaintenance'),
  front('/pages/misc/not-found/:error', 'notFound'),
];

/** The path that opens a page from search or shortcuts; undefined for pages that need a record. */
export const entryPathOf = (page: PageDef): string | undefined =>
  page.entryPath ?? (page.path.includes(':') ? undefined : page.path);

export const pageByName = (name: string): PageDef | undefined => PAGES.find((page) => page.name === name);
