import { inArray } from 'drizzle-orm';
import type { Payment } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { paymentReversals, payments } from './schema.ts';
import { paymentToApi } from './finance-to-api.ts';

/** Payments as the API shows them, each with its reversal when it was taken back. */
export async function paymentsToApi(
  rows: (typeof payments.$inferSelect)[],
  db: Executor,
): Promise<Payment[]> {
  const ids = rows.map((row) => row.id);
  const reversals = ids.length
    ? await db.select().from(paymentReversals).where(inArray(paymentReversals.paymentId, ids))
    : [];
  const byPayment = new Map(reversals.map((r) => [r.paymentId, r]));
  return rows.map((row) => paymentToApi(row, byPayment.get(row.id) ?? null));
}
