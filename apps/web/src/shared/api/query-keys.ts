import type {
  AdminUserListQuery,
  AuditQuery,
  HelpArticleListQuery,
  LogQuery,
  MailQuery,
  PerformanceWindow,
  PeriodQuery,
  RecordedRequestQuery,
} from '@alvorada/contracts';

/**
 * One key factory per server resource. Every query and every invalidation takes its key from here, so a
 * change in one area refreshes what it affects in another without spelling that area's keys.
 */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: Partial<AdminUserListQuery>) => [...userKeys.all, 'list', query] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
  detail: (id: number) => [...userKeys.all, 'one', id] as const,
  sessions: (id: number) => [...userKeys.all, 'sessions', id] as const,
};

export const roleKeys = {
  all: ['admin', 'roles'] as const,
  count: () => [...roleKeys.all, 'count'] as const,
};

export const permissionKeys = { all: ['admin', 'permissions'] as const };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: Partial<AuditQuery>) => [...auditKeys.all, 'list', query] as const,
};

export const mailKeys = {
  all: ['admin', 'mail'] as const,
  list: (query: Partial<MailQuery>) => [...mailKeys.all, 'list', query] as const,
  counts: () => [...mailKeys.all, 'counts'] as const,
  detail: (id: number) => [...mailKeys.all, 'one', id] as const,
  templates: () => [...mailKeys.all, 'templates'] as const,
  inbound: () => [...mailKeys.all, 'inbound'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: { page: number; page_size: number }) => [...notificationKeys.all, query] as const,
};

/** The signed-in person's own sessions (account settings). */
export const sessionKeys = { all: ['auth', 'sessions'] as const };

export const workanaKeys = {
  all: ['workana'] as const,
  feeds: () => [...workanaKeys.all, 'feed'] as const,
  feed: (query: object) => [...workanaKeys.feeds(), query] as const,
  stats: () => [...workanaKeys.all, 'stats'] as const,
  resumes: () => [...workanaKeys.all, 'resume'] as const,
  resume: (days: number) => [...workanaKeys.resumes(), days] as const,
  allRuns: () => [...workanaKeys.all, 'runs'] as const,
  runs: (query: object) => [...workanaKeys.allRuns(), query] as const,
  rules: () => [...workanaKeys.all, 'rules'] as const,
  preview: (criteria: object) => [...workanaKeys.all, 'preview', criteria] as const,
  preferences: () => [...workanaKeys.all, 'preferences'] as const,
  sources: () => [...workanaKeys.all, 'sources'] as const,
  rates: () => [...workanaKeys.all, 'rates'] as const,
};

export const tradingKeys = {
  all: ['trading'] as const,
  instruments: () => [...tradingKeys.all, 'instruments'] as const,
  instrumentList: (query: object) => [...tradingKeys.instruments(), 'list', query] as const,
  instrument: (id: number) => [...tradingKeys.instruments(), id] as const,
  coverage: (id: number) => [...tradingKeys.instrument(id), 'coverage'] as const,
  strategies: () => [...tradingKeys.all, 'strategies'] as const,
  strategyVersions: (id: number) => [...tradingKeys.strategies(), id, 'versions'] as const,
  runs: (kind: string, query: object) => [...tradingKeys.all, 'runs', kind, query] as const,
  run: (kind: string, id: number) => [...tradingKeys.all, 'run', kind, id] as const,
  trades: (id: number, query: object) => [...tradingKeys.all, 'trades', id, query] as const,
  indicators: (id: number) => [...tradingKeys.all, 'indicators', id] as const,
  operations: (query: object) => [...tradingKeys.all, 'operations', query] as const,
  resume: (query: object) => [...tradingKeys.all, 'resume', query] as const,
  labSummary: (query: object) => [...tradingKeys.all, 'lab-summary', query] as const,
  settings: () => [...tradingKeys.all, 'settings'] as const,
  candles: (instrumentId: number, query: object) =>
    [...tradingKeys.all, 'candles', instrumentId, query] as const,
};

/**
 * Paper-trading sessions. Kept apart from `tradingKeys.all`: a change to a strategy or a run does not read
 * the live sessions' bars again (realtime keeps them current).
 */
export const paperKeys = {
  all: ['paper-sessions'] as const,
  lists: () => [...paperKeys.all, 'list'] as const,
  list: (query: object) => [...paperKeys.lists(), query] as const,
  session: (id: number) => [...paperKeys.all, 'one', id] as const,
  detail: (id: number) => [...paperKeys.session(id), 'detail'] as const,
  bars: (id: number) => [...paperKeys.session(id), 'bars'] as const,
  fills: (id: number) => [...paperKeys.session(id), 'fills'] as const,
  events: (id: number, query?: object) =>
    [...paperKeys.session(id), 'events', ...(query ? [query] : [])] as const,
  trades: (id: number, query?: object) =>
    [...paperKeys.session(id), 'trades', ...(query ? [query] : [])] as const,
};

