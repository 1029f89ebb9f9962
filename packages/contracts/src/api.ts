import { z } from 'zod';
import './zod-config.ts';
import { int32, queryInt, safeString } from './schema-helpers.ts';
import { PAGE_SIZES } from './constants.ts';

/** Every error response: a translated message, a stable code, and per-field messages on validation. */
export const apiErrorSchema = z.object({
  detail: safeString(),
  code: safeString(),
  fields: z.record(safeString(), z.array(safeString())).optional(),
  /** On an unexpected failure: the request's id, which the logged error carries too. */
  request_id: safeString().optional(),
  /** On an edit refused because the record changed meanwhile (409 `record_changed`): the record as it is now. */
  current: z.record(safeString(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const listQuerySchema = z.object({
  page: queryInt(int32().min(1)).default(1),
  page_size: queryInt()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'invalid_page_size' })
    .default(10),
  ordering: safeString().max(64).optional(),
  search: safeString().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: int32(),
    next: safeString().nullable(),
    previous: safeString().nullable(),
    results: z.array(item),
  });
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
