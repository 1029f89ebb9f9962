import type { z } from 'zod';
import type { Locale } from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';
import type { App } from './app-type.ts';
import { sendExport, type ExportColumn, type ExportFormat } from './list-export.ts';
import type { RouteDeclaration } from './read-routes.ts';
import type { ValidatedQuery } from './validated.ts';

/** `GET path`: the rows a list's query selects, as a CSV or XLSX file (its `format`) in the reader's language. */
export function exportRoute<Query extends z.ZodType<{ format: ExportFormat }>, Row>(
  app: App,
  path: string,
  spec: RouteDeclaration & {
    query: Query;
    /** The file's name, without extension: a date stamp is added. */
    name: string;
    columns: (locale: Locale) => ExportColumn<Row>[];
    rows: (actor: Actor, query: ValidatedQuery<Query>) => AsyncIterable<Row[]>;
    /** The time zone the date-and-time columns are written in (UTC, unnamed, without it). */
    timeZone?: (query: ValidatedQuery<Query>) => string;
  },
) {
  app.get(path, {
    config: { access: spec.access },
    schema: { tags: spec.tags, querystring: spec.query },
    handler: (request, reply) => {
      const { locale } = request.actor;
      return sendExport(reply, {
        // The bound on `Query` gives its output a `format`; the type provider's conditional type hides it.
        format: (request.query as { format: ExportFormat }).format,
        locale,
        name: spec.name,
        columns: spec.columns(locale),
        batches: spec.rows(request.actor, request.query),
        timeZone: spec.timeZone?.(request.query),
      });
    },
  });
}
