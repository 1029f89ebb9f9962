import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, idSchema, int32, safeString } from './schema-helpers.ts';
import { listQuerySchema } from './api.ts';
import type { Subject } from './access.ts';
import { yearMonthSchema } from './energy.ts';
import { jobStateSchema, type JobKind } from './jobs.ts';
import { filterOptionsSchema } from './energy-summaries.ts';

/** The report catalogue of the Relatórios page (energy.md §5.5), in the page's order. */
export const REPORT_TYPES = [
  'geracao_mensal',
  'demonstrativo_economia',
  'extrato_creditos',
  'conferencia_faturas',
  'rateio_vigente',
  'financeiro',
  'investidor_usina',
  'regulatorio',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** A report is a job: it is never cancelled. */
const reportStatusSchema = jobStateSchema.exclude(['cancelled']);
export const REPORT_STATUSES = reportStatusSchema.options;
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export const REPORT_RECIPIENTS = ['requester', 'customer'] as const;
export type ReportRecipient = (typeof REPORT_RECIPIENTS)[number];

export const REPORT_PARAMS = [
  'month',
  'from',
  'to',
  'plant_id',
  'customer_id',
  'unit_id',
  'distributor_id',
] as const;
export type ReportParam = (typeof REPORT_PARAMS)[number];

export interface ReportDefinition {
  formats: readonly ReportFormat[];
  /** The areas whose data the report reads: the requester must be allowed to read each. */
  subjects: readonly Subject[];
  /** Each parameter it takes, and whether it is required. */
  params: Partial<Record<ReportParam, 'required' | 'optional'>>;
  /** Its parameters name one of these (the UC or the client of a demonstrativo): at least one is required. */
  oneOf?: readonly ReportParam[];
  /** A customer can receive it by e-mail. */
  toCustomer?: boolean;
}

export const REPORT_CATALOGUE: Record<ReportType, ReportDefinition> = {
  geracao_mensal: {
    formats: ['pdf', 'xlsx'],
    subjects: ['Geracao'],
    params: { month: 'required', plant_id: 'optional' },
  },
  demonstrativo_economia: {
    formats: ['pdf'],
    subjects: ['Financeiro', 'Prosumidor'],
    params: { month: 'required', customer_id: 'optional', unit_id: 'optional' },
    oneOf: ['customer_id', 'unit_id'],
    toCustomer: true,
  },
  extrato_creditos: {
    formats: ['pdf', 'xlsx'],
    subjects: ['Credito', 'Prosumidor'],
    params: { unit_id: 'required' },
    toCustomer: true,
  },
  conferencia_faturas: {
    formats: ['pdf', 'xlsx'],
    subjects: ['Prosumidor', 'Credito'],
    params: { month: 'required', distributor_id: 'optional' },
  },
  rateio_vigente: {
    formats: ['pdf', 'xlsx'],
    subjects: ['Prosumidor', 'Credito'],
    params: { plant_id: 'required' },
  },
  financeiro: {
    formats: ['pdf', 'xlsx'],
    subjects: ['Financeiro'],
    params: { from: 'optional', to: 'optional', plant_id: 'optional', distributor_id: 'optional' },
  },
  investidor_usina: {
    formats: ['pdf', 'xlsx'],
    subjects: ['Geracao', 'Financeiro'],
    params: { plant_id: 'required', from: 'optional', to: 'optional' },
  },
  regulatorio: {
    formats: ['pdf', 'xlsx'],
    subjects: ['Geracao'],
    params: { distributor_id: 'optional' },
  },
};

export const reportParamsSchema = z
  .object({
    month: yearMonthSchema.optional(),
    from: yearMonthSchema.optional(),
    to: yearMonthSchema.optional(),
    plant_id: idSchema.optional(),
    customer_id: idSchema.optional(),
    unit_id: idSchema.optional(),
    distributor_id: idSchema.optional(),
  })
  .strict();
export type ReportParams = z.infer<typeof reportParamsSchema>;

/** The names users know the records a report's parameters point at by; a record that no longer exists has none. */
export const reportParamNamesSchema = z.object({
  plant_id: safeString().optional(),
  customer_id: safeString().optional(),
  /** The UC's installation number. */
  unit_id: safeString().optional(),
  /** The distributor's acronym. */
  distributor_id: safeString().optional(),
});
export type ReportParamNames = z.infer<typeof reportParamNamesSchema>;
export type NamedReportParam = keyof ReportParamNames;

/** Parameters a schedule leaves out: each run covers the month before it (or the twelve months up to it). */
export const SCHEDULE_RELATIVE_PARAMS: readonly ReportParam[] = ['month', 'from', 'to'];

/**
 * What a type requires of its format and parameters; issues point at the field to fix. A schedule
 * (`scheduled`) takes no month or period: each run fills them.
 */
function checkAgainstCatalogue(
  value: { type: ReportType; format: ReportFormat; params: ReportParams },
  ctx: z.RefinementCtx,
  scheduled = false,
) {
  const definition = REPORT_CATALOGUE[value.type];
  if (!definition.formats.includes(value.format))
    ctx.addIssue({ code: 'custom', path: ['format'], message: 'report_format_unavailable' });
  for (const name of REPORT_PARAMS) {
    const rule = scheduled && SCHEDULE_RELATIVE_PARAMS.includes(name) ? undefined : definition.params[name];
    const given = value.params[name] !== undefined;
    if (rule === 'required' && !given)
      ctx.addIssue({ code: 'custom', path: ['params', name], message: 'required' });
    if (!rule && given)
      ctx.addIssue({ code: 'custom', path: ['params', name], message: 'report_param_unexpected' });
  }
  if (definition.oneOf && !definition.oneOf.some((name) => value.params[name] !== undefined))
    ctx.addIssue({ code: 'custom', path: ['params', definition.oneOf[0]!], message: 'required' });
  if (value.params.from && value.params.to && value.params.from > value.params.to)
    ctx.addIssue({ code: 'custom', path: ['params', 'from'], message: 'period_reversed' });
}

const requestShape = {
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  params: reportParamsSchema.default({}),
};

export const reportRequestSchema = z.object(requestShape).superRefine(checkAgainstCatalogue);
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportSchema = z.object({
  id: int32(),
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  params: reportParamsSchema,
  param_names: reportParamNamesSchema,
  status: reportStatusSchema,
  /** A code and its text in the reader's language, when it failed. */
  error: safeString().nullable(),
  error_message: safeString().nullable(),
  requested_by: int32().nullable(),
  requested_by_name: safeString(),
  schedule_id: int32().nullable(),
  filename: safeString().nullable(),
  size: int32().nullable(),
  /** Where the file went by e-mail, and when. */
  sent_to: safeString().nullable(),
  sent_at: safeString().nullable(),
  created_at: safeString(),
  finished_at: safeString().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListQuerySchema = listQuerySchema.extend({
  type: z.enum(REPORT_TYPES).optional(),
  status: reportStatusSchema.optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  plant_id: idSchema.optional(),
  customer_id: idSchema.optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportSendSchema = z.object({ to: z.enum(REPORT_RECIPIENTS).default('requester') });

/** A monthly schedule: on `day` (1–28, every month has it) at `hour` (São Paulo time). */
export const reportScheduleInputSchema = z
  .object({
    ...requestShape,
    day: int32().min(1).max(28),
    hour: int32().min(0).max(23),
    recipients: z.enum(REPORT_RECIPIENTS).default('requester'),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    checkAgainstCatalogue(value, ctx, true);
    if (value.recipients === 'customer' && !REPORT_CATALOGUE[value.type].toCustomer)
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'report_not_for_customer' });
  });
export type ReportScheduleInput = z.infer<typeof reportScheduleInputSchema>;

export const reportScheduleSchema = z.object({
  id: int32(),
  type: z.enum(REPORT_TYPES),
  format: z.enum(REPORT_FORMATS),
  params: reportParamsSchema,
  /** The names of the records its parameters point at, as on a report. */
  param_names: reportParamNamesSchema,
  day: int32(),
  hour: int32(),
  recipients: z.enum(REPORT_RECIPIENTS),
  active: z.boolean(),
  created_by: int32().nullable(),
  created_by_name: safeString(),
  last_run_month: safeString().nullable(),
  created_at: safeString(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** GET /api/energy/summary/reports/: the page's KPIs. */
export const reportSummarySchema = z.object({
  month: safeString(),
  generated_this_month: int32(),
  scheduled: int32(),
  failed: int32(),
  last_sent_to_customers_at: safeString().nullable(),
  options: filterOptionsSchema,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** A change to a schedule: pause or resume it, move its day or hour, change who receives it. */
export const reportSchedulePatchSchema = z.object({
  day: int32().min(1).max(28).optional(),
  hour: int32().min(0).max(23).optional(),
  recipients: z.enum(REPORT_RECIPIENTS).optional(),
  active: z.boolean().optional(),
});
export type ReportSchedulePatch = z.infer<typeof reportSchedulePatchSchema>;

export const reportScheduleListQuerySchema = listQuerySchema.extend({
  type: z.enum(REPORT_TYPES).optional(),
});

/** The `kind` of the realtime `job_progress` messages a report's status changes send. */
export const REPORT_JOB_KIND = 'energy.report' satisfies JobKind;
