import { and, count, desc, eq, getTableColumns, lt, min, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { COVERAGE_BAND, SURPLUS_MONTHS } from '@alvorada/contracts';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { folded } from '../../platform/db/list.ts';
import {
  allocationVersions,
  bills,
  customers,
  cycleResults,
  distributors,
  invoices,
  plants,
  units,
} from './schema.ts';
import { standingChanges, standingRows, standingScopes } from './standing-schema.ts';
import { today } from './clock.ts';
import { lotsAtEndOf } from './credit-balance-at.ts';

export type UnitStanding = typeof standingRows.$inferSelect;

export interface StandingScope {
  /** What identifies the figures besides the day: the page, its filters and its period. */
  key: Record<string, unknown>;
  /** The beneficiaries the filters reach, as a condition on `units.id`. */
  unitsWhere?: SQL;
  /** The period's results, as a condition on `cycleResults`. */
  resultsWhere?: SQL;
  /** The lots whose balance counts, as a condition on `lots`. */
  lotsWhere?: SQL;
  /** The cycle at whose end the balance is counted (the ledger up to it). */
  balanceAt: string;
  /** The latest closed cycle: what a UC compensated in it, and whether it was billed for it. */
  latest: string | null;
  /** Completes the stored rows inside the transaction that wrote them (the credits page's proposed shares). */
  complete?: (tx: Tx, scopeId: number) => Promise<void>;
}

/**
 * Every beneficiary UC (the plants' generating UCs stay out) with its figures over the period, in the columns
 * of `standingRows`, computed by the database in one statement.
 *
 * Means are rounded half up (as Math.round), coverage is computed in double precision as JavaScript would.
 * The proposed share is left to `scope.complete`.
 */
function standingQuery(db: Executor, scope: StandingScope) {
  const { high, low } = COVERAGE_BAND;
  const held = lotsAtEndOf(db, scope.balanceAt, scope.lotsWhere);
  const figures = sql`
    select ${units.id} as unit_id, ${units.installationNumber} as installation_number,
      ${units.customerId} as customer_id, ${customers.name} as customer_name,
      ${customers.document} as document, ${customers.status} as status, ${distributors.acronym} as distributor,
      ${units.active} as active, share.plant_id, ${plants.name} as plant_name, share.percent_ppm,
      r.cycles, r.consumption_kwh, r.allocated_kwh, r.compensated_kwh,
      floor(r.consumption_kwh / r.cycles + 0.5)::int as mean_consumption_kwh,
      floor(r.allocated_kwh / r.cycles + 0.5)::int as mean_received_kwh,
      case when r.consumption_kwh > 0 then (r.allocated_kwh / r.cycles) / (r.consumption_kwh / r.cycles) end
        as coverage,
      coalesce(held.balance_kwh, 0) as balance_kwh,
      exists (select 1 from ${invoices} where ${invoices.unitId} = ${units.id}
        and ${invoices.status} in ('EMITIDA', 'PAGA_PARCIAL') and ${invoices.dueDate} < ${today()}) as overdue,
      exists (select 1 from ${bills} where ${bills.unitId} = ${units.id} and ${bills.cycle} = ${scope.latest ?? ''})
        as billed
    from ${units}
    join ${customers} on ${customers.id} = ${units.customerId}
    join ${distributors} on ${distributors.id} = ${units.distributorId}
    left join (
      select ${cycleResults.unitId} as unit_id, count(*)::int as cycles,
        sum(${cycleResults.consumptionKwh})::float8 as consumption_kwh,
        sum(${cycleResults.allocatedKwh})::float8 as allocated_kwh,
        (sum(${cycleResults.compensatedKwh}) filter (where ${cycleResults.cycle} = ${scope.latest ?? ''}))::float8
          as compensated_kwh
      from ${cycleResults} where ${scope.resultsWhere ?? sql`true`} group by ${cycleResults.unitId}
    ) r on r.unit_id = ${units.id}
    left join (
      select ${held.unitId} as unit_id, sum(${held.balanceKwh})::float8 as balance_kwh
      from ${held} group by ${held.unitId}
    ) held on held.unit_id = ${units.id}
    left join (
      select distinct on (item.unit_id) item.unit_id, ${allocationVersions.plantId} as plant_id, item.percent_ppm
      from ${allocationVersions}, jsonb_to_recordset(${allocationVersions.items}) item(unit_id int, percent_ppm int)
      where ${allocationVersions.status} = 'VIGENTE'
      order by item.unit_id, ${allocationVersions.id} desc
    ) share on share.unit_id = ${units.id}
    left join ${plants} on ${plants.id} = share.plant_id
    where ${units.id} not in (select ${plants.generatingUnitId} from ${plants} where ${plants.generatingUnitId} is not null)
      and ${scope.unitsWhere ?? sql`true`}`;
  const standing = sql`
    select unit_id, installation_number, customer_id, customer_name, document, status, distributor, plant_id,
      plant_name, percent_ppm, cycles, consumption_kwh, allocated_kwh, mean_consumption_kwh, mean_received_kwh,
      coverage, compensated_kwh, balance_kwh,
      case when overdue then 'EM_ATRASO' else 'EM_DIA' end as financial,
      ${scope.latest !== null}::boolean and active and not billed as sem_fatura,
      overdue as em_atraso,
      coalesce(coverage > ${high}, false) as sobrealocada,
      coalesce(coverage < ${low}, false) as subalocada,
      coalesce(surplus, false) as surplus,
      coalesce(not surplus and mean_received_kwh < mean_consumption_kwh
        and balance_kwh < mean_consumption_kwh, false) as deficit,
      case when surplus then balance_kwh / mean_consumption_kwh end as months_of_cover,
      null::int as proposed_ppm,
      (row_number() over (order by ${folded(sql`customer_name`)}, customer_name, unit_id))::int as name_rank
    from (
      select *, mean_consumption_kwh > 0 and balance_kwh > ${SURPLUS_MONTHS} * mean_consumption_kwh as surplus
      from (${figures}) figures
    ) standing`;
  return standing;
}

/** The markers' count and first id: any committed write adds one, and pruning them moves the first id. */
async function changeVersion(db: Executor) {
  const [row] = await db.select({ count: count(), first: min(standingChanges.id) }).from(standingChanges);
  return { version: `${row!.count}:${row!.first ?? 0}`, markers: row!.count };
}

/** Stored standings kept besides the newest of each scope, and how long a superseded one stays readable. */
const KEPT_SCOPES = 8;
const MARKERS_KEPT = 5000;

/**
 * The id of the stored standing of `scope` (its rows in `standingRows`), computed when none is current: the
 * 100,000 UCs are joined and grouped once per change of the data, and each page load only reads, counts and
 * orders stored rows.
 *
 * Freshness needs no lock: the rows and the version are read in one repeatable-read snapshot, and every
 * committed write to a source table adds a marker (the triggers of the migration), so a later commit always
 * changes the count. Pruning the markers moves their first id, so a count can never come back to an old
 * version. A superseded standing is deleted a minute later, after the page loads still reading it.
 */
export async function storedStanding(db: Db, scope: StandingScope): Promise<number> {
  const key = JSON.stringify({ ...scope.key, latest: scope.latest, day: today() });
  const { version, markers } = await changeVersion(db);
  const [stored] = await db
    .select({ id: standingScopes.id })
    .from(standingScopes)
    .where(and(eq(standingScopes.scope, key), eq(standingScopes.version, version)))
    .orderBy(desc(standingScopes.id))
    .limit(1);
  if (stored) return stored.id;
  if (markers > MARKERS_KEPT)
    await db
      .delete(standingChanges)
      .where(lt(standingChanges.id, sql`(select max(id) from ${standingChanges})`));
  const id = await db.transaction(
    async (tx) => {
      const { version: seen } = await changeVersion(tx);
      const [created] = await tx
        .insert(standingScopes)
        .values({ scope: key, version: seen })
        .returning({ id: standingScopes.id });
      const names = Object.values(getTableColumns(standingRows))
        .filter((column) => column !== standingRows.scopeId)
        .map((column) => sql.identifier(column.name));
      await tx.execute(
        sql`insert into ${standingRows} (${sql.join(
          [sql.identifier(standingRows.scopeId.name), ...names],
          sql`, `,
        )}) select ${created!.id}, ${sql.join(names, sql`, `)} from (${standingQuery(tx, scope)}) standing`,
      );
      await scope.complete?.(tx, created!.id);
      return created!.id;
    },
    { isolationLevel: 'repeatable read' },
  );
  await db
    .delete(standingScopes)
    .where(
      and(
        lt(standingScopes.createdAt, sql`now() - interval '1 minute'`),
        or(
          sql`exists (select 1 from ${standingScopes} newer where newer.scope = ${standingScopes.scope} and newer.id > ${standingScopes.id})`,
          sql`${standingScopes.id} not in (select id from ${standingScopes} order by id desc limit ${KEPT_SCOPES})`,
        ),
      ),
    );
  await db
    .delete(standingRows)
    .where(notInArray(standingRows.scopeId, db.select({ id: standingScopes.id }).from(standingScopes)));
  return id;
}
