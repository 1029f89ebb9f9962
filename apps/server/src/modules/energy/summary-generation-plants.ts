import { count, sql } from 'drizzle-orm';
import type { GenerationPlantQuery, GenerationPlantRow, GenerationSummary } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { folded, listPage, type ListCaller, type ListSource, type ListSpec } from '../../platform/db/list.ts';
import type { createGenerationSummary } from './summary-generation.ts';
import type { Period } from './summary-period.ts';

/** A column of the plants' lines as the list reads them. */
const column = (name: keyof GenerationPlantRow) => sql`p.${sql.identifier(name)}`;
const p = {
  plant_id: column('plant_id').mapWith(Number),
  name: column('name').mapWith(String),
  uf: column('uf').mapWith(String),
  regime: column('regime').mapWith(String),
  status: column('status').mapWith(String),
  dc_power_kwp: column('dc_power_kwp').mapWith(Number),
  generated_kwh: column('generated_kwh').mapWith(Number),
  expected_kwh: column('expected_kwh').mapWith(Number),
  performance_index: sql<number | null>`p.performance_index`,
  last_reading: sql<string | null>`p.last_reading`,
  alerts: sql<GenerationPlantRow['alerts']>`p.alerts`,
};

const GENERATION_PLANT_LIST: ListSpec = {
  ordering: {
    name: folded(p.name),
    uf: p.uf,
    regime: p.regime,
    status: p.status,
    dc_power_kwp: p.dc_power_kwp,
    generated_kwh: p.generated_kwh,
    expected_kwh: p.expected_kwh,
    performance_index: p.performance_index,
    last_reading: p.last_reading,
  },
  defaultOrdering: 'name',
  key: p.plant_id,
  search: [p.name, p.uf],
  filters: { status: p.status },
};

/**
 * The plants' lines as rows the database reads (one JSON parameter): their figures come from the plants'
 * models, computed in TypeScript, and the one list helper then searches, orders and pages them as every list.
 */
function linesSource(lines: GenerationPlantRow[]): ListSource<GenerationPlantRow> {
  const from = sql`jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as p(
    plant_id int, name text, uf text, regime text, status text, dc_power_kwp float8, generated_kwh float8,
    expected_kwh float8, performance_index float8, last_reading text, alerts jsonb)`;
  return {
    rows: (db, where, orderBy, limit, offset) =>
      db
        .select(p)
        .from(from)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (db, where) => (await db.select({ n: count() }).from(from).where(where))[0]!.n,
  };
}

/**
 * The generation overview as the page reads it: the figures and the plants on alert, by name, without the
 * plants' lines, which `generationPlantPage` gives a page at a time (searched, filtered, ordered).
 */
export function createGenerationPages(db: Db, generation: ReturnType<typeof createGenerationSummary>) {
  const byName = new Intl.Collator('pt-BR').compare;
  return {
    async generationOverview(period: Period): Promise<GenerationSummary> {
      const { table, ...figures } = await generation(period);
      const plants_on_alert = table
        .filter((row) => row.alerts.length > 0)
        .sort((a, b) => byName(a.name, b.name))
        .map(({ plant_id, name, alerts }) => ({ plant_id, name, alerts }));
      return { ...figures, plants_on_alert };
    },

    async generationPlantPage(query: GenerationPlantQuery, caller: ListCaller & { url: string }) {
      const { table } = await generation(query);
      const where = query.alert ? sql`${p.alerts} @> ${JSON.stringify([query.alert])}::jsonb` : undefined;
      return listPage(db, linesSource(table), GENERATION_PLANT_LIST, query, { ...caller, where });
    },
  };
}
