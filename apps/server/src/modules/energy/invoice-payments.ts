import { and, desc, eq, sql } from 'drizzle-orm';
import type { Payment, PAYMENT_SOURCES } from '@alvorada/contracts';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { customerCredits, customers, invoices, paymentReversals, payments } from './schema.ts';
import { totalOf } from './invoice-total.ts';
import { chargesDue, notReversed } from './invoice-billing.ts';
import { carryPendingCharges } from './late-charge-carry.ts';
import { today } from './clock.ts';
import { paymentsToApi } from './payment-api.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type PaymentInput = Pick<Payment, 'invoice_id' | 'method' | 'amount_centavos' | 'credited_on'> & {
  excess_as_credit: boolean;
  source?: (typeof PAYMENT_SOURCES)[number];
};

const money = (centavos: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(centavos / 100);

/** An invoice's paid amount and the status it gives: nothing paid is issued, all of it paid. */
const paidState = (invoice: InvoiceRow, paid: number) => ({
  paidCentavos: paid,
  status:
    paid === 0
      ? ('EMITIDA' as const)
      : paid >= totalOf(invoice)
        ? ('PAGA' as const)
        : ('PAGA_PARCIAL' as const),
});

/** What the audit log shows of an invoice's payment state. */
const paymentState = (invoice: Pick<InvoiceRow, 'status' | 'paidCentavos' | 'paidOn'>) => ({
  status: invoice.status,
  paid_centavos: invoice.paidCentavos,
  paid_on: invoice.paidOn,
});

/** An invoice's payments still standing, newest recorded first. */
const standingPayments = (db: Executor, invoiceId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), notReversed(db)))
    .orderBy(desc(payments.id));

