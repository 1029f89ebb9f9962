import { and, count, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { InvoiceExportQuery, InvoiceListItem, InvoiceListQuery } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../platform/db/client.ts';
import { listAll, listPage, listWhere, type ListSource, type ListSpec } from '../../platform/db/list.ts';
import { notFound } from '../../platform/http/errors.ts';
import { contracts, customers, distributors, invoices, plants, units } from './schema.ts';
import { invoicesToApi, shownStatus } from './invoice-api.ts';
import { invoiceTotal } from './invoice-total.ts';
import { filterOptions } from './summary-period.ts';

const LIST: ListSpec = {
  ordering: {
    id: invoices.id,
    cycle: invoices.cycle,
    due_date: invoices.dueDate,
    issue_date: invoices.issueDate,
    amount_centavos: invoices.amountCentavos,
    customer_name: customers.name,
    installation_number: units.installationNumber,
  },
  defaultOrdering: '-cycle',
  key: invoices.id,
  search: [customers.name, units.installationNumber],
  filters: {
    cycle: invoices.cycle,
    status: shownStatus,
    customer_id: invoices.customerId,
    unit_id: invoices.unitId,
    plant_id: contracts.plantId,
    distributor_id: units.distributorId,
    payment_method: invoices.paymentMethod,
  },
};

const placed = {
  invoice: invoices,
  installation: units.installationNumber,
  distributorId: units.distributorId,
  distributor: distributors.acronym,
  plantId: contracts.plantId,
  plant: plants.name,
};

/** An invoice with its UC, distributor, contract and plant: the list filters and searches on all of them. */
const joined = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(units, eq(units.id, invoices.unitId))
    .innerJoin(distributors, eq(distributors.id, units.distributorId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .leftJoin(plants, eq(plants.id, contracts.plantId));

type PlacedRow = { invoice: typeof invoices.$inferSelect } & Record<
  'installation' | 'distributor' | 'plant',
  string | null
> & { distributorId: number; plantId: number | null };

const source: ListSource<PlacedRow> = {
  rows: (db, where, orderBy, limit, offset) =>
    joined(db.select(placed).from(invoices).$dynamic())
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset) as Promise<PlacedRow[]>,
  count: async (db, where) =>
    (await joined(db.select({ n: count() }).from(invoices).$dynamic()).where(where))[0]!.n,
};

/** The ranges the equality filters cannot say: the price and the due date, both ends included. */
function ranges(query: Partial<InvoiceListQuery>): SQL | undefined {
  return and(
    query.amount_min === undefined ? undefined : gte(invoices.amountCentavos, query.amount_min),
    query.amount_max === undefined ? undefined : lte(invoices.amountCentavos, query.amount_max),
    query.due_from === undefined ? undefined : gte(invoices.dueDate, query.due_from),
    query.due_to === undefined ? undefined : lte(invoices.dueDate, query.due_to),
  );
}

async function itemsOf(db: Executor, rows: PlacedRow[]): Promise<InvoiceListItem[]> {
  const shown = await invoicesToApi(
    rows.map((row) => row.invoice),
    db,
  );
  return rows.map((row, i) => ({
    ...shown[i]!,
    installation_number: row.installation ?? '',
    distributor_id: row.distributorId,
    distributor: row.distributor ?? '',
    plant_id: row.plantId,
    plant_name: row.plant,
  }));
}

const open = sql`case when ${invoices.status} = 'CANCELADA' then 0
  else greatest(${invoiceTotal} - ${invoices.paidCentavos}, 0) end`;
const cancelledAsZero = (value: SQL | typeof invoices.amountCentavos) =>
  sql`case when ${invoices.status} = 'CANCELADA' then 0 else ${value} end`;

/**
 * The operator's invoices under Financeiro: filtered by cycle, customer, UC, plant, distributor, shown
 * status (VENCIDA included), price and due date, paged with the totals of the whole filtered set, and
 * exported whole.
 */
export function createInvoiceList(db: Db) {
  return {
    async list(actor: Actor, query: InvoiceListQuery, url: string) {
      const caller = { ability: actor.ability, url, where: ranges(query) };
      const where = listWhere(LIST, query, caller, caller.where);
      const [page, [totals]] = await Promise.all([
        listPage(db, source, LIST, query, caller),
        joined(
          db
            .select({
              count: count(),
              amount: sum(cancelledAsZero(invoices.amountCentavos)).mapWith(Number),
              total: sum(cancelledAsZero(invoiceTotal)).mapWith(Number),
              paid: sum(invoices.paidCentavos).mapWith(Number),
              open: sum(open).mapWith(Number),
            })
            .from(invoices)
            .$dynamic(),
        ).where(where),
      ]);
      return {
        ...page,
        results: await itemsOf(db, page.results),
        totals: {
          count: totals!.count,
          amount_centavos: totals!.amount ?? 0,
          total_centavos: totals!.total ?? 0,
          paid_centavos: totals!.paid ?? 0,
          open_centavos: totals!.open ?? 0,
        },
      };
    },

    /** The cycles that have invoices, newest first, and the plants and distributors, for the pickers. */
    async filterOptions() {
      const [invoiced, options] = await Promise.all([
        db.selectDistinct({ cycle: invoices.cycle }).from(invoices).orderBy(desc(invoices.cycle)),
        filterOptions(db),
      ]);
      return { cycles: invoiced.map((row) => row.cycle), ...options };
    },

    /** One invoice as the API shows it (the list's fields without where it belongs). */
    async get(_actor: Actor, id: number) {
      const rows = await db.select().from(invoices).where(eq(invoices.id, id));
      if (!rows.length) throw notFound();
      return (await invoicesToApi(rows, db))[0]!;
    },

    async *all(actor: Actor, query: InvoiceExportQuery) {
      const caller = { ability: actor.ability, where: ranges(query) };
      for await (const rows of listAll(db, source, LIST, query, caller)) yield await itemsOf(db, rows);
    },
  };
}
export type InvoiceList = ReturnType<typeof createInvoiceList>;
