import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/**
 * Late charges of payments that no invoice bills yet go onto the customer's next open invoice: the earliest
 * of a later cycle still issued or partly paid (§2.5 encargos_atraso_anteriores, §3.9). Charges with no such
 * invoice wait, and the next cycle's close bills them; a reversed payment's charges are owed no more. One statement: the payments are marked and the
 * invoices' carried charges raised together. Without `customerId`, every customer's pending charges.
 */
export async function carryPendingCharges(db: Executor, customerId?: number) {
  const scope = customerId === undefined ? sql`` : sql`and i.customer_id = ${customerId}`;
  await db.execute(sql`
    with pending as (
      select p.id, p.late_charges_centavos as charges,
        (select n.id from energy_invoices n
          where n.customer_id = i.customer_id and n.cycle > i.cycle and n.status in ('EMITIDA', 'PAGA_PARCIAL')
          order by n.cycle, n.id limit 1) as target
      from energy_payments p join energy_invoices i on i.id = p.invoice_id
      where p.carried_to_invoice_id is null and p.late_charges_centavos > 0 ${scope}
        and not exists (select 1 from energy_payment_reversals r where r.payment_id = p.id)
    ), moved as (
      update energy_payments p set carried_to_invoice_id = pending.target
      from pending where p.id = pending.id and pending.target is not null
      returning pending.target, pending.charges
    )
    update energy_invoices n set carried_charges_centavos = n.carried_charges_centavos + t.total
    from (select target, sum(charges)::int as total from moved group by target) as t
    where n.id = t.target`);
}

/**
 * Takes back the charges carried onto invoices about to disappear or stop billing (cancelled, or removed by
 * a reopened cycle), so `carryPendingCharges` bills them again elsewhere. `invoiceIds` is a list or subquery.
 */
export async function releaseCarriedCharges(db: Executor, invoiceIds: SQL) {
  await db.execute(
    sql`update energy_payments set carried_to_invoice_id = null where carried_to_invoice_id in (${invoiceIds})`,
  );
  await db.execute(sql`update energy_invoices set carried_charges_centavos = 0 where id in (${invoiceIds})`);
}
