import { asc, eq } from 'drizzle-orm';
import { DEFAULT_REGIME_DATES, fioBRule, plantSizeClass, type GdRegime } from '@alvorada/energy';
import { distributors, plants } from './schema.ts';
import { today } from './clock.ts';
import { codeLabel } from './report-labels.ts';
import { describeParams, namedParams, ReportRefusal, type BuildContext } from './report-build-context.ts';
import type { ReportContent } from './report-content.ts';

/** The share of Fio B a regime pays in a year, as a ratio; null where the ladder has no row. */
function fioBShare(year: number, regime: GdRegime) {
  try {
    return fioBRule(year, regime).fioBSharePpm / 1_000_000;
  } catch {
    return null;
  }
}

/** 1. Each plant's month: generated against expected, PI, PR and what is wrong (the generation overview's figures). */
export async function monthlyGeneration(ctx: BuildContext): Promise<ReportContent> {
  const { params, text, locale } = ctx;
  const named = await namedParams(ctx);
  const month = params.month!;
  const summary = await ctx.summaries.generation({ from: month, to: month, plant_id: params.plant_id });
  const ratios = await Promise.all(
    summary.table.map(
      async (row) =>
        (await ctx.plantGeneration(ctx.actor, row.plant_id, { from: month, to: month })).performance_ratio,
    ),
  );
  return {
    title: text('geracao_mensal'),
    subtitle: describeParams(ctx, named),
    figures: [
      { label: text('generated'), kind: 'kwh', value: summary.generated_kwh },
      { label: text('expected'), kind: 'kwh', value: summary.expected_kwh },
      { label: text('pi'), kind: 'ratio', value: summary.performance_index },
      { label: text('plants'), kind: 'number', value: summary.plants },
    ],
    tables: [
      {
        title: text('plants'),
        columns: [
          { header: text('plant'), kind: 'text', weight: 2 },
          { header: text('capacity'), kind: 'number' },
          { header: text('generated'), kind: 'kwh' },
          { header: text('expected'), kind: 'kwh' },
          { header: text('pi'), kind: 'ratio' },
          { header: text('pr'), kind: 'ratio' },
          { header: text('lastReading'), kind: 'date' },
          { header: text('incidents'), kind: 'text', weight: 1.4 },
        ],
        rows: summary.table.map((row, i) => [
          row.name,
          row.dc_power_kwp,
          row.generated_kwh,
          row.expected_kwh,
          row.performance_index,
          ratios[i] ?? null,
          row.last_reading,
          row.alerts.map((alert) => codeLabel(locale, alert)).join(', '),
        ]),
      },
    ],
  };
}

/** 7. One plant as an investment: generation, revenue, costs, margin, revenue per kWh and the Fio B ladder ahead. */
export async function investorReport(ctx: BuildContext): Promise<ReportContent> {
  const { params, text } = ctx;
  const named = await namedParams(ctx);
  const plant = named.plant!;
  const generation = await ctx.plantGeneration(ctx.actor, plant.id, { from: params.from, to: params.to });
  const finance = await ctx.summaries.finance({
    from: generation.from,
    to: generation.to,
    plant_id: plant.id,
  });
  const revenue = finance.invoiced_centavos;
  const costs = generation.costs?.total_centavos ?? 0;
  const generatedByMonth = new Map(generation.monthly.map((m) => [m.month, m.generated_kwh]));
  const year = Number(today().slice(0, 4));
  return {
    title: `${text('investidor_usina')} — ${plant.name}`,
    subtitle: describeParams(ctx, named) || `${text('period')}: ${generation.from} – ${generation.to}`,
    figures: [
      { label: text('generated'), kind: 'kwh', value: generation.generated_kwh },
      { label: text('revenue'), kind: 'money', value: revenue },
      { label: text('costs'), kind: 'money', value: costs },
      { label: text('margin'), kind: 'money', value: revenue - costs },
      {
        label: text('revenuePerKwh'),
        kind: 'text',
        value: generation.generated_kwh
          ? `${ctx.format.format('money', Math.round((revenue / generation.generated_kwh) * 10_000) / 100)}/kWh`
          : null,
      },
      { label: text('pi'), kind: 'ratio', value: generation.performance_index },
    ],
    tables: [
      {
        title: text('monthly'),
        columns: [
          { header: text('month'), kind: 'month' },
          { header: text('generated'), kind: 'kwh' },
          { header: text('revenue'), kind: 'money' },
          { header: text('received'), kind: 'money' },
          { header: text('costs'), kind: 'money' },
          { header: text('margin'), kind: 'money' },
        ],
        rows: finance.monthly.map((m) => [
          m.cycle,
          generatedByMonth.get(m.cycle) ?? null,
          m.invoiced_centavos,
          m.received_centavos,
          m.costs_centavos,
          m.invoiced_centavos - m.costs_centavos,
        ]),
      },
      {
        title: `${text('fioBProjection')} (${plant.regime})`,
        columns: [
          { header: text('year'), kind: 'text' },
          { header: text('fioBShare'), kind: 'ratio' },
        ],
        rows: Array.from({ length: 6 }, (_, i) => [String(year + i), fioBShare(year + i, plant.regime)]),
      },
    ],
  };
}

/** 8. Plants by regime: AC power against the legal limits, protocol dates and the Fio B share of this year. */
export async function regulatoryReport(ctx: BuildContext): Promise<ReportContent> {
  const { params, text, locale } = ctx;
  const named = await namedParams(ctx);
  const rows = await ctx.db
    .select({ plant: plants, distributor: distributors.acronym })
    .from(plants)
    .innerJoin(distributors, eq(distributors.id, plants.distributorId))
    .where(params.distributor_id ? eq(plants.distributorId, params.distributor_id) : undefined)
    .orderBy(asc(plants.regime), asc(plants.name));
  if (params.distributor_id && rows.length === 0) throw new ReportRefusal('report_no_data');
  const year = Number(today().slice(0, 4));
  const byRegime = new Map<string, number>();
  for (const { plant } of rows) byRegime.set(plant.regime, (byRegime.get(plant.regime) ?? 0) + 1);
  return {
    title: text('regulatorio'),
    subtitle: describeParams(ctx, named),
    figures: [...byRegime].map(([regime, n]) => ({ label: regime, kind: 'number' as const, value: n })),
    tables: [
      {
        title: text('plantsByRegime'),
        columns: [
          { header: text('plant'), kind: 'text', weight: 2 },
          { header: text('distributor'), kind: 'text' },
          { header: text('regime'), kind: 'text' },
          { header: text('acPower'), kind: 'number' },
          { header: text('sizeClass'), kind: 'text' },
          { header: text('limit'), kind: 'number' },
          { header: text('protocol'), kind: 'date' },
          { header: text('injectionStart'), kind: 'date' },
          { header: `${text('fioBShare')} ${year}`, kind: 'ratio' },
        ],
        rows: rows.map(({ plant, distributor }) => {
          const legacyLimit = plant.accessRequestDate <= DEFAULT_REGIME_DATES.gdICutoff;
          const sizeClass = plantSizeClass({
            dcPowerKwp: plant.dcPowerKwp,
            acPowerKw: plant.acPowerKw,
            dispatchable: plant.dispatchable,
            legacyLimit,
          });
          return [
            plant.name,
            distributor,
            plant.regime,
            plant.acPowerKw,
            codeLabel(locale, sizeClass),
            sizeClass === 'MICRO' ? 75 : plant.dispatchable || legacyLimit ? 5000 : 3000,
            plant.accessRequestDate,
            plant.injectionStart,
            fioBShare(year, plant.regime),
          ];
        }),
      },
    ],
  };
}
