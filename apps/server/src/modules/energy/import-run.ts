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
  /** The generation source that pulled the readings; absent for a file. */
  sourceId?: number;
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
  /** The downloadable model: every column the kind reads, then one example row. */
  template: string;
  prepare(db: Db, rows: TableRow[]): Promise<PreparedImport<T>>;
  write(tx: Tx, importId: number, prepared: PreparedImport<T>): Promise<void>;
}

/** The access area each kind of file is audited under, as its routes are guarded. */
const AUDIT_SUBJECT = { GERACAO: 'Geracao', FATURAS: 'Prosumidor' } as const;

export type ImportOutcome = Omit<ImportResult, 'errors'> & { errors: RowError[] };

/** Characters no text file holds, that a browser reads from a binary one (a spreadsheet, a PDF). */
const BINARY = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The file's rows, or why it cannot be read as a table: binary, not UTF-8 (what a browser decodes as U+FFFD,
 * as a CSV saved in Windows-1252 reads), JSON that does not parse, missing columns.
 */
function readRows(content: string, required: readonly string[]): { rows: TableRow[]; error?: AppError } {
  const refuse = (code: MessageCode, params: Record<string, string> = {}) => ({
    rows: [],
    error: new AppError(400, code, { params, fields: { content: [code] } }),
  });
  if (content.includes('\0') || BINARY.test(content)) return refuse('import_binary_file');
  const garbled = content.split('\n').findIndex((line) => line.includes('\uFFFD'));
  if (garbled >= 0) return refuse('import_not_utf8', { line: String(garbled + 1) });
  let table: ReturnType<typeof readTable>;
  try {
    table = readTable(content);
  } catch {
    return refuse('import_invalid_json');
  }
  const missing = required.filter((column) => !table.columns.includes(column));
  if (missing.length) return refuse('missing_columns', { columns: missing.join(', ') });
  if (!table.rows.length) return refuse('empty_file');
  return { rows: table.rows };
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
  if (error) throw error;
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
        userId: request.actor.userId,
        sourceId: request.sourceId ?? null,
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
        source_id: request.sourceId ?? null,
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
