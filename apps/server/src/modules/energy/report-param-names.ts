import { inArray } from 'drizzle-orm';
import type { NamedReportParam, ReportParamNames, ReportParams } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { customers, distributors, plants, units } from './schema.ts';

/**
 * The names of the records the parameters of reports or schedules point at (the UC by its installation
 * number, the distributor by its acronym, as the page's options name it), one query per kind for all the
 * rows.
 */
export async function reportParamNames(db: Db, rows: readonly { params: ReportParams }[]) {
  const idsOf = (param: NamedReportParam) => [
    ...new Set(rows.flatMap(({ params }) => (params[param] === undefined ? [] : [Number(params[param])]))),
  ];
  const lookup = async (
    param: NamedReportParam,
    read: (ids: number[]) => Promise<{ id: number; name: string }[]>,
  ) => {
    const ids = idsOf(param);
    const found = ids.length ? await read(ids) : [];
    return [param, new Map(found.map((row) => [row.id, row.name]))] as const;
  };
  const known = await Promise.all([
    lookup('customer_id', (ids) =>
      db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, ids)),
    ),
    lookup('unit_id', (ids) =>
      db.select({ id: units.id, name: units.installationNumber }).from(units).where(inArray(units.id, ids)),
    ),
    lookup('plant_id', (ids) =>
      db.select({ id: plants.id, name: plants.name }).from(plants).where(inArray(plants.id, ids)),
    ),
    lookup('distributor_id', (ids) =>
      db
        .select({ id: distributors.id, name: distributors.acronym })
        .from(distributors)
        .where(inArray(distributors.id, ids)),
    ),
  ]);
  return (params: ReportParams): ReportParamNames => {
    const names: ReportParamNames = {};
    for (const [param, byId] of known) {
      const name = params[param] === undefined ? undefined : byId.get(Number(params[param]));
      if (name !== undefined) names[param] = name;
    }
    return names;
  };
}
