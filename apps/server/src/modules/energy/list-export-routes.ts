import { z, type ZodObject } from 'zod';
import {
  access,
  generationPlantQuerySchema,
  overdueQuerySchema,
  prosumerUnitQuerySchema,
  rebalancingQuerySchema,
  reportListQuerySchema,
  reportScheduleListQuerySchema,
  type Subject,
} from '@alvorada/contracts';
import type { ListCaller } from '../../platform/db/list.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { App } from '../../platform/http/app-type.ts';
import { sendExport } from '../../platform/http/list-export.ts';
import { ENERGY_EXPORT_COLUMNS } from './list-export-columns.ts';
import type { ReferenceService } from './reference-service.ts';
import type { PlantService } from './plant-service.ts';
import type { ProsumerService } from './prosumer-service.ts';
import type { FinanceService } from './finance-service.ts';
import type { CreditService } from './credit-service.ts';
import type { CycleService } from './cycle-service.ts';
import type { ImportService } from './import-service.ts';
import type { AllocationService } from './allocation-service.ts';
import type { SummaryService } from './summary-service.ts';
import type { ReportService } from './report-service.ts';
import type { ReportSchedules } from './report-schedules.ts';
import type { Db } from '../../platform/db/client.ts';
import { nameReferences, type Reference } from './list-export-names.ts';

type ListName = keyof typeof ENERGY_EXPORT_COLUMNS;

/** What an export reads of a list: its query and its pages, as the list route answers them. */
interface PagedList {
  query: z.ZodType;
  list(
    actor: Actor,
    query: Record<string, unknown>,
    url: string,
  ): Promise<{ count: number; results: Record<string, unknown>[] }>;
}

const PAGE = 100;

/** An overview's table as a list: the summary pages it with the reader's rules, as its route does. */
const summaryTable = <Query>(
  query: z.ZodType<Query>,
  page: (query: Query, caller: ListCaller & { url: string }) => Promise<unknown>,
) => ({
  query,
  list: (actor: Actor, listQuery: Query, url: string) => page(listQuery, { ability: actor.ability, url }),
});

/** The list's rows page by page, with the names of the records they refer to. */
async function* everyPage(
  db: Db,
  { store, refers }: EnergyExport,
  actor: Actor,
  query: Record<string, unknown>,
  url: string,
) {
  for (let page = 1; ; page++) {
    const { count, results } = await store.list(actor, { ...query, page, page_size: PAGE }, url);
    if (results.length) yield refers.length ? await nameReferences(db, results, refers) : results;
    if (page * PAGE >= count) return;
  }
}

/**
 * Each exported list: its path, file name, the subject its readers read, where its rows come from, and the
 * records its rows refer to by id, which the sheet names.
 */
type EnergyExport = { path: string; file: string; subject: Subject; store: PagedList; refers: Reference[] };

interface EnergyServices {
  db: Db;
  references: ReferenceService;
  plants: PlantService;
  prosumers: ProsumerService;
  finance: FinanceService;
  credits: CreditService;
  cycles: CycleService;
  imports: ImportService;
  allocations: AllocationService;
  summaries: SummaryService;
  reports: ReportService;
  schedules: ReportSchedules;
}

