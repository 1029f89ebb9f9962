import type { Db } from '../../platform/db/client.ts';
import { createCreditSummary } from './summary-credits.ts';
import { createFinanceSummary } from './summary-finance.ts';
import { createGenerationSummary } from './summary-generation.ts';
import { createOverdueInvoices } from './summary-overdue.ts';
import { createProsumerSummary } from './summary-prosumers.ts';

export type { Period } from './summary-period.ts';

/** KPIs, series and tables of the overview pages (energy.md §5), computed from stored data. */
export function createSummaryService(db: Db) {
  return {
    generation: createGenerationSummary(db),
    ...createProsumerSummary(db),
    ...createCreditSummary(db),
    finance: createFinanceSummary(db),
    overduePage: createOverdueInvoices(db),
  };
}
export type SummaryService = ReturnType<typeof createSummaryService>;
