import { and, eq, getTableColumns, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  addMonths,
  closeUnitCycle,
  expireLots,
  type CreditLot,
  type CycleResult,
  type LedgerMovement,
} from '@alvorada/energy';
import type { CycleCloseError } from '@alvorada/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { cycleResults, cycles, invoices, lots, movements } from './schema.ts';
import { loadCycleInputs, type CycleInputs } from './cycle-inputs.ts';
import { insertMany, insertRows } from '../../platform/db/insert-many.ts';
import { selectJson } from './bulk.ts';
import { carryPendingCharges, releaseCarriedCharges } from './late-charge-carry.ts';
import { invoiceLines } from './invoice-lines.ts';

export interface CloseOptions {
  /** UCs per transaction. */
  chunkSize?: number;
  onProgress?(done: number, total: number): Promise<void> | void;
  /** Runs inside each chunk's transaction after its writes (the crash tests fail or hold here). */
  afterChunkWrites?(chunk: number): Promise<void> | void;
}

type LotRow = typeof lots.$inferSelect;
export type CycleRow = typeof cycles.$inferSelect;

const toLot = (row: LotRow): CreditLot => ({
  id: row.id,
  unitId: String(row.unitId),
  plantId: String(row.plantId),
  regime: row.regime,
  originCycle: row.originCycle,
  initialKwh: row.initialKwh,
  balanceKwh: row.balanceKwh,
  expiresAt: row.expiresAt,
  status: row.status,
});

const toLotRow = (lot: CreditLot): LotRow => ({
  ...lot,
  unitId: Number(lot.unitId),
  plantId: Number(lot.plantId),
});

const toMovementRow = (m: LedgerMovement) => ({
  lotId: m.lotId,
  unitId: Number(m.unitId),
  cycle: m.cycle,
  type: m.type,
  kwh: m.kwh,
});

/**
 * The active lots of the UCs to close, read once before the chunks (only a UC's own close changes them),
 * FIFO per UC. One scan of the active lots, kept for the UCs in question and ordered here: cheaper than
 * matching ids or sorting in the database.
 */
async function activeLotsOf(db: Db, unitIds: number[]) {
  const rows = await selectJson(db, getTableColumns(lots), sql`from ${lots} where ${lots.status} = 'ATIVO'`);
  const byUnit = new Map<number, CreditLot[]>(unitIds.map((id) => [id, []]));
  for (const row of rows) byUnit.get(row.unitId)?.push(toLot(row));
  const fifo = (a: CreditLot, b: CreditLot) =>
    a.originCycle !== b.originCycle ? (a.originCycle < b.originCycle ? -1 : 1) : a.id < b.id ? -1 : 1;
  for (const list of byUnit.values()) if (list.length > 1) list.sort(fifo);
  return byUnit;
}

/**
 * Lots whose balance or status changed, as one UPDATE … FROM a JSON recordset. Not unnest: the planner
 * would know the array's length and hash the whole lots table for each chunk; a recordset of unknown
 * size leads it to the primary-key index instead.
 */
function updateLots(changed: CreditLot[]) {
  const payload = JSON.stringify(changed.map((l) => ({ id: l.id, b: l.balanceKwh, s: l.status })));
  return sql`update energy_credit_lots as l set balance_kwh = v.b, status = v.s
    from json_to_recordset(${payload}::json) as v(id text, b int, s text) where l.id = v.id`;
}

function changedLots(before: CreditLot[], after: CreditLot[]) {
  const previous = new Map(before.map((lot) => [lot.id, lot]));
  return after.filter((lot) => {
    const old = previous.get(lot.id);
    return old && old !== lot && (old.balanceKwh !== lot.balanceKwh || old.status !== lot.status);
  });
}

function dueDate(cycle: string, day: number) {
  return `${addMonths(cycle, 1)}-${String(day).padStart(2, '0')}`;
}

function invoiceRow(
  inputs: CycleInputs,
  result: CycleResult,
  unitId: number,
): typeof invoices.$inferInsert | null {
  const unit = inputs.units.get(unitId)!;
  const contract = unit.contractId === null ? undefined : inputs.contracts.get(unit.contractId);
  if (!contract || !result.invoice) return null;
  const invoice = result.invoice;
  const issueDate = `${addMonths(inputs.cycle, 1)}-01`;
  return {
    cycle: inputs.cycle,
    contractId: contract.id,
    customerId: unit.customerId,
    unitId,
    consumptionKwh: invoice.consumptionKwh,
    compensatedKwh: invoice.compensatedKwh,
    amountCentavos: invoice.priceCentavos,
    billWithGdCentavos: invoice.billWithGdCentavos,
    billWithoutGdCentavos: invoice.billWithoutGdCentavos,
    savingsCentavos: invoice.savingsCentavos,
    worseOffWarning: invoice.worseOffWarning,
    creditBalanceKwh: invoice.creditBalanceKwh,
    expiringKwh: invoice.expiringNext3MonthsKwh,
    issueDate,
    dueDate: dueDate(inputs.cycle, contract.dueDay),
    // Nothing is owed on an invoice of R$ 0,00: it is issued for its statement, settled on its issue date.
    ...(invoice.priceCentavos === 0 ? { status: 'PAGA', paidOn: issueDate } : { status: 'EMITIDA' }),
    paymentMethod: contract.paymentMethod,
    lines: invoiceLines(result, contract.pricing, inputs.context(unit), inputs.taxes(unit)),
  };
}

