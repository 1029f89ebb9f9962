import { and, count, gte, lt, lte, sql, sum } from 'drizzle-orm';
import { addMonths, agingSummary } from '@alvorada/energy';
import type { Db } from '../../platform/db/client.ts';
import { invoices, payments, plantCosts } from './schema.ts';
import { addDays, today } from './clock.ts';
import { invoiceTotal } from './invoice-total.ts';
import { countedCosts } from './plant-costs.ts';
import {
  filterOptions,
  invoicesWithin,
  monthsOf,
  num,
  plantScope,
  unitScope,
  type Period,
} from './summary-period.ts';

/** An invoice that still owes: issued, or paid in part. */
const open = sql`${invoices.status} in ('EMITIDA', 'PAGA_PARCIAL')`;

/** The finance overview (energy.md §5.4): what was billed and received, what is open and how late. */
export function createFinanceSummary(db: Db) {
  return async function finance(period: Period) {
    const { from, to } = monthsOf(period);
    const now = today();
    const monthly = await db
      .select({
        cycle: invoices.cycle,
        invoiced: sum(invoiceTotal),
        received: sum(invoices.paidCentavos),
        savings: sum(invoices.savingsCentavos),
        compensated: sum(invoices.compensatedKwh),
        // What the cycle's invoices still owe more than 30 days after their due date.
        overdue30: sum(
          sql`case when ${open} and ${invoices.dueDate} < ${addDays(now, -30)}
            then ${invoiceTotal} - ${invoices.paidCentavos} else 0 end`,
        ),
        n: count(),
      })
      .from(invoices)
      .where(invoicesWithin(period, from, to))
      .groupBy(invoices.cycle)
      .orderBy(invoices.cycle);
    // Summed per due date in the database (a few hundred dates for 100k invoices), bucketed by the rules.
    const openByDueDate = await db
      .select({
        dueDate: invoices.dueDate,
        open: sum(sql`${invoiceTotal} - ${invoices.paidCentavos}`),
      })
      .from(invoices)
      .where(and(open, unitScope(invoices.unitId, period)))
      .groupBy(invoices.dueDate);
    const aging = agingSummary(
      openByDueDate.map((o) => ({ dueDate: o.dueDate, openCentavos: num(o.open) })),
      now,
    );
    const byMethod = await db
      .select({ method: payments.method, total: sum(payments.amountCentavos) })
      .from(payments)
      .where(
        and(
          gte(payments.creditedOn, `${from}-01`),
          lt(payments.creditedOn, `${addMonths(to, 1)}-01`),
          unitScope(
            sql`(select ${invoices.unitId} from ${invoices} where ${invoices.id} = ${payments.invoiceId})`,
            period,
          ),
        ),
      )
      .groupBy(payments.method);
    const costs = await db
      .select({ month: plantCosts.month, total: sum(plantCosts.amountCentavos) })
      .from(plantCosts)
      .where(
        and(
          gte(plantCosts.month, from),
          lte(plantCosts.month, to),
          plantScope(plantCosts.plantId, period),
          countedCosts,
        ),
      )
      .groupBy(plantCosts.month)
      .orderBy(plantCosts.month);
    const invoiced = monthly.reduce((s, m) => s + num(m.invoiced), 0);
    const received = monthly.reduce((s, m) => s + num(m.received), 0);
    const receivedInPeriod = byMethod.reduce((s, m) => s + num(m.total), 0);
    const compensated = monthly.reduce((s, m) => s + num(m.compensated), 0);
    const receivable = Object.values(aging).reduce((s, v) => s + v, 0);
    const overdue30 = monthly.reduce((s, m) => s + num(m.overdue30), 0);
    return {
      from,
      to,
      invoiced_centavos: invoiced,
      received_centavos: received,
      received_in_period_centavos: receivedInPeriod,
      receivable_centavos: receivable,
      delinquency_ratio: invoiced ? overdue30 / invoiced : null,
      revenue_per_compensated_kwh: compensated ? invoiced / 100 / compensated : null,
      savings_delivered_centavos: monthly.reduce((s, m) => s + num(m.savings), 0),
      average_ticket_centavos: monthly.length
        ? Math.round(invoiced / monthly.reduce((s, m) => s + m.n, 0))
        : null,
      aging,
      payment_mix: Object.fromEntries(byMethod.map((m) => [m.method, num(m.total)])),
      monthly: monthly.map((m) => ({
        cycle: m.cycle,
        invoiced_centavos: num(m.invoiced),
        received_centavos: num(m.received),
        costs_centavos: num(costs.find((c) => c.month === m.cycle)?.total),
      })),
      options: await filterOptions(db),
    };
  };
}
