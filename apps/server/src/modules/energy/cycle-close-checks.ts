import { and, asc, eq, gte, inArray, isNull, lte, notExists, or, type SQL } from 'drizzle-orm';
import { addMonths } from '@alvorada/energy';
import type { CycleClosePreview } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { addDays, today } from './clock.ts';
import { bills, contracts, customers, units } from './schema.ts';

/** How many of the UCs missing a bill a preview lists; the count names them all. */
const LISTED = 200;

/** The first day a cycle may close: the day after its month ends. */
export const closableFrom = (cycle: string) => `${addMonths(cycle, 1)}-01`;

/** A month closes only once it has ended, by the module's clock. */
export function assertMonthEnded(cycle: string) {
  const from = closableFrom(cycle);
  if (today() < from) throw new AppError(409, 'cycle_month_not_ended', { params: { cycle, date: from } });
}

/**
 * UCs a cycle bills that have no distributor bill for its month: active UCs whose contract is in force
 * (signed or active, started by the month's end and not ended before it began).
 */
function missingBillsWhere(db: Executor, cycle: string): SQL {
  const first = `${cycle}-01`;
  const last = addDays(closableFrom(cycle), -1);
  const bill = db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.unitId, units.id), eq(bills.cycle, cycle)));
  return and(
    eq(units.active, true),
    inArray(contracts.status, ['ATIVO', 'ASSINADO']),
    lte(contracts.startDate, last),
    or(isNull(contracts.endDate), gte(contracts.endDate, first)),
    notExists(bill),
  )!;
}

/** The UCs of the cycle missing a bill: how many, the ids of all of them and the first ones in detail. */
export async function missingBills(db: Executor, cycle: string) {
  const where = missingBillsWhere(db, cycle);
  const base = db
    .select({ id: units.id })
    .from(units)
    .innerJoin(contracts, eq(contracts.id, units.contractId));
  const ids = (await base.where(where).orderBy(asc(units.id))).map((row) => row.id);
  const listed = ids.length
    ? await db
        .select({
          unit_id: units.id,
          installation_number: units.installationNumber,
          customer_id: customers.id,
          customer_name: customers.name,
        })
        .from(units)
        .innerJoin(contracts, eq(contracts.id, units.contractId))
        .innerJoin(customers, eq(customers.id, units.customerId))
        .where(where)
        .orderBy(asc(units.installationNumber))
        .limit(LISTED)
    : [];
  return { ids, listed };
}

/** What a close of the cycle would meet: whether its month has ended, and the UCs missing a bill. */
export async function closePreview(db: Executor, cycle: string): Promise<CycleClosePreview> {
  const missing = await missingBills(db, cycle);
  return {
    cycle,
    closable_from: closableFrom(cycle),
    month_ended: today() >= closableFrom(cycle),
    missing_bills_count: missing.ids.length,
    missing_bills: missing.listed,
  };
}
