import { and, asc, desc, eq, gte, inArray, lte, max, ne, type SQL } from 'drizzle-orm';
import { addMonths } from '@alvorada/energy';
import { customers, cycles, invoices, lots, movements, plants, units } from './schema.ts';
import { invoiceStatus } from './invoice-api.ts';
import { maskDocument } from './document-mask.ts';
import { codeLabel } from './report-labels.ts';
import { today } from './clock.ts';
import { describeParams, namedParams, ReportRefusal, type BuildContext } from './report-build-context.ts';
import type { ReportContent } from './report-content.ts';

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** 2. What the customer (or one UC) saved in the month, UC by UC, and over the last twelve months. */
export async function savingsStatement(ctx: BuildContext): Promise<ReportContent> {
  const { params, text, locale, db } = ctx;
  const named = await namedParams(ctx);
  const month = params.month!;
  const whose: SQL = params.unit_id
    ? eq(invoices.unitId, params.unit_id)
    : eq(invoices.customerId, params.customer_id!);
  const live = and(whose, ne(invoices.status, 'CANCELADA'));
  const rows = await db
    .select({ invoice: invoices, installation: units.installationNumber })
    .from(invoices)
    .innerJoin(units, eq(units.id, invoices.unitId))
    .where(and(live, eq(invoices.cycle, month)))
    .orderBy(asc(units.installationNumber));
  if (rows.length === 0) throw new ReportRefusal('report_no_invoices', { month });
  const year = await db
    .select({ cycle: invoices.cycle, savings: invoices.savingsCentavos, amount: invoices.amountCentavos })
    .from(invoices)
    .where(and(live, gte(invoices.cycle, addMonths(month, -11)), lte(invoices.cycle, month)));
  const byCycle = new Map<string, { savings: number; amount: number }>();
  for (const r of year) {
    const seen = byCycle.get(r.cycle) ?? { savings: 0, amount: 0 };
    byCycle.set(r.cycle, { savings: seen.savings + r.savings, amount: seen.amount + r.amount });
  }
  const list = rows.map((r) => r.invoice);
  return {
    title: text('demonstrativo_economia'),
    subtitle: describeParams(ctx, named),
    figures: [
      { label: text('billWithoutGd'), kind: 'money', value: sum(list.map((i) => i.billWithoutGdCentavos)) },
      {
        label: `${text('billWithGd')} + ${text('invoice')}`,
        kind: 'money',
        value: sum(list.map((i) => i.billWithGdCentavos + i.amountCentavos)),
      },
      { label: text('savings'), kind: 'money', value: sum(list.map((i) => i.savingsCentavos)) },
      { label: text('savingsYear'), kind: 'money', value: sum(year.map((r) => r.savings)) },
    ],
    tables: [
      {
        title: text('unit'),
        columns: [
          { header: text('unit'), kind: 'text' },
          { header: text('consumption'), kind: 'kwh' },
          { header: text('compensated'), kind: 'kwh' },
          { header: text('billWithoutGd'), kind: 'money' },
          { header: text('billWithGd'), kind: 'money' },
          { header: text('invoice'), kind: 'money' },
          { header: text('savings'), kind: 'money' },
          { header: text('status'), kind: 'text' },
        ],
        rows: rows.map(({ invoice, installation }) => [
          installation,
          invoice.consumptionKwh,
          invoice.compensatedKwh,
          invoice.billWithoutGdCentavos,
          invoice.billWithGdCentavos,
          invoice.amountCentavos,
          invoice.savingsCentavos,
          codeLabel(locale, invoiceStatus(invoice)),
        ]),
      },
      {
        title: text('savingsYear'),
        columns: [
          { header: text('cycle'), kind: 'month' },
          { header: text('invoice'), kind: 'money' },
          { header: text('savings'), kind: 'money' },
        ],
        rows: [...byCycle]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([cycle, v]) => [cycle, v.amount, v.savings]),
      },
    ],
  };
}

