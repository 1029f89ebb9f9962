import { access } from './access.ts';
import { ENERGY_PAGES } from './energy-pages.ts';
import type { PageAccess } from './page-access.ts';

export { pageRules, type PageAccess, type PageRule } from './page-access.ts';

/** Menu groups, in menu order. */
export const MENU_GROUPS = [
  { id: 'dashboards', i18nKey: 'nav.dashboards', icon: 'dashboard' },
  { id: 'paracima', i18nKey: 'nav.paracima', icon: 'candlestick' },
  { id: 'workana', i18nKey: 'nav.workana', icon: 'work' },
  { id: 'energy', i18nKey: 'nav.energy', icon: 'solar' },
  { id: 'optop', i18nKey: 'nav.optop', icon: 'smart_toy' },
  { id: 'development', i18nKey: 'nav.development', icon: 'code' },
  { id: 'admin', i18nKey: 'nav.admin', icon: 'admin' },
  { id: 'pages', i18nKey: 'nav.pages', icon: 'pages' },
] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

export type Layout = 'default' | 'blank' | 'content-fixed';

export interface PageDef {
  /** Route name, as the spec names it where it does. */
  name: string;
  path: string;
  access: PageAccess;
  layout: Layout;
  i18nKey: string;
  /** Where the page sits in the menu; absent for pages reached otherwise. */
  menu?: { group: MenuGroupId; icon?: string };
  /** Another route name whose menu entry stays active on this page. */
  activeLink?: string;
  /** For a path with parameters: the concrete path that search and shortcuts open. */
  entryPath?: string;
  /**
   * The API paths (GET) the page reads as it opens, with no record chosen: whoever the page lets in, they
   * let in too (a test holds every page to it).
   */
  loads?: string[];
}

const p = (def: PageDef) => def;

