import { z } from 'zod';
import {
  access,
  importRecordSchema,
  importRequestSchema,
  importResultSchema,
  safeString,
  type Subject,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import { pickLocale } from '../../platform/http/locale.ts';
import { translate } from '../../platform/http/messages.ts';
import { runImport, type ImportKind } from './import-run.ts';
import { generationImport } from './import-generation.ts';
import { billImport } from './import-bills.ts';
import type { App } from '../../platform/http/app-type.ts';
import { registerResource } from '../../platform/http/resource.ts';
import { toSnake } from '../../platform/db/case.ts';
import { imports } from './schema.ts';

/** Preview (validation and what would change, nothing written) and import, for each kind of file. */
export function importRoutes(app: App, p: Platform) {
  const register = <T>(paths: { import: string; preview: string }, subject: Subject, spec: ImportKind<T>) => {
    for (const dryRun of [true, false]) {
      app.post(dryRun ? paths.preview : paths.import, {
        config: { access: access.can('create', subject) },
        schema: {
          tags: ['energy-imports'],
          body: importRequestSchema,
          response: { 200: importResultSchema },
        },
        handler: async (request) => {
          const body = request.body;
          const userId = requireAuth(request).user.id;
          const outcome = await runImport(
            p.db,
            spec,
            { fileName: body.file_name, content: body.content, userId },
            dryRun,
          );
          const locale = pickLocale(request.headers['accept-language']);
          return {
            ...outcome,
            errors: outcome.errors.map((e) => ({ ...e, message: translate(e.code, locale) })),
          };
        },
      });
    }
  };
  register(
    { import: '/api/energy/generation/import/', preview: '/api/energy/generation/import/preview/' },
    'Geracao',
    generationImport,
  );
  register(
    { import: '/api/energy/bills/import/', preview: '/api/energy/bills/import/preview/' },
    'Prosumidor',
    billImport,
  );

  // The history of landed files, generation and bills alike: the imports screen lives under Geração.
  registerResource(app, p.db, {
    paths: { list: '/api/energy/imports/' },
    subject: 'Geracao',
    tag: 'energy-imports',
    item: importRecordSchema,
    filters: z.object({ kind: safeString().optional() }),
    list: {
      table: imports,
      key: imports.id,
      ordering: { id: imports.id, created_at: imports.createdAt },
      defaultOrdering: '-id',
      search: [imports.fileName],
      filters: { kind: imports.kind },
    },
    toApi: (rows) => rows.map((row) => ({ ...toSnake(row), created_at: row.createdAt.toISOString() })),
  });
}
