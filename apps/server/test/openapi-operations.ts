import type { TestServer } from './harness.ts';

/** The operations of the server's OpenAPI document, and what the tests that walk them share. */
export type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
};
export type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type DocumentedOperation = { method: string; template: string; op: Operation };

export async function documentedOperations(server: TestServer): Promise<DocumentedOperation[]> {
  const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), template, op })),
  );
}

export const kinds = (schema: JsonSchema): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(kinds) : schema.type ? [schema.type] : [];

/** A text parameter that takes any words: no enumeration, pattern or format narrows it. */
export const isFreeText = (param: Parameter) =>
  kinds(param.schema).includes('string') &&
  [param.schema, ...(param.schema.anyOf ?? [])].every((s) => !s.enum && !s.pattern && !s.format);

/** A well-formed value for a parameter. */
export function plainValue(param: Parameter): string {
  const schemas = [param.schema, ...(param.schema.anyOf ?? [])];
  const listed = schemas.find((s) => s.enum)?.enum;
  if (listed) return String(listed[0]);
  if (kinds(param.schema).includes('integer')) return '1';
  if (schemas.some((s) => s.format === 'date')) return '2025-01-01';
  return param.name === 'locale' ? 'pt-BR' : 'welcome';
}

/** The route of the access declarations (`:id`) that answers a documented path (`{id}`). */
export const routeOf = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** What is wrong with an answer besides its status: an error outside `{detail, code}`. */
export function shapeProblem(status: number, text: string): string | null {
  if (status < 400) return null;
  try {
    const body = JSON.parse(text) as { detail?: unknown; code?: unknown };
    if (typeof body.detail === 'string' && typeof body.code === 'string') return null;
  } catch {
    // not JSON
  }
  return `outside the common shape: ${text.slice(0, 200)}`;
}
