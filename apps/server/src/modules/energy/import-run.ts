import { and, eq } from 'drizzle-orm';
import type { ImportResult } from '@alvorada/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { imports } from './schema.ts';
import { contentHash, readTable, type RowError, type TableRow } from './csv.ts';

export interface ImportRequest {
  fileName: string;
  content: string;
  actor: Actor;
}

/** A validated file: its rows keyed by natural key, each new, changed or unchanged against the database. */
export interface PreparedImport<T> {
  errors: RowError[];
  rows: T[];
  inserted: T[];
  updated: T[];
  affectedClosedCycles?: string[];
}

export interface ImportKind<T> {
  kind: 'GERACAO' | 'FATURAS';
  required: readonly string[];
  prepare(db: Db, rows: TableRow[]): Promise<PreparedImport<T>>;
  write(tx: Tx, importId: number, prepared: PreparedImport<T>): Promise<void>;
}

/** The access area each kind of file is audited under, as its routes are guarded. */
const AUDIT_SUBJECT = { GERACAO: 'Geracao', FATURAS: 'Prosumidor' } as const;

export type ImportOutcome = Omit<ImportResult, 'errors'> & { errors: RowError[] };

function readRows(content: string, required: readonly string[]) {
  let table: ReturnType<typeof readTable>;
  try {
    table = readTable(content);
  } catch {
    return { rows: [], error: 'missing_columns' as MessageCode };
  }
  if (required.some((column) => !table.columns.includes(column)))
    return { rows: [], error: 'missing_columns' as MessageCode };
  if (!table.rows.length) return { rows: [], error: 'empty_file' as MessageCode };
  return { rows: table.rows, error: null };
}

/**
 * Validates a whole file and, unless `dryRun`, writes it in one transaction: nothing when any row is wrong,
 * nothing when the same content was imported before (content hash), and only new or changed rows otherwise.
 */
export async function runImport<T>(
  db: Db,
  spec: ImportKind<T>,
  request: ImportRequest,
  dryRun: boolean,
): Promise<ImportOutcome> {
  const { rows, error } = readRows(request.content, spec.required);
  if (error) throw new AppError(400, error, { fields: { content: [error] } });
  const prepared = await spec.prepare(db, rows);
  const hash = contentHash(request.content);
  const [previous] = await db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.kind, spec.kind), eq(imports.fileHash, hash)));
  const duplicate = Boolean(previous);
  const outcome: ImportOutcome = {
    import_id: previous?.id ?? null,
    duplicate,
    rows: rows.length,
    inserted: duplicate ? 0 : prepared.inserted.length,
    updated: duplicate ? 0 : prepared.updated.length,
    unchanged: duplicate
      ? rows.length
      : prepared.rows.length - prepared.inserted.length - prepared.updated.length,
    errors: prepared.errors,
    affected_closed_cycles: duplicate ? [] : (prepared.affectedClosedCycles ?? []),
  };
  if (dryRun || duplicate) return outcome;
  if (prepared.errors.length) {
    const fields = Object.fromEntries(prepared.errors.map((e) => [`${e.line}.${e.field}`, [e.code]]));
    throw new AppError(400, 'import_rejected', { params: { count: prepared.errors.length }, fields });
  }
  outcome.import_id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imports)
      .values({
        kind: spec.kind,
        fileHash: hash,
        fileName: request.fileName,
        rows: rows.length,
        userId: request.actor.userId!,
      })
      .returning({ id: imports.id });
    await spec.write(tx, row!.id, prepared);
    await audit(tx, request.actor, {
      action: 'import',
      subject: AUDIT_SUBJECT[spec.kind],
      targetId: row!.id,
      after: {
        kind: spec.kind,
        file_name: request.fileName,
        rows: outcome.rows,
        inserted: outcome.inserted,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        affected_closed_cycles: outcome.affected_closed_cycles,
      },
    });
    return row!.id;
  });
  return outcome;
}
