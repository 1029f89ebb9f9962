import type { Platform } from '../../platform/platform.ts';
import { referenceRoutes } from './reference-routes.ts';
import { createReferenceService } from './reference-service.ts';
import { plantRoutes } from './plant-routes.ts';
import { createPlantService } from './plant-service.ts';
import { prosumerRoutes } from './prosumer-routes.ts';
import { createProsumerService } from './prosumer-service.ts';
import { allocationRoutes } from './allocation-routes.ts';
import { createAllocationService } from './allocation-service.ts';
import { creditRoutes } from './credit-routes.ts';
import { createCreditService } from './credit-service.ts';
import { cycleRoutes } from './cycle-routes.ts';
import { createCycleService } from './cycle-service.ts';
import { financeRoutes } from './finance-routes.ts';
import { createFinanceService } from './finance-service.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { invoiceListRoutes } from './invoice-list-routes.ts';
import { createInvoiceDocuments } from './invoice-documents.ts';
import { importRoutes } from './import-routes.ts';
import { createImportService } from './import-service.ts';
import { summaryRoutes } from './summary-routes.ts';
import { createSummaryService } from './summary-service.ts';
import { registerEnergySearch } from './search-service.ts';
import { reportRoutes } from './report-routes.ts';
import { createReportService } from './report-service.ts';
import { createReportSchedules } from './report-schedules.ts';
import { createReportDelivery } from './report-delivery.ts';
import { createReportSources } from './report-build-context.ts';
import { defineReportJob } from './report-job.ts';
import { seedEnergyDemo } from './seed.ts';
import { createFiguresService } from './figures-service.ts';
import { defineCycleJobs } from './cycle-jobs.ts';
import { defineRecomputeJob } from './cycle-recompute-job.ts';
import type { App } from '../../platform/http/app-type.ts';

/** The energy area: routes, jobs and, with DEMO_SEED, its demo data; other modules read its figures. */
export async function energyModule(app: App, p: Platform) {
  referenceRoutes(app, createReferenceService(p.db));
  plantRoutes(app, createPlantService(p.db));
  prosumerRoutes(app, createProsumerService(p.db));
  allocationRoutes(app, createAllocationService(p.db));
  creditRoutes(app, createCreditService(p.db));
  cycleRoutes(app, createCycleService(p));
  const finance = createFinanceService(p.db, p.config.pix);
  financeRoutes(app, finance);
  invoiceListRoutes(app, finance);
  invoiceRoutes(app, finance, createInvoiceDocuments(p, finance.statement));
  importRoutes(app, createImportService(p.db));
  summaryRoutes(app, createSummaryService(p.db));
  registerEnergySearch(p.search, p.db);
  const reports = createReportService(p);
  const schedules = createReportSchedules(p, reports);
  const delivery = createReportDelivery(p, reports);
  defineCycleJobs(p);
  defineRecomputeJob(p);
  defineReportJob(p, reports, createReportSources(p.db), delivery);
  reportRoutes(app, { reports, schedules, delivery });
  const stopSchedules = schedules.start();
  app.addHook('onClose', async () => stopSchedules());
  // Under the start-up lock: instances starting together must not seed twice.
  if (p.config.demoSeed) await p.database.exclusive(() => seedEnergyDemo(p.db, p.log));
  return { figures: createFiguresService(p.db) };
}

export type Energy = Awaited<ReturnType<typeof energyModule>>;
