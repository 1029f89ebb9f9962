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
import { generationImport } from './import-generation.ts';
import { billImport } from './import-bills.ts';

/**
 * Preview (validation and what would change, nothing written), import and a template to fill, for each kind
 * of file.
 */
export function importRoutes(app: App, imports: ImportService) {
  const register = (
    paths: { import: string; preview: string; template: string },
    subject: Subject,
    run: ImportService['generation'],
    template: { fileName: string; content: string },
  ) => {
    app.get(paths.template, {
      config: { access: access.can('create', subject) },
      schema: { tags: ['energy-imports'] },
      handler: (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${template.fileName}"`)
          .send(template.content),
    });
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
    {
      import: '/api/energy/generation/import/',
      preview: '/api/energy/generation/import/preview/',
      template: '/api/energy/generation/import/template/',
    },
    'Geracao',
    imports.generation,
    { fileName: 'modelo-geracao.csv', content: generationImport.template },
  );
  register(
    {
      import: '/api/energy/bills/import/',
      preview: '/api/energy/bills/import/preview/',
      template: '/api/energy/bills/import/template/',
    },
    'Prosumidor',
    imports.bills,
    { fileName: 'modelo-faturas.csv', content: billImport.template },
  );

  // The history of landed files, generation and bills alike, and one of them (where the bell's notice of a
  // landed file leads): the imports screen lives under Geração.
  resourceRoutes(
    app,
    {
      paths: { list: '/api/energy/imports/', item: '/api/energy/imports/:id/' },
      subject: 'Geracao',
      tag: 'energy-imports',
      item: importRecordSchema,
    },
    imports.history,
  );
}
