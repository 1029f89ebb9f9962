import type { Db } from '../../platform/db/client.ts';
import { createCreditSummary } from './summary-credits.ts';
import { createFinanceSummary } from './summary-finance.ts';
import { createGenerationSummary } from './summary-generation.ts';
import { createGenerationPages } from './summary-generation-plants.ts';
import { createOverdueInvoices } from './summary-overdue.ts';
import { createProsumerSummary } from './summary-prosumers.ts';

export type { Period } from './summary-period.ts';

/** KPIs, series and tables of the overview pages (energy.md §5), computed from stored data. */
export function createSummaryService(db: Db) {
  const generation = createGenerationSummary(db);
  return {
    generation,
    ...createGenerationPages(db, generation),
    ...createProsumerSummary(db),
    ...createCreditSummary(db),
    finance: createFinanceSummary(db),
    overduePage: createOverdueInvoices(db),
  };
}
export type SummaryService = ReturnType<typeof createSummaryService>;
