import { eq } from 'drizzle-orm';
import type { Locale, ReportParams } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { JobRefusal } from '../../platform/jobs/record-job.ts';
import { createSummaryService } from './summary-service.ts';
import { createPlantGeneration } from './plant-generation.ts';
import { createPlantAllocations } from './plant-allocations.ts';
import { customers, distributors, plants, units } from './schema.ts';
import { label, type LabelKey } from './report-labels.ts';
import { reportFormatters } from './report-content.ts';

/** A report that cannot be made from the data as it is: the job ends failed with this reason. */
export class ReportRefusal extends JobRefusal {
  constructor(code: MessageCode, params: Record<string, string | number> = {}) {
    super(code, JSON.stringify(params));
  }
}

/** The services a report reads through: the same ones the pages' API answers with. */
export function createReportSources(db: Db) {
  return {
    db,
    summaries: createSummaryService(db),
    plantGeneration: createPlantGeneration(db),
    plantAllocations: createPlantAllocations(db),
  };
}
export type ReportSources = ReturnType<typeof createReportSources>;

export interface BuildContext extends ReportSources {
  actor: Actor;
  locale: Locale;
  params: ReportParams;
  text: (key: LabelKey, params?: Record<string, string | number>) => string;
  format: ReturnType<typeof reportFormatters>;
}

export function buildContext(sources: ReportSources, actor: Actor, params: ReportParams): BuildContext {
  const { locale } = actor;
  return {
    ...sources,
    actor,
    locale,
    params,
    text: (key, values) => label(locale, key, values),
    format: reportFormatters(locale),
  };
}

/** The names the parameters point at; a parameter naming nothing refuses the report. */
export async function namedParams(ctx: BuildContext) {
  const { db, params } = ctx;
  const one = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new ReportRefusal('report_param_missing', { what });
    return row;
  };
  return {
    plant: params.plant_id
      ? await one(db.select().from(plants).where(eq(plants.id, params.plant_id)), ctx.text('plant'))
      : null,
    customer: params.customer_id
      ? await one(
          db.select().from(customers).where(eq(customers.id, params.customer_id)),
          ctx.text('customer'),
        )
      : null,
    unit: params.unit_id
      ? await one(
          db
            .select({ unit: units, customer: customers })
            .from(units)
            .innerJoin(customers, eq(customers.id, units.customerId))
            .where(eq(units.id, params.unit_id)),
          ctx.text('unit'),
        )
      : null,
    distributor: params.distributor_id
      ? await one(
          db.select().from(distributors).where(eq(distributors.id, params.distributor_id)),
          ctx.text('distributor'),
        )
      : null,
  };
}

/** The parameters in words, for the report's subtitle. */
export function describeParams(ctx: BuildContext, named: Awaited<ReturnType<typeof namedParams>>) {
  const { params, text, format } = ctx;
  const parts: string[] = [];
  if (params.month) parts.push(`${text('month')}: ${format.format('month', params.month)}`);
  if (params.from || params.to)
    parts.push(
      `${text('period')}: ${format.format('month', params.from ?? params.to!)} – ${format.format('month', params.to ?? params.from!)}`,
    );
  if (named.plant) parts.push(`${text('plant')}: ${named.plant.name}`);
  if (named.customer) parts.push(`${text('customer')}: ${named.customer.name}`);
  if (named.unit)
    parts.push(`${text('unit')}: ${named.unit.unit.installationNumber} (${named.unit.customer.name})`);
  if (named.distributor) parts.push(`${text('distributor')}: ${named.distributor.acronym}`);
  return parts.join(' · ');
}
