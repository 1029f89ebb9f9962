import { customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  Locale,
  ReportFormat,
  ReportRecipient,
  ReportSchedule,
  ReportStatus,
  ReportType,
} from '@alvorada/contracts';
import { createdAt, flag, moment, serialId } from '../../platform/db/columns.ts';

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A requested report: its inputs, where its job stands and, once ready, its file (any instance serves it). */
export const reports = pgTable(
  'energy_reports',
  {
    id: serialId(),
    type: text('type').$type<ReportType>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** The report's job: queued, running, done with its file or failed with the reason. */
    state: text('status').$type<ReportStatus>().notNull().default('queued'),
    error: text('error'),
    errorReason: text('error_reason'),
    requestedBy: integer('requested_by'),
    requestedByName: text('requested_by_name').notNull().default(''),
    scheduleId: integer('schedule_id'),
    /** Where a finished report goes by e-mail: `requester` or `customer`. */
    deliverTo: text('deliver_to').$type<ReportRecipient>(),
    filename: text('filename'),
    contentType: text('content_type'),
    size: integer('size'),
    file: bytes('file'),
    sentTo: text('sent_to'),
    sentToCustomer: flag('sent_to_customer', false),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
  },
  (t) => [index('energy_reports_created').on(t.createdAt), index('energy_reports_status').on(t.state)],
);

/** A monthly report: on `day` at `hour` (São Paulo) one instance claims the month and queues it. */
export const reportSchedules = pgTable('energy_report_schedules', {
  id: serialId(),
  type: text('type').$type<ReportType>().notNull(),
  format: text('format').$type<ReportSchedule['format']>().notNull(),
  params: jsonb('params').$type<Record<string, string | number>>().notNull(),
  day: integer('day').notNull(),
  hour: integer('hour').notNull(),
  recipients: text('recipients').$type<ReportRecipient>().notNull(),
  active: flag('active', true),
  locale: text('locale').$type<Locale>().notNull(),
  createdBy: integer('created_by'),
  createdByName: text('created_by_name').notNull().default(''),
  /** The last month it ran for (`YYYY-MM`): the claim that makes it run once whatever the instances. */
  lastRunMonth: text('last_run_month'),
  createdAt: createdAt(),
});