export const energyKeys = {
  all: ['energy'] as const,
  summary: (page: string, period: PeriodQuery) => [...energyKeys.all, 'summary', page, period] as const,
  invoices: (query: object) => [...energyKeys.all, 'invoices', query] as const,
  plants: () => [...energyKeys.all, 'plants'] as const,
  plant: (id: number, query: object) => [...energyKeys.all, 'plant', id, query] as const,
  plantAllocations: (id: number) => [...energyKeys.all, 'plant', id, 'allocations'] as const,
  generationSource: (id: number) => [...energyKeys.all, 'plant', id, 'generation-source'] as const,
  readings: (query: object) => [...energyKeys.all, 'readings', query] as const,
  customer: (id: number) => [...energyKeys.all, 'customer', id] as const,
  units: (query: object) => [...energyKeys.all, 'units', query] as const,
  unitStatement: (id: number) => [...energyKeys.all, 'unit-statement', id] as const,
  invoiceStatement: (id: number) => [...energyKeys.all, 'invoice-statement', id] as const,
  lateCharges: (id: number, on: string) => [...energyKeys.all, 'late-charges', id, on] as const,
  reports: (query?: object) => [...energyKeys.all, 'reports', ...(query ? [query] : [])] as const,
  reportSchedules: () => [...energyKeys.all, 'reports', 'schedules'] as const,
  /** Under the history's key: whatever reads the history again reads the report again. */
  report: (id: number) => [...energyKeys.all, 'reports', 'one', id] as const,
  lookup: (resource: string, search: string) => [...energyKeys.all, 'lookup', resource, search] as const,
  allocationContext: (id: number) => [...energyKeys.all, 'plant', id, 'allocation-context'] as const,
  rebalancing: (id: number) => [...energyKeys.all, 'plant', id, 'rebalancing'] as const,
  imports: (query: object) => [...energyKeys.all, 'imports', query] as const,
  importRecord: (id: number) => [...energyKeys.all, 'imports', 'one', id] as const,
  cycles: (query: object) => [...energyKeys.all, 'cycles', query] as const,
  cycleInvoices: (id: number) => [...energyKeys.all, 'cycle-invoices', id] as const,
  cycle: (id: number) => [...energyKeys.all, 'cycle', id] as const,
  cycleHistory: (id: number) => [...energyKeys.all, 'cycle', id, 'history'] as const,
  recordHistory: (resource: string, id: number) => [...energyKeys.all, resource, id, 'history'] as const,
  record: (resource: string, id: number) => [...energyKeys.all, resource, id] as const,
  recordPage: (resource: string, query: object) => [...energyKeys.all, resource, 'page', query] as const,
  cyclePreview: (id: number) => [...energyKeys.all, 'cycle', id, 'close-preview'] as const,
  movements: (query: object) => [...energyKeys.all, 'movements', query] as const,
};

export const optopKeys = {
  all: ['optop'] as const,
  conversations: () => [...optopKeys.all, 'conversations'] as const,
  conversationList: (search: string) => [...optopKeys.conversations(), search] as const,
  settings: () => [...optopKeys.all, 'settings'] as const,
  models: () => [...optopKeys.all, 'models'] as const,
  usage: (query: object) => [...optopKeys.all, 'usage', query] as const,
};

export const helpArticleKeys = {
  all: ['help-center', 'articles'] as const,
  list: (query: Partial<HelpArticleListQuery>) => [...helpArticleKeys.all, 'list', query] as const,
  detail: (slug: string, locale: string) => [...helpArticleKeys.all, 'one', slug, locale] as const,
};

/** The global search's server part (records); pages are searched in the browser. */
export const searchKeys = { query: (q: string) => ['search', q] as const };

/** The signed-in user's own preferences (dashboard layout, pinned pages). */
export const preferenceKeys = { all: ['auth', 'preferences'] as const };

export const developmentKeys = {
  all: ['development'] as const,
  requests: (query: Partial<RecordedRequestQuery>) => [...developmentKeys.all, 'requests', query] as const,
  request: (id: string) => [...developmentKeys.all, 'request', id] as const,
  recorder: () => [...developmentKeys.all, 'recorder'] as const,
  openapi: () => [...developmentKeys.all, 'openapi'] as const,
  logs: (query: LogQuery) => [...developmentKeys.all, 'logs', query] as const,
  performance: (window: PerformanceWindow) => [...developmentKeys.all, 'performance', window] as const,
  selfChecks: () => [...developmentKeys.all, 'self-checks'] as const,
  bench: () => [...developmentKeys.all, 'bench'] as const,
  testCollections: () => [...developmentKeys.all, 'test-collections'] as const,
  testRuns: (collectionId: number) => [...developmentKeys.testCollections(), collectionId, 'runs'] as const,
  exceptions: () => [...developmentKeys.all, 'exceptions'] as const,
  jobs: (query: object) => [...developmentKeys.all, 'jobs', query] as const,
};