/** Every page of the product, in menu order. The router, the menu and the guard read this one list. */
export const PAGES: PageDef[] = [
  p({
    name: 'dashboards-main',
    path: '/dashboards/main',
    access: access.can('read', 'Dashboard'),
    layout: 'default',
    i18nKey: 'page.dashboardsMain',
    menu: { group: 'dashboards', icon: 'dashboard' },
  }),

  p({
    name: 'automations-paracima-builder',
    path: '/automations/paracima/builder',
    access: access.can('read', 'Backtest'),
    layout: 'default',
    i18nKey: 'page.paracimaBuilder',
    menu: { group: 'paracima', icon: 'build' },
    loads: ['/api/trading/strategies/', '/api/trading/instruments/'],
  }),
  p({
    name: 'automations-paracima-backtest',
    path: '/automations/paracima/backtest',
    access: access.can('read', 'Backtest'),
    layout: 'default',
    i18nKey: 'page.paracimaBacktest',
    menu: { group: 'paracima', icon: 'history' },
    loads: [
      '/api/trading/strategies/',
      '/api/trading/instruments/',
      '/api/trading/settings/',
      '/api/trading/backtests/',
      '/api/trading/lab-summary/',
    ],
  }),
  p({
    name: 'automations-paracima-instruments',
    path: '/automations/paracima/instruments',
    access: access.can('read', 'Backtest'),
    layout: 'default',
    i18nKey: 'page.paracimaInstruments',
    menu: { group: 'paracima', icon: 'upload' },
    loads: ['/api/trading/instruments/'],
  }),
  p({
    name: 'automations-paracima-BacktestOperationsTable',
    path: '/automations/paracima/BacktestOperationsTable',
    access: access.can('read', 'Backtest'),
    layout: 'default',
    i18nKey: 'page.paracimaOperations',
    menu: { group: 'paracima', icon: 'table' },
    loads: ['/api/trading/operations/', '/api/trading/instruments/', '/api/trading/strategies/'],
  }),
  p({
    name: 'automations-paracima-StrategyMonitor',
    path: '/automations/paracima/StrategyMonitor',
    access: access.can('read', 'Backtest'),
    layout: 'default',
    i18nKey: 'page.paracimaMonitor',
    menu: { group: 'paracima', icon: 'monitor' },
    loads: ['/api/trading/sessions/'],
  }),
  p({
    name: 'automations-paracima-resume',
    path: '/automations/paracima/resume',
    access: access.can('read', 'Development'),
    layout: 'default',
    i18nKey: 'page.paracimaResume',
    menu: { group: 'paracima', icon: 'summary' },
    loads: ['/api/trading/resume/'],
  }),
  p({
    name: 'automations-paracima-settings',
    path: '/automations/paracima/settings',
    access: access.can('read', 'Development'),
    layout: 'default',
    i18nKey: 'page.paracimaSettings',
    menu: { group: 'paracima', icon: 'settings' },
    loads: ['/api/trading/settings/', '/api/trading/instruments/'],
  }),

  p({
    name: 'automations-workana-resume',
    path: '/automations/workana/resume',
    access: access.can('read', 'Workana'),
    layout: 'default',
    i18nKey: 'page.workanaResume',
    menu: { group: 'workana', icon: 'notifications' },
  }),
  p({
    name: 'automations-workana-settings',
    path: '/automations/workana/settings',
    access: access.can('read', 'Workana'),
    layout: 'default',
    i18nKey: 'page.workanaSettings',
    menu: { group: 'workana', icon: 'settings' },
  }),

  ...ENERGY_PAGES,

  p({
    name: 'optop-agent',
    path: '/optop/agent',
    access: access.can('read', 'OPTOP'),
    layout: 'default',
    i18nKey: 'page.optopAgent',
    menu: { group: 'optop', icon: 'smart_toy' },
  }),
  p({
    name: 'optop-usage',
    path: '/optop/usage',
    access: access.can('update', 'OPTOP'),
    layout: 'default',
    i18nKey: 'page.optopUsage',
    menu: { group: 'optop', icon: 'summary' },
    loads: ['/api/optop/usage/'],
  }),

  p({
    name: 'development-api-debug',
    path: '/development/api-debug',
    access: access.can('read', 'Development'),
    layout: 'default',
    i18nKey: 'page.apiDebug',
    menu: { group: 'development', icon: 'bug' },
    loads: ['/api/development/requests/', '/api/development/recorder/'],
  }),
  p({
    name: 'development-logs',
    path: '/development/logs',
    access: access.can('read', 'Development'),
    layout: 'default',
    i18nKey: 'page.logs',
    menu: { group: 'development', icon: 'logs' },
  }),
  p({
    name: 'development-performance',
    path: '/development/performance',
    access: access.can('read', 'Development'),
    layout: 'default',
    i18nKey: 'page.performance',
    menu: { group: 'development', icon: 'speed' },
    loads: ['/api/development/performance/'],
  }),
  p({
    name: 'development-tests',
    path: '/development/tests',
    access: access.can('read', 'Development'),
    layout: 'default',
    i18nKey: 'page.tests',
    menu: { group: 'development', icon: 'checklist' },
    loads: ['/api/development/self-checks/'],
  }),

  p({
    name: 'admin-panel-user-list',
    path: '/admin-panel/user/list',
    access: access.can('read', 'Admin'),
    layout: 'default',
    i18nKey: 'page.adminUsers',
    menu: { group: 'admin', icon: 'people' },
  }),
  p({
    name: 'admin-panel-user-view-id',
    path: '/admin-panel/user/view/:id',
    access: access.can('read', 'Admin'),
    layout: 'default',
    i18nKey: 'page.adminUserView',
    activeLink: 'admin-panel-user-list',
  }),
  p({
    name: 'admin-panel-roles',
    path: '/admin-panel/roles',
    access: access.can('read', 'Admin'),
    layout: 'default',
    i18nKey: 'page.adminRoles',
    menu: { group: 'admin', icon: 'shield' },
  }),
  p({
    name: 'admin-panel-permissions',
    path: '/admin-panel/permissions',
    access: access.can('read', 'Admin'),
    layout: 'default',
    i18nKey: 'page.adminPermissions',
    menu: { group: 'admin', icon: 'lock' },
  }),
  p({
    name: 'admin-panel-email',
    path: '/admin-panel/email',
    access: access.can('read', 'Admin'),
    layout: 'content-fixed',
    i18nKey: 'page.adminEmail',
    menu: { group: 'admin', icon: 'mail' },
  }),
  p({
    name: 'admin-panel-email-filter',
    path: '/admin-panel/email/filter/:filter',
    access: access.can('read', 'Admin'),
    layout: 'content-fixed',
    i18nKey: 'page.adminEmail',
    activeLink: 'admin-panel-email',
  }),
  p({
    name: 'admin-panel-email-label',
    path: '/admin-panel/email/label/:label',
    access: access.can('read', 'Admin'),
    layout: 'content-fixed',
    i18nKey: 'page.adminEmail',
    activeLink: 'admin-panel-email',
  }),
  p({
    name: 'admin-panel-email-folder',
    path: '/admin-panel/email/:folder',
    access: access.can('read', 'Admin'),
    layout: 'content-fixed',
    i18nKey: 'page.adminEmail',
    activeLink: 'admin-panel-email',
  }),

  p({
    name: 'pages-account-settings-tab',
    path: '/pages/account-settings/:tab',
    access: access.can('read', 'AccountSettings'),
    layout: 'default',
    i18nKey: 'page.accountSettings',
    entryPath: '/pages/account-settings/account',
  }),
  p({
    name: 'pages-user-profile-tab',
    path: '/pages/user-profile/:tab',
    access: access.authenticated,
    layout: 'default',
    i18nKey: 'page.userProfile',
    entryPath: '/pages/user-profile/profile',
  }),
  p({
    name: 'pages-faq',
    path: '/pages/faq',
    access: access.can('read', 'Alvorada'),
    layout: 'default',
    i18nKey: 'page.faq',
    menu: { group: 'pages', icon: 'help' },
  }),
  p({
    name: 'pages-pricing',
    path: '/pages/pricing',
    access: access.can('read', 'Development'),
    layout: 'default',
    i18nKey: 'page.pricing',
    menu: { group: 'pages', icon: 'sell' },
  }),

  p({
    name: 'front-pages-pricing',
    path: '/front-pages/pricing',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.frontPricing',
  }),
  p({
    name: 'front-pages-payment',
    path: '/front-pages/payment',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.frontPayment',
  }),
  p({
    name: 'front-pages-help-center',
    path: '/front-pages/help-center',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.helpCenter',
  }),
  p({
    name: 'front-pages-help-center-article-title',
    path: '/front-pages/help-center/article/:title',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.helpArticle',
  }),

  p({ name: 'login', path: '/login', access: access.anonymous, layout: 'blank', i18nKey: 'page.login' }),
  p({
    name: 'register',
    path: '/register',
    access: access.anonymous,
    layout: 'blank',
    i18nKey: 'page.register',
  }),
  p({
    name: 'forgot-password',
    path: '/forgot-password',
    access: access.anonymous,
    layout: 'blank',
    i18nKey: 'page.forgotPassword',
  }),
  p({
    name: 'reset-password',
    path: '/reset-password',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.resetPassword',
  }),
  p({
    name: 'verify-email',
    path: '/verify-email',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.verifyEmail',
  }),
  p({
    name: 'not-authorized',
    path: '/not-authorized',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.notAuthorized',
  }),
  p({
    name: 'pages-misc-not-authorized',
    path: '/pages/misc/not-authorized',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.notAuthorized',
  }),
  p({
    name: 'pages-misc-coming-soon',
    path: '/pages/misc/coming-soon',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.comingSoon',
  }),
  p({
    name: 'pages-misc-under-maintenance',
    path: '/pages/misc/under-maintenance',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.underMaintenance',
  }),
  p({
    name: 'pages-misc-not-found-error',
    path: '/pages/misc/not-found/:error',
    access: access.public,
    layout: 'blank',
    i18nKey: 'page.notFound',
  }),
];

/** The path that opens a page from search or shortcuts; undefined for pages that need a record. */
export const entryPathOf = (page: PageDef): string | undefined =>
  page.entryPath ?? (page.path.includes(':') ? undefined : page.path);

export const pageByName = (name: string): PageDef | undefined => PAGES.find((page) => page.name === name);
