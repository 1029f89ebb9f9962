import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { bills, cycles, units } from './schema.ts';
import { parseCycle, parseDate, parseScaled, type RowError, type TableRow } from './csv.ts';
import type { ImportKind, PreparedImport } from './import-run.ts';
import { insertMany } from '../../platform/db/insert-many.ts';
import { closestName } from '../../platform/closest-name.ts';

type Bill = Omit<typeof bills.$inferInsert, 'id' | 'checkStatus' | 'importId'>;

const COMPARED = [
  'consumptionKwh',
  'injectedKwh',
  'compensatedKwh',
  'creditBalanceKwh',
  'cipCentavos',
  'totalCentavos',
  'dueDate',
  'readingStart',
  'readingEnd',
] as const;

/** Unknown installation numbers a file gets suggestions for: each is compared with every UC's. */
const SUGGESTED_NUMBERS = 100;

/** The registered installation number each unknown one of the file most likely meant. */
async function meantNumbers(db: Db, unknown: string[]) {
  if (!unknown.length) return new Map<string, string | undefined>();
  const known = (await db.select({ number: units.installationNumber }).from(units)).map((u) => u.number);
  return new Map(unknown.slice(0, SUGGESTED_NUMBERS).map((typed) => [typed, closestName(typed, known)]));
}

function readRow(row: TableRow, unitByNumber: Map<string, number>, meant: Map<string, string | undefined>) {
  const errors: RowError[] = [];
  const fail = (field: string, code: RowError['code']) => errors.push({ line: row.line, field, code });
  const v = row.values;
  const unitId = unitByNumber.get(v.uc!);
  const suggestion = meant.get(v.uc!);
  if (suggestion)
    errors.push({ line: row.line, field: 'uc', code: 'unknown_unit_meant', params: { name: suggestion } });
  else if (unitId === undefined) fail('uc', 'unknown_unit');
  const cycle = parseCycle(v.mes_referencia!);
  if (!cycle) fail('mes_referencia', 'invalid_cycle');
  const quantity = (field: string, scale: number, required = false) => {
    const text = v[field] ?? '';
    if (!text) {
      if (required) fail(field, 'required');
      return null;
    }
    const value = parseScaled(text, scale);
    if (value === null) fail(field, 'invalid_number');
    else if (value < 0) fail(field, 'negative_value');
    return value;
  };
  const date = (field: string) => {
    const text = v[field] ?? '';
    const value = text ? parseDate(text) : null;
    if (text && !value) fail(field, 'invalid_date');
    return value;
  };
  const bill: Bill = {
    unitId: unitId!,
    cycle: cycle!,
    consumptionKwh: quantity('consumo_kwh', 0, true)!,
    injectedKwh: quantity('injetado_kwh', 0) ?? 0,
    compensatedKwh: quantity('compensado_kwh', 0),
    creditBalanceKwh: quantity('saldo_kwh', 0),
    cipCentavos: quantity('cip', 2) ?? 0,
    totalCentavos: quantity('valor_total', 2),
    dueDate: date('vencimento'),
    readingStart: date('data_leitura_anterior'),
    readingEnd: date('data_leitura_atual'),
  };
  return { bill: errors.length ? null : bill, errors };
}

/** Distributor bills (§4.3) as CSV or JSON, one row per UC (`uc` = número da instalação) and month. */
export const billImport: ImportKind<Bill> = {
  kind: 'FATURAS',
  required: ['uc', 'mes_referencia', 'consumo_kwh'],
  template:
    'uc;mes_referencia;consumo_kwh;injetado_kwh;compensado_kwh;saldo_kwh;cip;valor_total;vencimento;data_leitura_anterior;data_leitura_atual\r\n' +
    '3001234567;2026-10;350;0;320;1200;12,50;48,90;10/11/2026;01/10/2026;31/10/2026\r\n',
  async prepare(db: Db, rows: TableRow[]): Promise<PreparedImport<Bill>> {
    const numbers = [...new Set(rows.map((row) => row.values.uc ?? ''))];
    const unitRows = await db
      .select({ id: units.id, number: units.installationNumber })
      .from(units)
      .where(inArray(units.installationNumber, numbers));
    const unitByNumber = new Map(unitRows.map((u) => [u.number, u.id]));
    const meant = await meantNumbers(
      db,
      numbers.filter((n) => n && !unitByNumber.has(n)),
    );
    const errors: RowError[] = [];
    const parsed = new Map<string, Bill>();
    for (const row of rows) {
      const { bill, errors: rowErrors } = readRow(row, unitByNumber, meant);
      errors.push(...rowErrors);
      if (!bill) continue;
      const key = `${bill.unitId}:${bill.cycle}`;
      if (parsed.has(key)) errors.push({ line: row.line, field: 'uc', code: 'duplicate_row' });
      parsed.set(key, bill);
    }
    const list = [...parsed.values()];
    const existing = list.length
      ? await db
          .select()
          .from(bills)
          .where(inArray(bills.unitId, [...new Set(list.map((b) => b.unitId))]))
      : [];
    const stored = new Map(existing.map((b) => [`${b.unitId}:${b.cycle}`, b]));
    const inserted: Bill[] = [];
    const updated: Bill[] = [];
    for (const [key, bill] of parsed) {
      const old = stored.get(key);
      if (!old) inserted.push(bill);
      else if (COMPARED.some((field) => old[field] !== bill[field])) updated.push(bill);
    }
    const touched = [...new Set([...inserted, ...updated].map((b) => b.cycle))];
    const closed = touched.length
      ? await db
          .select({ cycle: cycles.cycle })
          .from(cycles)
          .where(and(inArray(cycles.cycle, touched), eq(cycles.state, 'closed')))
      : [];
    return { errors, rows: list, inserted, updated, affectedClosedCycles: closed.map((c) => c.cycle).sort() };
  },
  async write(tx: Tx, importId: number, prepared: PreparedImport<Bill>) {
    const rows = [...prepared.inserted, ...prepared.updated].map((b) => ({ ...b, importId }));
    const set = [...COMPARED.map((field) => bills[field]), bills.importId];
    await insertMany(tx, bills, rows, { upsert: { target: [bills.unitId, bills.cycle], set } });
    // A bill that arrives after its cycle closed makes the cycle stale: it should be recomputed.
    for (const cycle of prepared.affectedClosedCycles ?? [])
      await tx.update(cycles).set({ stale: true }).where(eq(cycles.cycle, cycle));
  },
};
