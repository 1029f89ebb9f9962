import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every schema file shares. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
