import { redact } from './redact.ts';

/** Values a statement shows at most: a bulk insert's thousands are cut, and long texts with them. */
const MAX_PARAMS = 50;
const MAX_CHARS = 200;

/** `"col" = $1`, `"t"."col" >= $2`, `"col" in ($3, $4)`, `"col" ilike $5`: the column a value is compared with. */
const COMPARED =
  /"?(\w+)"?\s*(?:=|<>|!=|>=|<=|>|<|\s(?:not\s+)?(?:i?like|in|any)\s*\(?|@>|<@|&&)\s*\(?\s*(?:\$\d+\s*,\s*)*$/i;
const INSERT = /^\s*insert\s+into\s+[^(]+\(([^)]*)\)\s*values\s*/i;

/** The column each `$n` of an insert stands for: drizzle writes `("a", "b") values ($1, $2), ($3, $4)`. */
function insertColumns(sql: string): Map<number, string> {
  const names = new Map<number, string>();
  const match = INSERT.exec(sql);
  if (!match) return names;
  const columns = match[1]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
  for (const tuple of sql.slice(match[0].length).matchAll(/\(([^()]*)\)/g)) {
    tuple[1]!.split(',').forEach((item, i) => {
      const n = /^\s*\$(\d+)/.exec(item)?.[1];
      if (n && columns[i]) names.set(Number(n), columns[i]);
    });
  }
  return names;
}

/** A value as the explorer shows it: dates as text, bytes by their size, long text cut. */
function shown(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
  if (typeof value === 'string' && value.length > MAX_CHARS) return `${value.slice(0, MAX_CHARS)}…`;
  return value;
}

/**
 * A statement's bound values, redacted by the rules the recorder applies to bodies: each value is named by
 * the column it is written to or compared with (`password_hash`, `cpf_cnpj`… are hidden whole) and any
 * secret inside text (a JWT, a CPF, a bearer credential, a link's token) is masked.
 */
export function redactedParams(sql: string, params: readonly unknown[]): unknown[] {
  const inserted = insertColumns(sql);
  const compared = new Map<number, string>();
  for (const match of sql.matchAll(/\$(\d+)/g)) {
    const n = Number(match[1]);
    const name = COMPARED.exec(sql.slice(Math.max(0, match.index - 200), match.index))?.[1];
    if (name && !compared.has(n)) compared.set(n, name);
  }
  return params.slice(0, MAX_PARAMS).map((value, i) => {
    const name = inserted.get(i + 1) ?? compared.get(i + 1) ?? '';
    return (redact({ [name]: shown(value) }) as Record<string, unknown>)[name];
  });
}
