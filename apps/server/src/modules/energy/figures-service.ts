import { asc, count, sql } from 'drizzle-orm';
import type { Subject } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canUnconditioned } from '../../platform/access/rule-conditions-sql.ts';
import { createSummaryService, type Period } from './summary-service.ts';
import { invoices } from './schema.ts';
import { invoicesToApi, shownStatus } from './invoice-api.ts';

export const FIGURE_KINDS = { generation: 'Geracao', credits: 'Credito', finance: 'Financeiro' } as const;
export type FigureKind = keyof typeof FIGURE_KINDS;

/**
 * The overview pages' figures for a reader acting through another channel (the agent's tools): each needs the
 * same read permission as its page, and a reader without it gets 403, never the figures.
 */
export function createFiguresService(db: Db) {
  const summaries = createSummaryService(db);
  const assertReads = (actor: Actor, subject: Subject) => {
    if (!canUnconditioned(actor.ability, 'read', subject)) throw new AppError(403, 'forbidden');
  };
  return {
    async summary(actor: Actor, kind: FigureKind, period: Period) {
      assertReads(actor, FIGURE_KINDS[kind]);
      return summaries[kind](period);
    },
    /** Invoices past due and not fully paid, oldest due date first, as the invoice list shows them. */
    async overdueInvoices(actor: Actor, limit: number) {
      assertReads(actor, 'Financeiro');
      const overdue = sql`${shownStatus} = 'VENCIDA'`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(overdue)
          .orderBy(asc(invoices.dueDate), asc(invoices.id))
          .limit(limit),
        db.select({ n: count() }).from(invoices).where(overdue),
      ]);
      return { count: total!.n, results: await invoicesToApi(rows, db) };
    },
  };
}

export type FiguresService = ReturnType<typeof createFiguresService>;