/** One UC's apuração with packages/energy; a UC without a bill is closed with no consumption and no invoice. */
function closeUnit(inputs: CycleInputs, unitId: number, unitLots: CreditLot[]) {
  const unit = inputs.units.get(unitId)!;
  const bill = inputs.bills.get(unitId);
  const contract = unit.contractId === null ? undefined : inputs.contracts.get(unit.contractId);
  return closeUnitCycle(inputs.context(unit), {
    unit: {
      id: String(unitId),
      group: unit.supplyGroup,
      connection: (unit.connection ?? undefined) as never,
    },
    consumptionKwh: bill?.consumptionKwh ?? 0,
    allocations: inputs.allocations.get(unitId) ?? [],
    lots: unitLots,
    cipCentavos: bill?.cipCentavos ?? 0,
    contract: bill ? contract?.pricing : undefined,
  });
}

type ChunkRows = ReturnType<typeof computeChunk>;

/** A chunk's apuração: the rows it writes. Pure computation, no database. */
function computeChunk(inputs: CycleInputs, lotsByUnit: Map<number, CreditLot[]>, unitIds: number[]) {
  const results: (typeof cycleResults.$inferInsert)[] = [];
  const movementRows: ReturnType<typeof toMovementRow>[] = [];
  const newLots: LotRow[] = [];
  const changed: CreditLot[] = [];
  const invoiceRows: NonNullable<ReturnType<typeof invoiceRow>>[] = [];
  for (const unitId of unitIds) {
    const before = lotsByUnit.get(unitId) ?? [];
    const result = closeUnit(inputs, unitId, before);
    results.push({
      cycle: inputs.cycle,
      unitId,
      consumptionKwh: result.consumptionKwh,
      allocatedKwh: result.allocatedKwh,
      compensatedKwh: result.compensatedKwh,
      residualKwh: result.residualKwh,
      bankedKwh: result.bankedKwh,
      expiredKwh: result.expiredKwh,
      minimumRule: result.minimumRule,
      billCentavos: result.bill.totalCentavos,
      billWithoutGdCentavos: result.billWithoutGd.totalCentavos,
      usesPendingRules: result.usesPendingRules,
      usage: result.usage,
    });
    for (const m of result.movements) movementRows.push(toMovementRow(m));
    for (const lot of result.newLots) newLots.push(toLotRow(lot));
    changed.push(...changedLots(before, result.lots));
    const invoice = invoiceRow(inputs, result, unitId);
    if (invoice) invoiceRows.push(invoice);
  }
  return { unitIds, results, movementRows, newLots, changed, invoiceRows };
}

/**
 * A chunk's writes and the cycle's progress as one statement (data-modifying CTEs), so the database works
 * on it in one go while the next chunk is computed.
 */
function chunkStatement(cycleId: number, rows: ChunkRows) {
  const parts: [string, SQL | null][] = [
    ['results', insertRows(cycleResults, rows.results)],
    ['new_lots', insertRows(lots, rows.newLots)],
    ['changed_lots', rows.changed.length ? updateLots(rows.changed) : null],
    ['movements', insertRows(movements, rows.movementRows)],
    ['invoices', insertRows(invoices, rows.invoiceRows)],
  ];
  const writes = parts
    .filter((part): part is [string, SQL] => part[1] !== null)
    .map(([name, statement]) => sql`${sql.identifier(name)} as (${statement})`);
  const progress = sql`update energy_cycles set units_done = units_done + ${rows.unitIds.length}
    where id = ${cycleId}`;
  return writes.length ? sql`with ${sql.join(writes, sql`, `)} ${progress}` : progress;
}

/**
 * Expiry (§3.3) of every active lot due by `cycle`. Closing a UC already expires its own lots, so after the
 * chunks this reaches only the UCs the cycle did not close.
 */
export async function expireDueLots(tx: Tx, cycle: string) {
  const due = await tx
    .select()
    .from(lots)
    .where(and(eq(lots.status, 'ATIVO'), lte(lots.expiresAt, cycle), gt(lots.balanceKwh, 0)));
  const byUnit = new Map<number, CreditLot[]>();
  for (const row of due) byUnit.set(row.unitId, [...(byUnit.get(row.unitId) ?? []), toLot(row)]);
  const changed: CreditLot[] = [];
  const movementRows: ReturnType<typeof toMovementRow>[] = [];
  for (const [unitId, unitLots] of byUnit) {
    const expiry = expireLots(unitLots, cycle, String(unitId));
    changed.push(...expiry.lots);
    movementRows.push(...expiry.movements.map(toMovementRow));
  }
  if (changed.length) await tx.execute(updateLots(changed));
  await insertMany(tx, movements, movementRows, { ignoreDuplicates: true });
}

