import { and, gte, lt, sql, sum } from 'drizzle-orm';
import { addMonths, performanceIndex, specificYield } from '@alvorada/energy';
import type { GenerationPlantRow, PlantAlert } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { plants, readings } from './schema.ts';
import { addDays, today } from './clock.ts';
import { monthsOf, num, type Period } from './summary-period.ts';
import { expectedToDate } from './expected-to-date.ts';

/**
 * The generation overview (energy.md §5.1): each plant's generation against its model over the months, with
 * every plant's line in `table` (the reports and the agent read it whole; the page reads it a page at a time).
 */
export function createGenerationSummary(db: Db) {
  return async function generation(period: Period) {
    const { from, to, months } = monthsOf(period);
    const plantRows = (await db.select().from(plants)).filter(
      (p) =>
        (!period.plant_id || p.id === period.plant_id) &&
        (!period.distributor_id || p.distributorId === period.distributor_id),
    );
    // Grouped by the month's first day: the month is formatted once per group, not once per reading.
    const month = sql`date_trunc('month', ${readings.day})`;
    const monthly = await db
      .select({
        plantId: readings.plantId,
        month: sql<string>`to_char(${month}, 'YYYY-MM')`,
        wh: sum(readings.energyWh),
      })
      .from(readings)
      .where(and(gte(readings.day, `${from}-01`), lt(readings.day, `${addMonths(to, 1)}-01`)))
      .groupBy(readings.plantId, month);
    // Each plant's latest day through the (plant, day) key, rather than a scan of every reading.
    const lastReadings = await db
      .select({
        plantId: plants.id,
        last: sql<
          string | null
        >`(select max(${readings.day}) from ${readings} where ${readings.plantId} = ${plants.id})`.mapWith(
          readings.day,
        ),
      })
      .from(plants);
    const lastByPlant = new Map(lastReadings.map((r) => [r.plantId, r.last]));
    const whByPlantMonth = new Map(monthly.map((r) => [`${r.plantId}|${r.month}`, num(r.wh)]));
    const now = today();
    const table = plantRows.map((plant) => {
      const model = {
        dcPowerKwp: plant.dcPowerKwp,
        monthlyIrradiation: plant.monthlyIrradiation,
        performanceRatio: plant.performanceRatio,
        annualDegradation: plant.annualDegradation,
        injectionStart: plant.injectionStart,
      };
      const series = months.map((month) => ({
        month,
        generated_kwh: Math.round((whByPlantMonth.get(`${plant.id}|${month}`) ?? 0) / 1000),
        expected_kwh: expectedToDate(model, month, now),
      }));
      const generated = series.reduce((s, m) => s + m.generated_kwh, 0);
      const expected = series.reduce((s, m) => s + m.expected_kwh, 0);
      const last = lastByPlant.get(plant.id) ?? null;
      const pi = expected ? performanceIndex(generated, expected) : null;
      return {
        plant_id: plant.id,
        name: plant.name,
        uf: plant.uf,
        regime: plant.regime,
        status: plant.status,
        dc_power_kwp: plant.dcPowerKwp,
        generated_kwh: generated,
        expected_kwh: expected,
        performance_index: pi,
        last_reading: last,
        alerts: [
          ...(last === null || last < addDays(now, -1) ? ['SEM_DADOS'] : []),
          ...(pi !== null && pi < 0.9 ? ['PI_BAIXO'] : []),
        ] as PlantAlert[],
        series,
      };
    });
    const generated = table.reduce((s, p) => s + p.generated_kwh, 0);
    const expected = table.reduce((s, p) => s + p.expected_kwh, 0);
    const kwp = table.reduce((s, p) => s + p.dc_power_kwp, 0);
    const byStatus: Record<string, number> = {};
    for (const p of plantRows) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
    return {
      from,
      to,
      plants: plantRows.length,
      plants_by_status: byStatus,
      capacity_kwp: kwp,
      capacity_kw_ac: plantRows.reduce((s, p) => s + p.acPowerKw, 0),
      generated_kwh: generated,
      expected_kwh: expected,
      performance_index: expected ? performanceIndex(generated, expected) : null,
      yield_kwh_kwp: kwp ? specificYield(generated, kwp) : null,
      monthly: months.map((month, i) => ({
        month,
        generated_kwh: table.reduce((s, p) => s + p.series[i]!.generated_kwh, 0),
        expected_kwh: table.reduce((s, p) => s + p.series[i]!.expected_kwh, 0),
      })),
      table: table.map(({ series: _series, ...row }): GenerationPlantRow => row),
    };
  };
}
