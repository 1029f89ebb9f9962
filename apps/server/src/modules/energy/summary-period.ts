import { and, eq, gte, inArray, lte, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { allocationVersions, cycleResults, cycles, distributors, invoices, plants, units } from './schema.ts';
import { calendarWindow, MONTHS } from './calendar-window.ts';

/** The months and the scope (one plant, one distributor) an overview summary covers. */
export interface Period {
  from?: string;
  to?: string;
  plant_id?: number;
  distributor_id?: number;
}

/** A sum or count as the database returns it (a string, or null over no rows), as a number. */
export const num = (value: unknown) => Number(value ?? 0);

/** The months of a period: the last twelve by default; a reversed or over-long period is refused. */
export function monthsOf(period: Pick<Period, 'from' | 'to'>) {
  const { from, to, steps } = calendarWindow(MONTHS, period.from, period.to);
  return { from, to, months: steps };
}

/** Units the filters reach: the distributor's, and those a plant's allocation versions feed. */
export function unitScope(column: SQLWrapper, period: Period): SQL | undefined {
  return and(
    period.distributor_id
      ? inArray(
          column,
          sql`(select ${units.id} from ${units} where ${units.distributorId} = ${period.distributor_id})`,
        )
      : undefined,
    period.plant_id
      ? inArray(
          column,
          sql`(select (item ->> 'unit_id')::int from ${allocationVersions},
            jsonb_array_elements(${allocationVersions.items}) item
            where ${allocationVersions.plantId} = ${period.plant_id})`,
        )
      : undefined,
  );
}

/** The apurações of the cycles `from`..`to` of the units the filters reach. */
export const resultsWithin = (period: Period, from: string, to: string) =>
  and(gte(cycleResults.cycle, from), lte(cycleResults.cycle, to), unitScope(cycleResults.unitId, period));

/** The invoices that count (all but the cancelled) of the cycles `from`..`to` of the units the filters reach. */
export const invoicesWithin = (period: Period, from: string, to: string) =>
  and(
    gte(invoices.cycle, from),
    lte(invoices.cycle, to),
    sql`${invoices.status} <> 'CANCELADA'`,
    unitScope(invoices.unitId, period),
  );

/** Plants the filters reach: the plant itself, or the distributor's plants. */
export function plantScope(column: SQLWrapper, period: Period): SQL | undefined {
  return and(
    period.plant_id ? eq(column, period.plant_id) : undefined,
    period.distributor_id
      ? inArray(
          column,
          sql`(select ${plants.id} from ${plants} where ${plants.distributorId} = ${period.distributor_id})`,
        )
      : undefined,
  );
}

/** The latest closed cycle, up to the period's end when it has one. */
export async function latestClosedCycle(db: Db, period: Period) {
  const [latest] = await db
    .select({ cycle: max(cycles.cycle) })
    .from(cycles)
    .where(and(eq(cycles.state, 'closed'), period.to ? lte(cycles.cycle, period.to) : undefined));
  return latest?.cycle ?? null;
}

/** The plants (with their city and UF, which tell two of one name apart) and distributors a page's filters offer. */
export async function filterOptions(db: Db) {
  const [plantRows, distributorRows] = await Promise.all([
    db
      .select({ id: plants.id, name: plants.name, city: plants.city, uf: plants.uf })
      .from(plants)
      .orderBy(plants.name),
    db
      .select({ id: distributors.id, name: distributors.acronym })
      .from(distributors)
      .orderBy(distributors.acronym),
  ]);
  return { plants: plantRows, distributors: distributorRows };
}
