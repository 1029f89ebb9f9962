import { and, asc, eq } from 'drizzle-orm';
import { AGING_BUCKETS } from '@alvorada/contracts';
import { bills, customers, cycleResults, units } from './schema.ts';
import { codeLabel } from './report-labels.ts';
import { describeParams, namedParams, ReportRefusal, type BuildContext } from './report-build-context.ts';
import type { ReportContent } from './report-content.ts';

/** 4. Each distributor bill of the month beside the apuração: compensated energy and totals, and the gaps. */
export async function billCheck(ctx: BuildContext): Promise<ReportContent> {
  const { params, text, locale, db } = ctx;
  const named = await namedParams(ctx);
  const month = params.month!;
  const rows = await db
    .select({
      bill: bills,
      installation: units.installationNumber,
      customer: customers.name,
      result: cycleResults,
    })
    .from(bills)
    .innerJoin(units, eq(units.id, bills.unitId))
    .innerJoin(customers, eq(customers.id, units.customerId))
    .leftJoin(cycleResults, and(eq(cycleResults.unitId, bills.unitId), eq(cycleResults.cycle, bills.cycle)))
    .where(
      and(
        eq(bills.cycle, month),
        params.distributor_id ? eq(units.distributorId, params.distributor_id) : undefined,
      ),
    )
    .orderBy(asc(units.installationNumber));
  if (rows.length === 0) throw new ReportRefusal('report_no_bills', { month });
  const gap = (r: (typeof rows)[number]) =>
    r.bill.compensatedKwh === null || !r.result ? null : r.bill.compensatedKwh - r.result.compensatedKwh;
  const divergent = rows.filter((r) => r.bill.checkStatus === 'DIVERGENTE' || (gap(r) ?? 0) !== 0);
  return {
    title: text('conferencia_faturas'),
    subtitle: describeParams(ctx, named),
    figures: [
      { label: text('bills'), kind: 'number', value: rows.length },
      { label: text('divergent'), kind: 'number', value: divergent.length },
      {
        label: text('difference'),
        kind: 'kwh',
        value: divergent.reduce((s, r) => s + Math.abs(gap(r) ?? 0), 0),
      },
    ],
    tables: [
      {
        title: text('bills'),
        columns: [
          { header: text('unit'), kind: 'text' },
          { header: text('customer'), kind: 'text', weight: 1.8 },
          { header: text('consumption'), kind: 'kwh' },
          { header: text('billCompensated'), kind: 'kwh' },
          { header: text('computedCompensated'), kind: 'kwh' },
          { header: text('difference'), kind: 'kwh' },
          { header: text('billTotal'), kind: 'money' },
          { header: text('computedTotal'), kind: 'money' },
          { header: text('status'), kind: 'text' },
        ],
        rows: rows.map((r) => [
          r.installation,
          r.customer,
          r.bill.consumptionKwh,
          r.bill.compensatedKwh,
          r.result?.compensatedKwh ?? null,
          gap(r),
          r.bill.totalCentavos,
          r.result?.billCentavos ?? null,
          codeLabel(locale, r.bill.checkStatus),
        ]),
      },
    ],
  };
}

/** 6. Billing, receipts, aging and delinquency (the finance overview's figures), and the same per plant. */
export async function financeReport(ctx: BuildContext): Promise<ReportContent> {
  const { params, text, locale } = ctx;
  const named = await namedParams(ctx);
  const period = {
    from: params.from,
    to: params.to,
    plant_id: params.plant_id,
    distributor_id: params.distributor_id,
  };
  const summary = await ctx.summaries.finance(period);
  const plantList = summary.options.plants.filter((p) => !params.plant_id || p.id === params.plant_id);
  const perPlant = await Promise.all(
    plantList.map(async (plant) => ({
      plant,
      figures: await ctx.summaries.finance({ ...period, plant_id: plant.id }),
    })),
  );
  return {
    title: text('financeiro'),
    subtitle: describeParams(ctx, named) || `${text('period')}: ${summary.from} – ${summary.to}`,
    figures: [
      { label: text('invoiced'), kind: 'money', value: summary.invoiced_centavos },
      { label: text('received'), kind: 'money', value: summary.received_centavos },
      { label: text('receivedInPeriod'), kind: 'money', value: summary.received_in_period_centavos },
      { label: text('receivable'), kind: 'money', value: summary.receivable_centavos },
      { label: text('delinquency'), kind: 'ratio', value: summary.delinquency_ratio },
    ],
    tables: [
      {
        title: text('monthly'),
        columns: [
          { header: text('cycle'), kind: 'month' },
          { header: text('invoiced'), kind: 'money' },
          { header: text('received'), kind: 'money' },
          { header: text('costs'), kind: 'money' },
        ],
        rows: summary.monthly.map((m) => [
          m.cycle,
          m.invoiced_centavos,
          m.received_centavos,
          m.costs_centavos,
        ]),
      },
      {
        title: text('aging'),
        columns: [
          { header: text('aging'), kind: 'text', weight: 2 },
          { header: text('receivable'), kind: 'money' },
        ],
        rows: AGING_BUCKETS.map((bucket) => [codeLabel(locale, bucket), summary.aging[bucket]]),
      },
      {
        title: text('byPlant'),
        columns: [
          { header: text('plant'), kind: 'text', weight: 2 },
          { header: text('invoiced'), kind: 'money' },
          { header: text('received'), kind: 'money' },
          { header: text('receivable'), kind: 'money' },
          { header: text('delinquency'), kind: 'ratio' },
        ],
        rows: perPlant.map(({ plant, figures }) => [
          plant.name,
          figures.invoiced_centavos,
          figures.received_centavos,
          figures.receivable_centavos,
          figures.delinquency_ratio,
        ]),
      },
    ],
  };
}
