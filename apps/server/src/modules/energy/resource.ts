import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z, type ZodObject } from 'zod';
import {
  access,
  listQuerySchema,
  pageOf as pageSchema,
  type ListQuery,
  type Subject,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { pageOf } from '../../platform/http/pagination.ts';
import { listRows, type ListSpec } from './list.ts';
import { withConstraintErrors } from './db-errors.ts';
import { toCamel } from './case.ts';

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export type Body = Record<string, unknown>;

/** Every field optional and without its default, so a PATCH changes only what it sends. */
export function patchSchema(input: ZodObject) {
  return z.object(
    Object.fromEntries(
      Object.entries(input.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
      ]),
    ),
  );
}

/** A resource's list, read, create, update and delete under one path, with one subject's permissions. */
export interface ResourceSpec<Row> {
  path: string;
  subject: Subject;
  tag: string;
  item: ZodObject;
  list: ListSpec;
  /** Extra querystring filters (their names are keys of `list.filters`). */
  filters?: ZodObject;
  toApi(rows: Row[], request: FastifyRequest, db: Executor): Promise<unknown[]> | unknown[];
  /** Rows without an id of their own: no item route. */
  listOnly?: boolean;
  /** Without `input` the resource is read-only. */
  input?: ZodObject;
  create?(tx: Tx, body: Body, request: FastifyRequest): Promise<number>;
  update?(tx: Tx, id: number, body: Body, request: FastifyRequest): Promise<void>;
  remove?(tx: Tx, id: number): Promise<void>;
}

export function registerResource<Row>(app: FastifyInstance, p: Platform, spec: ResourceSpec<Row>) {
  const { db } = p;
  const tags = [spec.tag];
  const querystring = spec.filters ? listQuerySchema.extend(spec.filters.shape) : listQuerySchema;
  const itemPath = `${spec.path}:id/`;

  async function one(request: FastifyRequest, id: number, executor: Executor = db) {
    const rows = (await executor.select().from(spec.list.table).where(eq(spec.list.key, id))) as Row[];
    if (!rows.length) throw notFound();
    const [item] = await spec.toApi(rows, request, executor);
    return item;
  }

  app.get(spec.path, {
    config: { access: access.can('read', spec.subject) },
    schema: { tags, querystring, response: { 200: pageSchema(spec.item) } },
    handler: async (request) => {
      const query = request.query as ListQuery & Record<string, unknown>;
      const { total, rows } = await listRows<Row>(db, spec.list, query);
      return pageOf(request, query, total, await spec.toApi(rows, request, db));
    },
  });

  if (spec.listOnly) return;
  app.get(itemPath, {
    config: { access: access.can('read', spec.subject) },
    schema: { tags, params: idParams, response: { 200: spec.item } },
    handler: (request) => one(request, (request.params as { id: number }).id),
  });

  const { input, create, update, remove } = spec;
  if (!input) return;
  if (create) {
    app.post(spec.path, {
      config: { access: access.can('create', spec.subject) },
      schema: { tags, body: input, response: { 201: spec.item } },
      handler: async (request, reply) => {
        const item = await withConstraintErrors(() =>
          db.transaction(async (tx) => one(request, await create(tx, request.body as Body, request), tx)),
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
        const { id } = request.params as { id: number };
        return withConstraintErrors(() =>
          db.transaction(async (tx) => {
            await one(request, id, tx);
            await update(tx, id, request.body as Body, request);
            return one(request, id, tx);
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
        const { id } = request.params as { id: number };
        await withConstraintErrors(
          () =>
            db.transaction(async (tx) => {
              await one(request, id, tx);
              await remove(tx, id);
            }),
          true,
        );
        return reply.code(204).send();
      },
    });
  }
}

/** Create, update and delete of a table whose API fields are its columns in snake_case. */
export function simpleWrites(table: PgTable, id: AnyPgColumn) {
  return {
    async create(tx: Tx, body: Body) {
      const [row] = await tx
        .insert(table)
        .values(toCamel(body) as never)
        .returning({ id });
      return (row as { id: number }).id;
    },
    async update(tx: Tx, key: number, body: Body) {
      const changes = toCamel(body);
      if (Object.keys(changes).length)
        await tx
          .update(table)
          .set(changes as never)
          .where(eq(id, key));
    },
    async remove(tx: Tx, key: number) {
      await tx.delete(table).where(eq(id, key));
    },
  };
}
