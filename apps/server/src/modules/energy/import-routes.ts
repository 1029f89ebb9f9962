import {
  access,
  importRecordSchema,
  importRequestSchema,
  importResultSchema,
  type Subject,
} from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { resourceRoutes } from '../../platform/http/resource.ts';
import type { ImportService } from './import-service.ts';

/** Preview (validation and what would change, nothing written) and import, for each kind of file. */
export function importRoutes(app: App, imports: ImportService) {
  const register = (
    paths: { import: string; preview: string },
    subject: Subject,
    run: ImportService['generation'],
  ) => {
    for (const dryRun of [true, false]) {
      app.post(dryRun ? paths.preview : paths.import, {
        config: { access: access.can('create', subject) },
        schema: {
          tags: ['energy-imports'],
          body: importRequestSchema,
          response: { 200: importResultSchema },
        },
        handler: (request) => run(request.actor, request.body, dryRun),
      });
    }
  };
  register(
    { import: '/api/energy/generation/import/', preview: '/api/energy/generation/import/preview/' },
    'Geracao',
    imports.generation,
  );
  register(
    { import: '/api/energy/bills/import/', preview: '/api/energy/bills/import/preview/' },
    'Prosumidor',
    imports.bills,
  );

  // The history of landed files, generation and bills alike: the imports screen lives under Geração.
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/imports/' },
      subject: 'Geracao',
      tag: 'energy-imports',
      item: importRecordSchema,
    },
    imports.history,
  );
}