/** UCs the cycle closes: every UC with a bill or with excedente allocated, in id order. */
function unitsToClose(inputs: CycleInputs) {
  const ids = new Set<number>([...inputs.bills.keys(), ...inputs.allocations.keys()]);
  return [...ids].filter((id) => inputs.units.has(id)).sort((a, b) => a - b);
}

/**
 * Closes a billing cycle for every UC: apuração, ledger movements, lots and invoices, written in chunked
 * transactions. The cycle stays `closing` until the last chunk, and a UC's result row marks it done, so
 * a crash at any point leaves committed chunks whole and a rerun continues with the UCs left. Rerunning
 * a closed cycle does nothing.
 */
export async function closeCycle(db: Db, cycleId: number, options: CloseOptions = {}): Promise<CycleRow> {
  const chunkSize = options.chunkSize ?? 2000;
  const [current] = await db.select().from(cycles).where(eq(cycles.id, cycleId));
  if (!current) throw new Error(`cycle ${cycleId} not found`);
  if (current.state === 'closed') return current;
  const { cycle } = current;
  await db
    .update(cycles)
    .set({ state: 'closing', error: null, startedAt: new Date() })
    .where(eq(cycles.id, cycleId));
  try {
    const inputs = await loadCycleInputs(db, cycle, current.flagMicros);
    const all = unitsToClose(inputs);
    const doneRows = await db
      .select({ unitId: cycleResults.unitId })
      .from(cycleResults)
      .where(eq(cycleResults.cycle, cycle));
    const done = new Set(doneRows.map((row) => row.unitId));
    const pending = all.filter((id) => !done.has(id));
    await db
      .update(cycles)
      .set({ unitsTotal: all.length, unitsDone: done.size })
      .where(eq(cycles.id, cycleId));
    const lotsByUnit = await activeLotsOf(db, pending);
    const chunkOf = (index: number) =>
      computeChunk(inputs, lotsByUnit, pending.slice(index * chunkSize, (index + 1) * chunkSize));
    const chunks = Math.ceil(pending.length / chunkSize);
    let finished = done.size;
    let next = chunks ? chunkOf(0) : null;
    for (let chunk = 0; next; chunk++) {
      const rows = next;
      await db.transaction(async (tx) => {
        // The statement is on its way before the next chunk is computed: the database writes meanwhile.
        const writing = tx.execute(chunkStatement(cycleId, rows)).then(() => undefined);
        try {
          next = chunk + 1 < chunks ? chunkOf(chunk + 1) : null;
        } catch (error) {
          await writing.catch(() => undefined);
          throw error;
        }
        await writing;
        await options.afterChunkWrites?.(chunk);
      });
      finished += rows.unitIds.length;
      await options.onProgress?.(finished, all.length);
    }
    return await db.transaction(async (tx) => {
      await expireDueLots(tx, cycle);
      await carryPendingCharges(tx);
      const [closed] = await tx
        .update(cycles)
        .set({ state: 'closed', stale: false, closedAt: new Date() })
        .where(eq(cycles.id, cycleId))
        .returning();
      return closed!;
    });
  } catch (error) {
    // Only the reason is stored: the error itself goes on to the caller, whose log keeps its message.
    await db
      .update(cycles)
      .set({ state: 'failed', error: 'unexpected' satisfies CycleCloseError })
      .where(eq(cycles.id, cycleId));
    throw error;
  }
}

/**
 * Reopens the latest closed cycle so it can be closed again (after a late bill): the cycle's apuração,
 * movements, new lots and invoices are removed and the lots it touched get their balances back.
 */
export async function reopenCycle(tx: Tx, cycle: string) {
  await tx.execute(sql`
    update energy_credit_lots as l
    set balance_kwh = l.balance_kwh - m.total, status = case when l.balance_kwh - m.total > 0 then 'ATIVO' else l.status end
    from (select lot_id, sum(kwh) as total from energy_credit_movements
          where cycle = ${cycle} and type in ('COMPENSACAO', 'EXPIRACAO') group by lot_id) as m
    where l.id = m.lot_id`);
  await tx.delete(movements).where(eq(movements.cycle, cycle));
  await tx.delete(lots).where(eq(lots.originCycle, cycle));
  await releaseCarriedCharges(tx, sql`select id from energy_invoices where cycle = ${cycle}`);
  await tx.delete(invoices).where(eq(invoices.cycle, cycle));
  await tx.delete(cycleResults).where(eq(cycleResults.cycle, cycle));
  await tx.update(cycles).set({ state: 'open', unitsDone: 0, closedAt: null }).where(eq(cycles.cycle, cycle));
}
