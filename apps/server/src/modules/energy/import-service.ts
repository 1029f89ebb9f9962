import { importRecordSchema, type ImportRecord, type ImportResult } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Db } from '../../platform/db/client.ts';
import { createResourceStore } from '../../platform/http/resource.ts';
import { translate } from '../../platform/http/messages.ts';
import { runImport, type ImportKind } from './import-run.ts';
import { generationImport } from './import-generation.ts';
import { billImport } from './import-bills.ts';
import { imports } from './schema.ts';
import type { EnergyNotices } from './energy-notices.ts';

/**
 * Generation readings and distributor bills from files, previewed or landed (the bell says so), and the history
 * of landed files.
 */
export function createImportService(db: Db, notices: Pick<EnergyNotices, 'importLanded'>) {
  const importer =
    <T>(spec: ImportKind<T>) =>
    async (
      actor: Actor,
      file: { file_name: string; content: string },
      dryRun: boolean,
    ): Promise<ImportResult> => {
      const outcome = await runImport(
        db,
        spec,
        { fileName: file.file_name, content: file.content, actor },
        dryRun,
      );
      if (!dryRun && !outcome.duplicate && outcome.import_id !== null && actor.userId !== null)
        await notices.importLanded(actor.userId, actor.locale, {
          ...outcome,
          id: outcome.import_id,
          fileName: file.file_name,
        });
      return {
        ...outcome,
        errors: outcome.errors.map(({ params, ...e }) => ({
          ...e,
          message: translate(e.code, actor.locale, params),
        })),
      };
    };
  return {
    generation: importer(generationImport),
    bills: importer(billImport),
    history: createResourceStore(db, {
      list: {
        table: imports,
        key: imports.id,
        ordering: { id: imports.id, created_at: imports.createdAt },
        defaultOrdering: '-id',
        search: [imports.fileName],
      },
      filters: { kind: [imports.kind, importRecordSchema.shape.kind] },
      toApi: (rows): ImportRecord[] =>
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          file_name: row.fileName,
          rows: row.rows,
          user_id: row.userId,
          source_id: row.sourceId,
          created_at: row.createdAt.toISOString(),
        })),
    }),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
