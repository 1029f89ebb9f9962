import type { FastifyInstance } from 'fastify';
import {
  access,
  ENERGY_API,
  importRequestSchema,
  importResultSchema,
  type Subject,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import { pickLocale } from '../../platform/http/locale.ts';
import { translate } from '../../platform/http/messages.ts';
import { runImport, type ImportKind } from './import-run.ts';
import { generationImport } from './import-generation.ts';
import { billImport } from './import-bills.ts';

/** Preview (validation and what would change, nothing written) and import, for each kind of file. */
export function importRoutes(app: FastifyInstance, p: Platform) {
  const register = <T>(path: string, subject: Subject, spec: ImportKind<T>) => {
    for (const dryRun of [true, false]) {
      app.post(`${ENERGY_API}/${path}/import/${dryRun ? 'preview/' : ''}`, {
        config: { access: access.can('create', subject) },
        schema: {
          tags: ['energy-imports'],
          body: importRequestSchema,
          response: { 200: importResultSchema },
        },
        handler: async (request) => {
          const body = request.body as { file_name: string; content: string };
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
  register('generation', 'Geracao', generationImport);
  register('bills', 'Prosumidor', billImport);
}
