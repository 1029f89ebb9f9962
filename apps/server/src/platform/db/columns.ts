import { boolean, serial, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every schema file shares. */

/** A table's own key: a serial integer named `id`. */
export const serialId = () => serial('id').primaryKey();

/** A moment in time, kept with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => moment('created_at').notNull().defaultNow();

export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** A yes-or-no that is never null and starts as `initial`. */
export const flag = (name: string, initial: boolean) => boolean(name).notNull().default(initial);