const listsOf = (s: EnergyServices): Record<ListName, EnergyExport> => {
  const list = (path: string, file: string, subject: Subject, store: unknown, refers: Reference[] = []) => ({
    path,
    file,
    subject,
    store: store as PagedList,
    refers,
  });
  return {
    plants: list('/api/energy/plants/export/', 'usinas', 'Geracao', s.plants.plants, ['distributor_id']),
    distributors: list(
      '/api/energy/distributors/export/',
      'distribuidoras',
      'Geracao',
      s.references.distributors,
    ),
    tariffs: list('/api/energy/tariffs/export/', 'tarifas', 'Geracao', s.references.tariffs, [
      'distributor_id',
    ]),
    imports: list('/api/energy/imports/export/', 'importacoes', 'Geracao', s.imports.history),
    customers: list('/api/energy/customers/export/', 'clientes', 'Prosumidor', s.prosumers.customers),
    units: list('/api/energy/units/export/', 'ucs', 'Prosumidor', s.prosumers.units, [
      'customer_id',
      'distributor_id',
    ]),
    contracts: list('/api/energy/contracts/export/', 'contratos', 'Financeiro', s.finance.contracts, [
      'customer_id',
      'plant_id',
    ]),
    costs: list('/api/energy/costs/export/', 'custos', 'Financeiro', s.finance.costs, ['plant_id']),
    payments: list('/api/energy/payments/export/', 'pagamentos', 'Financeiro', s.finance.payments),
    cycles: list('/api/energy/cycles/export/', 'ciclos', 'Credito', s.cycles.store),
    movements: list(
      '/api/energy/credits/movements/export/',
      'movimentos-de-credito',
      'Credito',
      s.credits.movements,
    ),
    lots: list('/api/energy/credits/lots/export/', 'lotes-de-credito', 'Credito', s.credits.lots, [
      'unit_id',
      'plant_id',
    ]),
    results: list('/api/energy/credits/results/export/', 'apuracoes', 'Credito', s.credits.results, [
      'unit_id',
    ]),
    customerCredits: list(
      '/api/energy/customer-credits/export/',
      'creditos-de-clientes',
      'Financeiro',
      s.finance.customerCredits,
      ['customer_id'],
    ),
    readings: list('/api/energy/generation/readings/export/', 'leituras', 'Geracao', s.plants.readings, [
      'plant_id',
    ]),
    bills: list('/api/energy/bills/export/', 'contas-da-distribuidora', 'Prosumidor', s.prosumers.bills, [
      'unit_id',
    ]),
    allocations: list('/api/energy/allocations/export/', 'rateios', 'Prosumidor', s.allocations.versions, [
      'plant_id',
    ]),
    reports: list('/api/energy/reports/export/', 'relatorios', 'Relatorio', {
      query: reportListQuerySchema,
      list: s.reports.list,
    }),
    schedules: list('/api/energy/report-schedules/export/', 'agendamentos', 'Relatorio', {
      query: reportScheduleListQuerySchema,
      list: s.schedules.list,
    }),
    generationPlants: list(
      '/api/energy/summary/generation/plants/export/',
      'usinas-no-periodo',
      'Geracao',
      summaryTable(generationPlantQuerySchema, s.summaries.generationPlantPage),
    ),
    prosumerUnits: list(
      '/api/energy/summary/prosumers/units/export/',
      'ucs-no-periodo',
      'Prosumidor',
      summaryTable(prosumerUnitQuerySchema, s.summaries.prosumerUnitPage),
    ),
    rebalancing: list(
      '/api/energy/summary/credits/rebalancing/export/',
      'rebalanceamento',
      'Credito',
      summaryTable(rebalancingQuerySchema, s.summaries.rebalancingPage),
    ),
    overdue: list(
      '/api/energy/summary/finance/overdue/export/',
      'faturas-vencidas',
      'Financeiro',
      summaryTable(overdueQuerySchema, s.summaries.overduePage),
      ['customer_id', 'unit_id'],
    ),
  };
};

/**
 * `GET <list>export/?format=csv|xlsx` for every energy list: the list's own filters and ordering, every row,
 * columns in the reader's language (see list-export-columns.ts), to whoever may read the list.
 */
export function energyListExports(app: App, services: EnergyServices) {
  const lists = listsOf(services);
  for (const [name, list] of Object.entries(lists) as [ListName, EnergyExport][]) {
    const { path, file, subject, store } = list;
    const columns = ENERGY_EXPORT_COLUMNS[name] as (
      locale: Actor['locale'],
    ) => Parameters<typeof sendExport<Record<string, unknown>>>[1]['columns'];
    app.get(path, {
      config: { access: access.can('read', subject) },
      schema: {
        tags: ['energy-exports'],
        querystring: (store.query as unknown as ZodObject).extend({
          format: z.enum(['csv', 'xlsx']).default('csv'),
        }),
      },
      handler: (request, reply) => {
        const { format, ...query } = request.query as { format: 'csv' | 'xlsx' } & Record<string, unknown>;
        const { locale } = request.actor;
        return sendExport(reply, {
          format,
          locale,
          name: file,
          columns: columns(locale),
          batches: everyPage(services.db, list, request.actor, query, request.url),
        });
      },
    });
  }
}
