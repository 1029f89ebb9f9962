import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z, type ZodObject } from 'zod';
import {
  access,
  auditEntrySchema,
  listQuerySchema,
  pageOf as pageSchema,
  type Action,
  type ListQuery,
  type Subject,
} from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import { audit } from '../audit/audit.ts';
import { fieldsChangedSince, recordHistory } from '../audit/record-history.ts';
import { readableFields, type FieldMasks } from '../access/field-rules.ts';
import type { Db, Executor, Tx } from '../db/client.ts';
import { pgCode } from '../db/errors.ts';
import { listPage, tableSource, type ListSpec } from '../db/list.ts';
import { toCamel } from '../db/case.ts';
import { AppError, notFound } from './errors.ts';
import type { App } from './app-type.ts';
import { deleteRoute } from './delete-route.ts';
import { listRoute, readRoutes, recordRoute } from './read-routes.ts';
import type { Validated } from './validated.ts';
import { createRoute, patchRoute } from './write-routes.ts';

/** The version an edit was made on: missing, it is `required`. */
const RECORD_VERSION = z
  .int32({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_integer') })
  .min(1);

/**
 * Every field optional and without its default, so a PATCH changes only what it sends; a versioned record's
 * PATCH must also send the `version` it was made on (400 on `version` without it), so that no edit overwrites
 * one it has not seen.
 */
export function patchSchema<Input extends ZodObject>(input: Input, versioned = false) {
  const shape: [string, z.ZodType][] = Object.entries(input.shape).map(([key, field]) => [
    key,
    (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
  ]);
  if (versioned) shape.push(['version', RECORD_VERSION]);
  // Built from the shape at run time, which zod cannot type: it is the input with every field optional.
  return z.object(Object.fromEntries(shape)) as unknown as PatchSchema<Input>;
}
type PatchSchema<Input extends ZodObject> = z.ZodType<Partial<z.output<Input>> & { version?: number }>;

/** How many of a record's latest audit entries its history shows. */
const HISTORY_ENTRIES = 100;

/** Unique and foreign-key violations become the client's 409/400 instead of a 500. */
export async function withConstraintErrors<T>(run: () => Promise<T>, deleting = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = pgCode(error);
    if (code === '23505') throw new AppError(409, 'already_exists');
    if (code === '23503')
      throw deleting ? new AppError(409, 'in_use') : new AppError(400, 'not_found_reference');
    throw error;
  }
}

/** A list filter declared once: the column a query parameter must equal and the values it accepts. */
export type FilterDeclarations = Record<string, readonly [column: SQLWrapper, values: z.ZodType]>;

/** The querystring schema and the list's column map of the same filters, so neither is written twice. */
function filtersOf(declared: FilterDeclarations = {}) {
  const entries = Object.entries(declared);
  return {
    query: Object.fromEntries(entries.map(([name, [, values]]) => [name, values.optional()])),
    columns: Object.fromEntries(entries.map(([name, [column]]) => [name, column])),
  };
}

/** The access subject a resource's writes are audited under, and the name of its records there. */
export interface AuditedAs {
  subject: Subject;
  record: string;
}

/** How a resource's rows are listed, read, turned into API items and written. */
export interface StoreSpec<Table extends PgTable, Input extends ZodObject> {
  list: Omit<ListSpec, 'filters'> & { table: Table };
  /** Query parameters that must equal a column. */
  filters?: FilterDeclarations;
  toApi(
    rows: Table['$inferSelect'][],
    actor: Actor,
    db: Executor,
  ): Promise<Record<string, unknown>[]> | Record<string, unknown>[];
  /** Without `input` the resource is read-only. */
  input?: Input;
  /**
   * With it, every create, update and delete is audited under the subject, item before and after, as the
   * action `create_<record>`, `update_<record>` or `delete_<record>`: records of one subject share ids.
   */
  audit?: AuditedAs;
  /**
   * The record's version column: each update adds one, and an update that sends the version it was made on is
   * refused (409 `record_changed`, the fields changed since on `fields`, the record as it is on `current`) when
   * the record has moved on. Needs `audit`, whose entries tell which fields changed.
   */
  version?: AnyPgColumn;
  /** How fields a reader may not read are shown in the record's history (left out unless masked here). */
  masks?: FieldMasks;
  create?(tx: Tx, body: Validated<Input>, actor: Actor): Promise<number>;
  update?(tx: Tx, id: number, body: Validated<PatchSchema<Input>>, actor: Actor): Promise<void>;
  remove?(tx: Tx, id: number): Promise<void>;
}

/**
 * A resource as a service: paged lists, reads and writes, each write in a transaction that answers the item
 * as it reads afterwards; constraint violations become 409/400.
 */
export function createResourceStore<Table extends PgTable, Input extends ZodObject = ZodObject>(
  db: Db,
  spec: StoreSpec<Table, Input>,
) {
  const source = tableSource(spec.list.table);
  const filters = filtersOf(spec.filters);
  const list = { ...spec.list, filters: filters.columns };
  const { input, create, update, remove, version } = spec;
  const audited = (tx: Tx, actor: Actor, verb: string, id: number, before?: unknown, after?: unknown) =>
    spec.audit &&
    audit(tx, actor, {
      action: `${verb}_${spec.audit.record}`,
      subject: spec.audit.subject,
      targetId: id,
      before,
      after,
    });

  async function get(actor: Actor, id: number, executor: Executor = db) {
    const rows: Table['$inferSelect'][] = await executor
      .select()
      .from(spec.list.table as PgTable)
      .where(eq(spec.list.key, id));
    if (!rows.length) throw notFound();
    const [item] = await spec.toApi(rows, actor, executor);
    return item;
  }

  /**
   * Adds one to the record's version, on the condition that it is still the one the edit was made on: a
   * concurrent edit waits for the row and then finds the version moved on.
   */
  async function claimVersion(tx: Tx, actor: Actor, id: number, madeOn: number | undefined) {
    const table = spec.list.table as PgTable;
    const claimed = await tx
      .update(table)
      // Every versioned table names its column `version`, which a generic table's type does not show.
      .set({ version: sql`${version} + 1` } as Record<string, unknown>)
      .where(and(eq(spec.list.key, id), madeOn === undefined ? undefined : eq(version!, madeOn)))
      .returning({ version: version! });
    if (claimed.length || madeOn === undefined) return;
    const changed = spec.audit
      ? await fieldsChangedSince(
          tx,
          { subject: spec.audit.subject, action: `update_${spec.audit.record}`, id },
          madeOn,
        )
      : [];
    throw new AppError(409, 'record_changed', {
      fields: Object.fromEntries(changed.map((field) => [field, ['changed_meanwhile']])),
      body: { current: await get(actor, id, tx) },
    });
  }

  /**
   * The record's own audit entries, newest first, with the fields the reader may not read left out or masked
   * in what they held before and after.
   */
  async function history(actor: Actor, id: number) {
    const { subject, record } = spec.audit!;
    await get(actor, id);
    const shown = (held: unknown) =>
      held && typeof held === 'object'
        ? readableFields(actor.ability, subject, [held as Record<string, unknown>], spec.masks)[0]
        : held;
    const entries = await recordHistory(db, subject, id, HISTORY_ENTRIES, record);
    return entries.map((entry) => ({ ...entry, before: shown(entry.before), after: shown(entry.after) }));
  }

  return {
    // zod cannot type a shape known only at run time: the filters' values stay unknown to the list.
    query: listQuerySchema.extend(filters.query) as unknown as z.ZodType<ListQuery & Record<string, unknown>>,
    async list(actor: Actor, query: ListQuery & Record<string, unknown>, url: string) {
      const page = await listPage(db, source, list, query, { ability: actor.ability, url });
      return { ...page, results: await spec.toApi(page.results, actor, db) };
    },
    get,
    input,
    versioned: version !== undefined,
    history: spec.audit && history,
    create:
      create &&
      ((actor: Actor, body: Validated<Input>) =>
        withConstraintErrors(() =>
          db.transaction(async (tx) => {
            const id = await create(tx, body, actor);
            const after = await get(actor, id, tx);
            await audited(tx, actor, 'create', id, undefined, after);
            return after;
          }),
        )),
    update:
      update &&
      ((actor: Actor, id: number, body: Validated<PatchSchema<Input>>) =>
        withConstraintErrors(() =>
          db.transaction(async (tx) => {
            const before = await get(actor, id, tx);
            // The version an edit was made on is the store's to check, not a field the update writes.
            const { version: madeOn, ...changes } = body as { version?: number };
            if (version) await claimVersion(tx, actor, id, madeOn);
            await update(tx, id, changes as typeof body, actor);
            const after = await get(actor, id, tx);
            await audited(tx, actor, 'update', id, before, after);
            return after;
          }),
        )),
    remove:
      remove &&
      ((actor: Actor, id: number) =>
        withConstraintErrors(
          () =>
            db.transaction(async (tx) => {
              const before = await get(actor, id, tx);
              await remove(tx, id);
              await audited(tx, actor, 'delete', id, before);
            }),
          true,
        )),
  };
}

export type ResourceStore<Input extends ZodObject = ZodObject> = ReturnType<
  typeof createResourceStore<PgTable, Input>
>;

/** What a resource's routes declare: paths, subject, OpenAPI tag and item schema. */
export interface ResourceRouteSpec {
  /** Written out in full, so that searching for a URL finds where it is served. */
  paths: { list: string; item?: string; history?: string };
  subject: Subject;
  tag: string;
  item: ZodObject;
}

/** The list, read and, as far as the store writes and the spec has an input, create, update and delete routes. */
export function resourceRoutes<Input extends ZodObject = ZodObject>(
  app: App,
  spec: ResourceRouteSpec,
  store: ResourceStore<Input>,
) {
  const declared = (action: Action) => ({ access: access.can(action, spec.subject), tags: [spec.tag] });
  const schemas = { query: store.query, page: pageSchema(spec.item), item: spec.item };
  // Rows without an id of their own have no item routes.
  const itemPath = spec.paths.item;
  if (!itemPath)
    return listRoute(app, spec.paths.list, { ...declared('read'), ...schemas, list: store.list });
  readRoutes(app, store, { ...declared('read'), paths: { list: spec.paths.list, item: itemPath }, schemas });
  // A reader of the record reads what was done to it without the whole audit log (Admin).
  if (spec.paths.history && store.history)
    recordRoute(app, 'GET', spec.paths.history, {
      ...declared('read'),
      item: z.array(auditEntrySchema),
      run: store.history,
    });

  const { input, create, update, remove } = store;
  if (!input) return;
  if (create)
    createRoute(app, spec.paths.list, { ...declared('create'), body: input, item: spec.item, create });
  if (update)
    patchRoute(app, itemPath, {
      ...declared('update'),
      body: patchSchema(input, store.versioned),
      item: spec.item,
      update,
    });
  if (remove) deleteRoute(app, itemPath, { ...declared('delete'), remove });
}

/**
 * Create, update and delete of a table whose API fields are its columns in snake_case: the body's keys,
 * once camel-cased, are the table's insert fields.
 */
export function simpleWrites<Table extends PgTable>(table: Table, id: AnyPgColumn) {
  const target = table as PgTable;
  // Bodies are validated zod objects, which a generic input's type does not show.
  const columns = (body: unknown) => toCamel(body as object);
  return {
    async create(tx: Tx, body: unknown) {
      const [row] = await tx
        .insert(target)
        .values(columns(body) as Table['$inferInsert'])
        .returning({ id });
      return row!.id as number;
    },
    async update(tx: Tx, key: number, body: unknown) {
      const changes = columns(body) as Partial<Table['$inferInsert']>;
      if (Object.keys(changes).length) await tx.update(target).set(changes).where(eq(id, key));
    },
    async remove(tx: Tx, key: number) {
      await tx.delete(target).where(eq(id, key));
    },
  };
}

/** How a table's store pages its list and, to write the table, its input. */
export type TableStoreSpec<Input extends ZodObject> = Omit<ListSpec, 'key' | 'filters'> & {
  filters?: FilterDeclarations;
  /** With it, the table is written field for column (`simpleWrites`); without, it is read-only. */
  input?: Input;
  /** Where its writes are audited. */
  audit?: AuditedAs;
  /** Its version column, for edits refused when made on an older version (see `StoreSpec.version`). */
  version?: AnyPgColumn;
};

/** The store of a table keyed by its `id` column whose rows map one by one to their API items. */
export function createTableStore<
  Table extends PgTable & { id: AnyPgColumn },
  Input extends ZodObject = ZodObject,
>(
  db: Db,
  table: Table,
  rowToApi: (row: Table['$inferSelect']) => Record<string, unknown>,
  spec: TableStoreSpec<Input>,
) {
  const { filters, input, audit: subject, version, ...list } = spec;
  return createResourceStore<Table, Input>(db, {
    list: { ...list, table, key: table.id },
    filters,
    audit: subject,
    version,
    toApi: (rows) => rows.map(rowToApi),
    ...(input && { input, ...simpleWrites(table, table.id) }),
  });
}
