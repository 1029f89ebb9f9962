import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';

/** The trading schemas' field types. */
export const id = int32();
export const positive = (max: number) => z.number().positive().max(max);
export const rate = z.number().min(0).lt(0.1, { message: 'invalid_rate' });
export const paramName = safeString().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { message: 'invalid_param' });
