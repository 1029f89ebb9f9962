import { and, eq, gte, lt, lte, sql, sum } from 'drizzle-orm';
import {
  addMonths,
  daysInMonth,
  expectedGeneration,
  performanceIndex,
  performanceRatio,
  specificYield,
  type GenerationModel,
} from '@alvorada/energy';
import type { PlantGeneration, PlantGenerationQuery } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { distributors, invoices, plantCosts, plants, readings } from './schema.ts';
import { invoiceTotal } from './invoice-total.ts';
import { countedCosts } from './plant-costs.ts';
import { invoicesWithin, monthsOf } from './summary-period.ts';
import { calendarWindow, DAYS } from './calendar-window.ts';
import { today } from './clock.ts';
import { expectedToDate, measuredDays } from './expected-to-date.ts';

/** The monthly chart's months, ending at the period's last. */
const CHART_MONTHS = 13;

/** The model's expectation for a whole month, nothing before the plant injects. */
const expectedIn = (model: GenerationModel, month: string) =>
  month >= model.injectionStart.slice(0, 7) ? expectedGeneration(model, month) : 0;

/** One plant's figures (energy.md §5.1 at the plant's scale), computed from its readings and its model. */
export function createPlantGeneration(db: Db) {
  /**
   * The plant's economics over the months (§3.8), for a caller who may read Financeiro: its costs, and the
   * invoices of the UCs it feeds, as the finance overview counts them for the plant.
   */
  async function economicsOf(actor: Actor, id: number, from: string, to: string, generated: number) {
    if (!actor.ability.can('read', 'Financeiro')) return null;
    const [cost] = await db
      .select({ total: sum(plantCosts.amountCentavos) })
      .from(plantCosts)
      .where(
        and(eq(plantCosts.plantId, id), gte(plantCosts.month, from), lte(plantCosts.month, to), countedCosts),
      );
    const [billed] = await db
      .select({
        invoiced: sum(invoiceTotal),
        received: sum(invoices.paidCentavos),
        compensated: sum(invoices.compensatedKwh),
      })
      .from(invoices)
      .where(invoicesWithin({ plant_id: id }, from, to));
    const total = Number(cost?.total ?? 0);
    const invoiced = Number(billed?.invoiced ?? 0);
    const received = Number(billed?.received ?? 0);
    const compensated = Number(billed?.compensated ?? 0);
    return {
      total_centavos: total,
      per_kwh: generated ? total / 100 / generated : null,
      invoiced_centavos: invoiced,
      received_centavos: received,
      revenue_per_compensated_kwh: compensated ? invoiced / 100 / compensated : null,
      revenue_per_generated_kwh: generated ? received / 100 / generated : null,
      margin_centavos: invoiced - total,
    };
  }

  return async function plantGeneration(
    actor: Actor,
    id: number,
    query: PlantGenerationQuery,
  ): Promise<PlantGeneration> {
    const [row] = await db
      .select({ plant: plants, distributor: distributors.acronym })
      .from(plants)
      .innerJoin(distributors, eq(distributors.id, plants.distributorId))
      .where(eq(plants.id, id));
    if (!row) throw notFound();
    const { plant } = row;
    const model: GenerationModel = {
      dcPowerKwp: plant.dcPowerKwp,
      monthlyIrradiation: plant.monthlyIrradiation,
      performanceRatio: plant.performanceRatio,
      annualDegradation: plant.annualDegradation,
      injectionStart: plant.injectionStart,
    };
    const { from, to, months } = monthsOf(query);
    const now = today();
    const chartFrom = [addMonths(to, 1 - CHART_MONTHS), from].sort()[0]!;
    const month = sql`date_trunc('month', ${readings.day})`;
    const monthly = await db
      .select({ month: sql<string>`to_char(${month}, 'YYYY-MM')`, wh: sum(readings.energyWh) })
      .from(readings)
      .where(
        and(
          eq(readings.plantId, id),
          gte(readings.day, `${chartFrom}-01`),
          lt(readings.day, `${addMonths(to, 1)}-01`),
        ),
      )
      .groupBy(month);
    const whByMonth = new Map(monthly.map((m) => [m.month, Number(m.wh ?? 0)]));
    const monthFigures = (month: string) => ({
      month,
      generated_kwh: Math.round((whByMonth.get(month) ?? 0) / 1000),
      expected_kwh: expectedToDate(model, month, now),
    });
    const period = months.map(monthFigures);
    const generated = period.reduce((s, m) => s + m.generated_kwh, 0);
    const expected = period.reduce((s, m) => s + m.expected_kwh, 0);
    // The irradiation the plant's table gives the days measured of the months it was injecting in.
    const reference = months
      .filter((m) => m >= plant.injectionStart.slice(0, 7))
      .reduce((s, m) => s + plant.monthlyIrradiation[Number(m.slice(5)) - 1]! * measuredDays(m, now), 0);

    const days = calendarWindow(DAYS, query.day_from, query.day_to);
    const dailyRows = await db
      .select({ day: readings.day, wh: readings.energyWh })
      .from(readings)
      .where(and(eq(readings.plantId, id), gte(readings.day, days.from), lte(readings.day, days.to)));
    const whByDay = new Map(dailyRows.map((r) => [r.day, r.wh]));
    return {
      plant: {
        id: plant.id,
        name: plant.name,
        distributor: row.distributor,
        city: plant.city,
        uf: plant.uf,
        modality: plant.modality,
        regime: plant.regime,
        status: plant.status,
        dc_power_kwp: plant.dcPowerKwp,
        ac_power_kw: plant.acPowerKw,
        performance_ratio: plant.performanceRatio,
        injection_start: plant.injectionStart,
      },
      from,
      to,
      generated_kwh: generated,
      expected_kwh: expected,
      performance_index: expected ? performanceIndex(generated, expected) : null,
      performance_ratio: reference ? performanceRatio(generated, plant.dcPowerKwp, reference, 1) : null,
      yield_kwh_kwp: specificYield(generated, plant.dcPowerKwp),
      costs: await economicsOf(actor, id, from, to, generated),
      monthly: Array.from({ length: CHART_MONTHS }, (_, i) =>
        monthFigures(addMonths(to, i + 1 - CHART_MONTHS)),
      ),
      day_from: days.from,
      day_to: days.to,
      daily: days.steps.map((day) => {
        const wh = whByDay.get(day);
        const dayMonth = day.slice(0, 7);
        return {
          day,
          generated_kwh: wh === undefined ? null : wh / 1000,
          expected_kwh: day < plant.injectionStart ? 0 : expectedIn(model, dayMonth) / daysInMonth(dayMonth),
        };
      }),
    };
  };
}
