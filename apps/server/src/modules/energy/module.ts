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
import { energyListExports } from './list-export-routes.ts';
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
import { cycleJobRows } from './cycle-job-rows.ts';
import { reportJobRows } from './report-job-rows.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { Notifications } from '../notifications/service.ts';
import { createEnergyNotices } from './energy-notices.ts';
import { createGenerationPulls, generationPullJobRows } from './generation-pulls.ts';
import { createGenerationSourceService } from './generation-source-service.ts';
import { generationSourceRoutes } from './generation-source-routes.ts';

/** The energy area: routes, jobs and, with DEMO_SEED, its demo data; other modules read its figures. */
export async function energyModule(app: App, p: Platform, notifications: Notifications) {
  const notices = createEnergyNotices(p.db, notifications, p.log);
  const references = createReferenceService(p.db);
  referenceRoutes(app, references);
  const plants = createPlantService(p.db);
  plantRoutes(app, plants);
  const prosumers = createProsumerService(p.db);
  prosumerRoutes(app, prosumers);
  const allocations = createAllocationService(p.db);
  allocationRoutes(app, allocations);
  const credits = createCreditService(p.db);
  creditRoutes(app, credits);
  const cycles = createCycleService(p);
  cycleRoutes(app, cycles);
  const finance = createFinanceService(p.db, p.config.pix);
  financeRoutes(app, finance);
  invoiceListRoutes(app, finance);
  invoiceRoutes(app, finance, createInvoiceDocuments(p, finance.statement));
  const imports = createImportService(p.db, notices);
  importRoutes(app, imports);
  const pulls = createGenerationPulls(p, notices);
  generationSourceRoutes(app, createGenerationSourceService(p, pulls));
  const summaries = createSummaryService(p.db);
  summaryRoutes(app, summaries);
  registerEnergySearch(p.search, p.db);
  const reports = createReportService(p);
  const schedules = createReportSchedules(p, reports);
  energyListExports(app, {
    db: p.db,
    references,
    plants,
    prosumers,
    finance,
    credits,
    cycles,
    imports,
    allocations,
    summaries,
    reports,
    schedules,
  });
  const delivery = createReportDelivery(p, reports);
  defineCycleJobs(p, notices);
  [...cycleJobRows, reportJobRows, generationPullJobRows].forEach(p.jobs.rows.add);
  defineRecomputeJob(p, notices);
  defineReportJob(p, reports, createReportSources(p.db), delivery, notices);
  reportRoutes(app, { reports, schedules, delivery });
  const stopSchedules = schedules.start();
  const stopPulls = pulls.start(p.config.generationPullTickSeconds * 1000);
  app.addHook('onClose', async () => {
    stopSchedules();
    stopPulls();
  });
  // Under the start-up lock: instances starting together must not seed twice.
  if (p.config.demoSeed) await p.database.exclusive(() => seedEnergyDemo(p.db, p.log));
  return { figures: createFiguresService(p.db) };
}

export type Energy = Awaited<ReturnType<typeof energyModule>>;
