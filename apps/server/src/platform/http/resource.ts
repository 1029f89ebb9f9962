import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z, type ZodObject } from 'zod';
import {
  access,
  listQuerySchema,
  pageOf as pageSchema,
  type ListQuery,
  type Subject,
  idParams,
} from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import type { Db, Executor, Tx } from '../db/client.ts';
import { pgCode } from '../db/errors.ts';
import { listPage, tableSource, type ListSpec } from '../db/list.ts';
import { toCamel } from '../db/case.ts';
import { AppError, notFound } from './errors.ts';
import type { App } from './app-type.ts';
import type { FastifyRequest, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';

/** The body a route with this body schema receives: the same type Fastify gives the handler. */
type Validated<Schema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  { body: Schema },
  ZodTypeProvider
>['body'];

/** Every field optional and without its default, so a PATCH changes only what it sends. */
export function patchSchema<Input extends ZodObject>(input: Input) {
  const shape = Object.entries(input.shape).map(([key, field]) => [
    key,
    (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
  ]);
  // Built from the shape at run time, which zod cannot type: it is the input with every field optional.
  return z.object(Object.fromEntries(shape)) as unknown as PatchSchema<Input>;
}
type PatchSchema<Input extends ZodObject> = z.ZodType<Partial<z.output<Input>>>;

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

/** A resource's list, read, create, update and delete under one path, with one subject's permissions. */
export interface ResourceSpec<Table extends PgTable, Input extends ZodObject> {
  /** Written out in full, so that searching for a URL finds where it is served. */
  paths: { list: string; item?: string };
  subject: Subject;
  tag: string;
  item: ZodObject;
  list: ListSpec & { table: Table };
  /** Extra querystring filters (their names are keys of `list.filters`). */
  filters?: ZodObject;
  toApi(
    rows: Table['$inferSelect'][],
    actor: Actor,
    db: Executor,
  ): Promise<Record<string, unknown>[]> | Record<string, unknown>[];
  /** Without `input` the resource is read-only. */
  input?: Input;
  create?(tx: Tx, body: Validated<Input>, actor: Actor): Promise<number>;
  update?(tx: Tx, id: number, body: Validated<PatchSchema<Input>>, actor: Actor): Promise<void>;
  remove?(tx: Tx, id: number): Promise<void>;
}

export function registerResource<Table extends PgTable, Input extends ZodObject = ZodObject>(
  app: App,
  db: Db,
  spec: ResourceSpec<Table, Input>,
) {
  const tags = [spec.tag];
  const source = tableSource(spec.list.table);
  // zod cannot type a shape known only at run time: the filters' values stay unknown to the list.
  const querystring = listQuerySchema.extend(spec.filters?.shape ?? {}) as unknown as z.ZodType<
    ListQuery & Record<string, unknown>
  >;

  async function one(actor: Actor, id: number, executor: Executor = db) {
    const rows: Table['$inferSelect'][] = await executor
      .select()
      .from(spec.list.table as PgTable)
      .where(eq(spec.list.key, id));
    if (!rows.length) throw notFound();
    const [item] = await spec.toApi(rows, actor, executor);
    return item;
  }

  app.get(spec.paths.list, {
    config: { access: access.can('read', spec.subject) },
    schema: { tags, querystring, response: { 200: pageSchema(spec.item) } },
    handler: async (request) => {
      const page = await listPage(db, source, spec.list, request.query, {
        ability: request.actor.ability,
        url: request.url,
      });
      return { ...page, results: await spec.toApi(page.results, request.actor, db) };
    },
  });

  // Rows without an id of their own have no item routes.
  const itemPath = spec.paths.item;
  if (!itemPath) return;
  app.get(itemPath, {
    config: { access: access.can('read', spec.subject) },
    schema: { tags, params: idParams, response: { 200: spec.item } },
    handler: (request) => one(request.actor, request.params.id),
  });

  const { input, create, update, remove } = spec;
  if (!input) return;
  if (create) {
    app.post(spec.paths.list, {
      config: { access: access.can('create', spec.subject) },
      schema: { tags, body: input, response: { 201: spec.item } },
      handler: async (request, reply) => {
        const item = await withConstraintErrors(() =>
          db.transaction(async (tx) => one(request.actor, await create(tx, request.body, request.actor), tx)),
        );
        return reply.code(201).send(item);
      },
    });
  }
  if (update) {
    app.patch(itemPath, {
      config: { access: access.can('update', spec.subject) },
      schema: { tags, params: idParams, body: patchSchema(input), response: { 200: spec.item } },
      handler: async (request) => {
        const { id } = request.params;
        return withConstraintErrors(() =>
          db.transaction(async (tx) => {
            await one(request.actor, id, tx);
            await update(tx, id, request.body, request.actor);
            return one(request.actor, id, tx);
          }),
        );
      },
    });
  }
  if (remove) {
    app.delete(itemPath, {
      config: { access: access.can('delete', spec.subject) },
      schema: { tags, params: idParams },
      handler: async (request, reply) => {
        const { id } = request.params;
        await withConstraintErrors(
          () =>
            db.transaction(async (tx) => {
              await one(request.actor, id, tx);
              await remove(tx, id);
            }),
          true,
        );
        return reply.code(204).send();
      },
    });
  }
}

/**
 * Create, update and delete of a table whose API fields are its columns in snake_case: the body's keys,
 * once camel-cased, are the table's insert fields.
 */
export function simpleWrites<Table extends PgTable>(table: Table, id: AnyPgColumn) {
  const target = table as PgTable;
  return {
    async create(tx: Tx, body: object) {
      const [row] = await tx
        .insert(target)
        .values(toCamel(body) as Table['$inferInsert'])
        .returning({ id });
      return row!.id as number;
    },
    async update(tx: Tx, key: number, body: object) {
      const changes = toCamel(body) as Partial<Table['$inferInsert']>;
      if (Object.keys(changes).length) await tx.update(target).set(changes).where(eq(id, key));
    },
    async remove(tx: Tx, key: number) {
      await tx.delete(target).where(eq(id, key));
    },
  };
}
