import { z, type ZodObject } from 'zod';
import { access, type Subject } from '@alvorada/contracts';
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
