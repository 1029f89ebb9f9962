import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { units } from './schema.ts';
import { standingRows } from './standing-schema.ts';
import { storedStanding, type StandingScope, type UnitStanding } from './unit-standing.ts';
import { resultsWithin, unitScope, type Period } from './summary-period.ts';

/** The stored standing of the UCs, which the prosumers and credits overviews read. */
export const c = standingRows;

/** The orderings both pages' tables of UCs offer, and what their search reads. */
export const byName = {
  customer_name: c.name_rank,
  installation_number: c.installation_number,
  plant_name: c.plant_name,
  percent_ppm: c.percent_ppm,
  balance_kwh: c.balance_kwh,
  mean_consumption_kwh: c.mean_consumption_kwh,
};
export const search = [c.customer_name, c.installation_number, c.plant_name];

export const countWhere = (condition: SQLWrapper) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export const unitNameColumns = {
  unit_id: c.unit_id,
  customer_name: c.customer_name,
  installation_number: c.installation_number,
};
export const unitName = (row: Pick<UnitStanding, keyof typeof unitNameColumns>) => ({
  unit_id: row.unit_id,
  customer_name: row.customer_name,
  installation_number: row.installation_number,
});

/**
 * The standing of every beneficiary UC the filters reach, over the months `from`..`to` and with the lots
 * `lotsWhere` keeps, their balance at the end of the latest closed cycle: the scope id its rows carry.
 */
export function periodStanding(
  db: Db,
  page: 'prosumers' | 'credits',
  period: Period,
  window: { from: string; to: string; latest: string | null; lotsWhere: SQL | undefined },
  complete?: StandingScope['complete'],
) {
  const { from, to, latest, lotsWhere } = window;
  return storedStanding(db, {
    complete,
    key: { page, from, to, plant_id: period.plant_id, distributor_id: period.distributor_id },
    unitsWhere: unitScope(units.id, period),
    resultsWhere: resultsWithin(period, from, to),
    lotsWhere,
    balanceAt: latest ?? to,
    latest,
  });
}
