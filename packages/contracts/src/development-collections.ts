import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { jobStateSchema, type JobKind } from './jobs.ts';

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

/** Answers of status 500 or more that the explorer recorded, grouped by route and error. */
export const exceptionGroupSchema = z.object({
  method: safeString(),
  route: safeString(),
  /** The error's type and message as the log wrote it, or the answer's code when no line was kept. */
  error: safeString(),
  count: int32(),
  last_at: safeString(),
  /** The newest requests of the group, newest first (at most 10), each opened by the explorer. */
  request_ids: z.array(safeString()),
});
export type ExceptionGroup = z.infer<typeof exceptionGroupSchema>;

/** A job of any area, from the shared lifecycle's records. */
export const jobRecordSchema = z.object({
  id: int32(),
  kind: safeString(),
  subject: safeString(),
  state: jobStateSchema,
  requested_by: safeString().nullable(),
  created_at: safeString(),
  started_at: safeString().nullable(),
  finished_at: safeString().nullable(),
  duration_ms: z.number().nullable(),
  error: safeString().nullable(),
  /** A failed job of a kind that may run again: the jobs view offers to retry it. */
  retryable: z.boolean(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

export const jobRecordQuerySchema = z.object({
  state: jobStateSchema.optional(),
  kind: safeString().max(60).optional(),
});