/** A customer's credit in centavos: the sum of its movements. */
export async function creditBalance(db: Executor, customerId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${customerCredits.amountCentavos}), 0)` })
    .from(customerCredits)
    .where(eq(customerCredits.customerId, customerId));
  return Number(row!.total);
}

/** Checks a payment's day and amount against the invoice; answers the excess over what is open. */
function excessOf(invoice: InvoiceRow, input: PaymentInput, locale: string) {
  if (input.credited_on > today())
    throw new AppError(400, 'payment_date_future', { fields: { credited_on: ['payment_date_future'] } });
  if (input.credited_on < invoice.issueDate)
    throw new AppError(400, 'payment_before_issue', { fields: { credited_on: ['payment_before_issue'] } });
  const open = totalOf(invoice) - invoice.paidCentavos;
  const excess = Math.max(0, input.amount_centavos - open);
  if (excess > 0 && !input.excess_as_credit) {
    throw new AppError(400, 'payment_over_open', {
      params: { open: money(open, locale) },
      fields: { amount_centavos: ['payment_over_open_field'] },
    });
  }
  return excess;
}

/**
 * Payments of the operator's invoices and their reversals (estornos), each audited. A payment is dated the
 * day the money arrived, which the §3.9 late charges run to; one above the open amount is taken only when
 * asked, its excess becoming the customer's credit, which may later pay open invoices. A reversal keeps the
 * payment and records why: the invoice's open amount and status come back, its late charges and any excess
 * credit are taken back, and credit it applied returns to the customer.
 */
export function createInvoicePayments(db: Db) {
  /** Records a payment; its late charges go onto the customer's next open invoice. */
  const pay = async (tx: Tx, input: PaymentInput, actor: Actor) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoice_id)).for('update');
    if (!invoice)
      throw new AppError(400, 'not_found_reference', { fields: { invoice_id: ['not_found_reference'] } });
    if (invoice.status === 'CANCELADA') throw new AppError(409, 'invoice_cancelled');
    if (invoice.status === 'PAGA') throw new AppError(409, 'invoice_already_paid');
    const excess = excessOf(invoice, input, actor.locale);
    const charges = await chargesDue(tx, invoice, input.credited_on);
    const paidOn = invoice.paidOn && invoice.paidOn > input.credited_on ? invoice.paidOn : input.credited_on;
    const [updated] = await tx
      .update(invoices)
      .set({ ...paidState(invoice, invoice.paidCentavos + input.amount_centavos - excess), paidOn })
      .where(eq(invoices.id, invoice.id))
      .returning();
    const [row] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        method: input.method,
        source: input.source,
        amountCentavos: input.amount_centavos,
        creditedOn: input.credited_on,
        lateChargesCentavos: charges.fineCentavos + charges.interestCentavos,
        excessCentavos: excess,
      })
      .returning();
    if (excess > 0) {
      await tx.insert(customerCredits).values({
        customerId: invoice.customerId,
        paymentId: row!.id,
        kind: 'EXCESSO_PAGAMENTO',
        amountCentavos: excess,
      });
    }
    await carryPendingCharges(tx, invoice.customerId);
    await audit(tx, actor, {
      action: input.source === 'CREDITO_CLIENTE' ? 'apply_credit' : 'pay',
      subject: 'Financeiro',
      targetId: invoice.id,
      before: paymentState(invoice),
      after: {
        ...paymentState(updated!),
        payment_id: row!.id,
        amount_centavos: row!.amountCentavos,
        credited_on: row!.creditedOn,
        late_charges_centavos: row!.lateChargesCentavos,
        excess_centavos: excess,
      },
    });
    return row!.id;
  };

  return {
    pay,

    /**
     * Pays the invoice, or part of it, with the customer's credit, dated today: a payment like any other
     * (late charges to today, reversible, audited as the credit's application) and the credit movement that
     * takes the amount from the balance. The customer's row is locked so two applications never spend the same
     * credit.
     */
    async applyCredit(actor: Actor, invoiceId: number, amount: number) {
      await db.transaction(async (tx) => {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
        if (!invoice) throw notFound();
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, invoice.customerId))
          .for('update');
        const balance = await creditBalance(tx, invoice.customerId);
        if (amount > balance) {
          throw new AppError(400, 'credit_over_balance', {
            params: { balance: money(balance, actor.locale) },
            fields: { amount_centavos: ['credit_over_balance_field'] },
          });
        }
        const open = totalOf(invoice) - invoice.paidCentavos;
        if (amount > open && invoice.status !== 'CANCELADA' && invoice.status !== 'PAGA') {
          throw new AppError(400, 'credit_over_open', {
            params: { open: money(open, actor.locale) },
            fields: { amount_centavos: ['payment_over_open_field'] },
          });
        }
        const input = {
          invoice_id: invoiceId,
          method: invoice.paymentMethod,
          amount_centavos: amount,
          credited_on: today(),
          excess_as_credit: false,
          source: 'CREDITO_CLIENTE' as const,
        };
        const paymentId = await pay(tx, input, actor);
        await tx.insert(customerCredits).values({
          customerId: invoice.customerId,
          paymentId,
          kind: 'APLICACAO_FATURA',
          amountCentavos: -amount,
        });
      });
    },

    /**
     * Takes back the invoice's latest payment still standing. Its late charges leave the invoice they were
     * carried onto, unless that one was paid since (its payment is to be reversed first).
     */
    async reverse(actor: Actor, paymentId: number, reason: string): Promise<Payment> {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
        if (!payment) throw notFound();
        const [invoice] = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.id, payment.invoiceId))
          .for('update');
        const [reversed] = await tx
          .select({ id: paymentReversals.id })
          .from(paymentReversals)
          .where(eq(paymentReversals.paymentId, paymentId));
        if (reversed) throw new AppError(409, 'payment_already_reversed');
        const [latest] = await standingPayments(tx, invoice!.id).limit(1);
        if (latest!.id !== payment.id)
          throw new AppError(409, 'payment_not_latest', { params: { payment: latest.id } });
        if (payment.carriedToInvoiceId !== null) {
          const [target] = await tx
            .select()
            .from(invoices)
            .where(eq(invoices.id, payment.carriedToInvoiceId));
          if (target!.paidCentavos > 0) {
            throw new AppError(409, 'payment_charges_billed', {
              params: { invoice: target!.id, cycle: target!.cycle },
            });
          }
          await tx
            .update(invoices)
            .set({ carriedChargesCentavos: target!.carriedChargesCentavos - payment.lateChargesCentavos })
            .where(eq(invoices.id, target!.id));
          await tx.update(payments).set({ carriedToInvoiceId: null }).where(eq(payments.id, payment.id));
        }
        await tx
          .insert(paymentReversals)
          .values({ paymentId, reversedOn: today(), reason, userId: actor.userId });
        if (payment.source === 'CREDITO_CLIENTE') {
          await tx.insert(customerCredits).values({
            customerId: invoice!.customerId,
            paymentId,
            kind: 'ESTORNO_APLICACAO',
            amountCentavos: payment.amountCentavos,
          });
        }
        if (payment.excessCentavos > 0) {
          await tx.insert(customerCredits).values({
            customerId: invoice!.customerId,
            paymentId,
            kind: 'ESTORNO_EXCESSO',
            amountCentavos: -payment.excessCentavos,
          });
        }
        const remaining = await standingPayments(tx, invoice!.id);
        const paidOn = remaining.reduce<string | null>(
          (last, p) => (last && last > p.creditedOn ? last : p.creditedOn),
          null,
        );
        const [updated] = await tx
          .update(invoices)
          .set({
            ...paidState(invoice!, invoice!.paidCentavos - payment.amountCentavos + payment.excessCentavos),
            paidOn,
          })
          .where(eq(invoices.id, invoice!.id))
          .returning();
        await audit(tx, actor, {
          action: 'reverse_payment',
          subject: 'Financeiro',
          targetId: invoice!.id,
          before: { ...paymentState(invoice!), payment_id: paymentId },
          after: { ...paymentState(updated!), payment_id: paymentId, reason },
        });
        const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
        return (await paymentsToApi([row!], tx))[0]!;
      });
    },
  };
}
export type InvoicePayments = ReturnType<typeof createInvoicePayments>;
