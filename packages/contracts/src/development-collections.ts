import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, int32, safeString } from './schema-helpers.ts';
import { JOB_KINDS, jobStateSchema, type JobKind } from './jobs.ts';
import { listQuerySchema, pageOf } from './api.ts';

/** A collection's run is a job of the shared lifecycle, of this kind. */
export const API_TEST_RUN_JOB_KIND = 'development.test-run' satisfies JobKind;

/** The intervals a collection may run on by itself, in minutes. */
export const API_TEST_SCHEDULES = [15, 60, 360, 1440] as const;
export type ApiTestSchedule = (typeof API_TEST_SCHEDULES)[number];

export const API_TEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A JSON path as the assertions and captures read it: `$`, then `.name` or `[index]` steps. */
const jsonPath = safeString()
  .trim()
  .max(200)
  .regex(/^\$(\.[A-Za-z_][\w-]*|\[\d+\])*$/, 'json_path');

/** What one request of a collection must answer; a failing one names what it found instead. */
export const apiTestAssertionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), equals: int32().min(100).max(599) }),
  z.object({ kind: z.literal('json_equals'), path: jsonPath, value: safeString().max(500) }),
  z.object({ kind: z.literal('json_exists'), path: jsonPath }),
  z.object({ kind: z.literal('json_contains'), path: jsonPath, value: safeString().max(500) }),
  z.object({ kind: z.literal('duration_below'), ms: int32().min(1).max(600_000) }),
]);
export type ApiTestAssertion = z.infer<typeof apiTestAssertionSchema>;
export type ApiTestAssertionKind = ApiTestAssertion['kind'];
export const API_TEST_ASSERTION_KINDS = apiTestAssertionSchema.options.map(
  (o) => o.shape.kind.value,
) as ApiTestAssertionKind[];

const variableName = safeString().regex(/^[A-Za-z_][\w]{0,39}$/, 'variable_name');

/**
 * One request of a collection: its path under the API (`{{base}}/…`, with `{{name}}` variables in the path
 * and the body), the values it captures from its answer for the requests after it, and its assertions.
 */
export const apiTestRequestSchema = z.object({
  name: safeString().trim().min(1).max(120),
  method: z.enum(API_TEST_METHODS),
  path: safeString().trim().min(1).max(500),
  body: safeString().max(20_000).nullable().default(null),
  captures: z
    .array(z.object({ name: variableName, path: jsonPath }))
    .max(20)
    .default([]),
  assertions: z.array(apiTestAssertionSchema).max(30).default([]),
});
export type ApiTestRequest = z.infer<typeof apiTestRequestSchema>;

export const apiTestCollectionInputSchema = z.object({
  name: safeString().trim().min(1).max(120),
  variables: z.record(variableName, safeString().max(500)).default({}),
  requests: z.array(apiTestRequestSchema).min(1).max(50),
  /** Runs every so many minutes, as its owner; null runs only on demand. */
  schedule_minutes: z.literal(API_TEST_SCHEDULES).nullable().default(null),
});
export type ApiTestCollectionInput = z.infer<typeof apiTestCollectionInputSchema>;

export const apiTestAssertionResultSchema = z.object({
  assertion: apiTestAssertionSchema,
  passed: z.boolean(),
  /** What the answer held where the assertion looked, as text (cut), or null when nothing was there. */
  actual: safeString().nullable(),
});

export const apiTestStepResultSchema = z.object({
  name: safeString(),
  method: safeString(),
  /** The path as sent, variables filled in. */
  url: safeString(),
  status: int32().nullable(),
  duration_ms: z.number(),
  /** The request's id: the explorer opens it (`/development/api-debug?request=<id>`) while it is kept. */
  request_id: safeString().nullable(),
  passed: z.boolean(),
  /** Why the request was not sent (a variable nobody set, a body that is not JSON), as a code. */
  error: safeString().nullable(),
  assertions: z.array(apiTestAssertionResultSchema),
});
export type ApiTestStepResult = z.infer<typeof apiTestStepResultSchema>;

export const apiTestRunSchema = z.object({
  id: int32(),
  collection_id: int32(),
  collection_name: safeString(),
  user_id: int32().nullable(),
  user_name: safeString(),
  state: jobStateSchema,
  /** Why the job failed (not an assertion: the run itself), translated. */
  error: safeString().nullable(),
  created_at: safeString(),
  duration_ms: z.number().nullable(),
  passed: int32(),
  failed: int32(),
  steps: z.array(apiTestStepResultSchema),
});
export type ApiTestRun = z.infer<typeof apiTestRunSchema>;

export const apiTestCollectionSchema = apiTestCollectionInputSchema.extend({
  id: int32(),
  owner_id: int32().nullable(),
  owner_name: safeString(),
  created_at: safeString(),
  updated_at: safeString(),
  next_run_at: safeString().nullable(),
  last_run: apiTestRunSchema.omit({ steps: true }).nullable(),
});
export type ApiTestCollection = z.infer<typeof apiTestCollectionSchema>;

/** Answers of status 500 or more of every instance, grouped by route and error. */
export const exceptionGroupSchema = z.object({
  method: safeString(),
  route: safeString(),
  /** The error's type and the first line of its message, redacted. */
  error: safeString(),
  /** Its stack, redacted (empty when the answer had no error thrown). */
  stack: safeString(),
  count: int32(),
  first_at: safeString(),
  last_at: safeString(),
  /** The newest requests of the group, newest first (at most 10), each opened by the explorer. */
  request_ids: z.array(safeString()),
});
export type ExceptionGroup = z.infer<typeof exceptionGroupSchema>;

/** What the jobs view lists: every kind of job, the recompute of closed cycles included. */
export const JOB_VIEW_KINDS = [...JOB_KINDS, 'energy.recompute-cycles'] as const;
export type JobViewKind = (typeof JOB_VIEW_KINDS)[number];

/** A job of any area as the jobs view lists it, from the table its area keeps its jobs in. */
export const jobRecordSchema = z.object({
  kind: z.enum(JOB_VIEW_KINDS),
  /** The record's id in its area (a run, a cycle, a report): unique with the kind. */
  id: int32(),
  state: jobStateSchema,
  /** What it works on, in its area's words (a strategy, a cycle, a source). */
  subject: safeString(),
  /** Who asked for it, when anyone did. */
  owner: safeString().nullable(),
  created_at: safeString(),
  started_at: safeString().nullable(),
  finished_at: safeString().nullable(),
  duration_ms: z.number().nullable(),
  /** Why it failed, translated. */
  reason: safeString().nullable(),
  /** The page of the record: where its area shows it, and its retry when it has one. */
  link: safeString(),
  /** A failed job whose page offers to run it again. */
  retryable: z.boolean(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;
export const jobRecordPageSchema = pageOf(jobRecordSchema);

export const jobRecordQuerySchema = listQuerySchema.pick({ page: true, page_size: true }).extend({
  state: jobStateSchema.optional(),
  kind: z.enum(JOB_VIEW_KINDS).optional(),
  /** The period the jobs were asked for in, by calendar day (UTC), both days included. */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
});
export type JobRecordQuery = z.infer<typeof jobRecordQuerySchema>;