/** 3. A UC's credit lots (by vintage), what expires soon and its ledger of movements. */
export async function creditStatement(ctx: BuildContext): Promise<ReportContent> {
  const { params, text, locale, db } = ctx;
  const named = await namedParams(ctx);
  const unitId = params.unit_id!;
  const [closed] = await db
    .select({ cycle: max(cycles.cycle) })
    .from(cycles)
    .where(eq(cycles.state, 'closed'));
  const reference = closed?.cycle ?? today().slice(0, 7);
  const lotRows = await db
    .select({ lot: lots, plant: plants.name })
    .from(lots)
    .leftJoin(plants, eq(plants.id, lots.plantId))
    .where(eq(lots.unitId, unitId))
    .orderBy(asc(lots.originCycle), asc(lots.id));
  const movementRows = await db
    .select()
    .from(movements)
    .where(eq(movements.unitId, unitId))
    .orderBy(desc(movements.cycle), asc(movements.id));
  const active = lotRows.filter((r) => r.lot.status === 'ATIVO').map((r) => r.lot);
  const expiringWithin = (months: number) =>
    sum(
      active
        .filter((l) => l.expiresAt > reference && l.expiresAt <= addMonths(reference, months))
        .map((l) => l.balanceKwh),
    );
  return {
    title: text('extrato_creditos'),
    subtitle: describeParams(ctx, named),
    figures: [
      { label: text('balance'), kind: 'kwh', value: sum(active.map((l) => l.balanceKwh)) },
      { label: text('expiring3'), kind: 'kwh', value: expiringWithin(3) },
      { label: text('expiring12'), kind: 'kwh', value: expiringWithin(12) },
      { label: text('lots'), kind: 'number', value: lotRows.length },
    ],
    tables: [
      {
        title: text('lots'),
        columns: [
          { header: text('originCycle'), kind: 'month' },
          { header: text('plant'), kind: 'text', weight: 2 },
          { header: text('regime'), kind: 'text' },
          { header: text('initial'), kind: 'kwh' },
          { header: text('balance'), kind: 'kwh' },
          { header: text('expiresAt'), kind: 'month' },
          { header: text('status'), kind: 'text' },
        ],
        rows: lotRows.map(({ lot, plant }) => [
          lot.originCycle,
          plant,
          lot.regime,
          lot.initialKwh,
          lot.balanceKwh,
          lot.expiresAt,
          codeLabel(locale, lot.status),
        ]),
      },
      {
        title: text('movements'),
        columns: [
          { header: text('cycle'), kind: 'month' },
          { header: text('type'), kind: 'text', weight: 2 },
          { header: text('energy'), kind: 'kwh' },
          { header: text('originCycle'), kind: 'text' },
        ],
        rows: movementRows.map((m) => [
          m.cycle,
          codeLabel(locale, m.type),
          m.kwh,
          m.lotId.split(':')[1] ?? m.lotId,
        ]),
      },
    ],
  };
}

/**
 * 5. The form the distributor receives: the allocation in force (UC, holder's CPF/CNPJ, share or order)
 * beside the share the credits overview proposes for UCs that bank more than they use.
 */
export async function allocationForm(ctx: BuildContext): Promise<ReportContent> {
  const { params, text, db } = ctx;
  const named = await namedParams(ctx);
  const plantId = params.plant_id!;
  const versions = await ctx.plantAllocations(plantId);
  const current = versions.find((v) => v.status === 'VIGENTE') ?? null;
  const rebalancing = await ctx.summaries.rebalancing({ plant_id: plantId });
  const proposed = new Map(rebalancing.map((r) => [r.unit_id, r.proposed_ppm]));
  const unitIds = current?.items.map((item) => item.unit_id) ?? [];
  const holders = unitIds.length
    ? await db
        .select({ id: units.id, document: customers.document })
        .from(units)
        .innerJoin(customers, eq(customers.id, units.customerId))
        .where(inArray(units.id, unitIds))
    : [];
  const fullDocument = ctx.actor.ability.can('read', 'Prosumidor', 'cpf_cnpj');
  const documentOf = new Map(
    holders.map((h) => [h.id, fullDocument ? h.document : maskDocument(h.document)]),
  );
  const ratio = (ppm: number | null | undefined) =>
    ppm === null || ppm === undefined ? null : ppm / 1_000_000;
  return {
    title: text('rateio_vigente'),
    subtitle: current
      ? `${describeParams(ctx, named)} · ${text('version', {
          version: current.version,
          cycle: current.effective_cycle,
          protocol: current.protocol || '—',
        })}`
      : `${describeParams(ctx, named)} · ${text('noVersion')}`,
    figures: [
      { label: text('unit'), kind: 'number', value: current?.items.length ?? 0 },
      {
        label: text('current'),
        kind: 'ratio',
        value: current ? sum(current.items.map((i) => i.percent_ppm ?? 0)) / 1_000_000 : null,
      },
    ],
    tables: [
      {
        title: text('rateio_vigente'),
        columns: [
          { header: text('contractAccount'), kind: 'text' },
          { header: text('customer'), kind: 'text', weight: 2 },
          { header: text('document'), kind: 'text', weight: 1.3 },
          { header: `${text('percent')} (${text('current')})`, kind: 'share' },
          { header: text('priority'), kind: 'number' },
          { header: `${text('percent')} (${text('proposed')})`, kind: 'share' },
        ],
        rows: (current?.items ?? []).map((item) => [
          item.installation_number,
          item.customer_name,
          documentOf.get(item.unit_id) ?? '',
          ratio(item.percent_ppm),
          item.priority,
          ratio(proposed.get(item.unit_id) ?? item.percent_ppm),
        ]),
      },
    ],
  };
}
