import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type TestServer } from './harness.ts';
import {
  documentedOperations,
  isFreeText,
  kinds,
  plainValue,
  shapeProblem,
  type DocumentedOperation,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './openapi-operations.ts';

/*
 * Every operation of the OpenAPI document receives requests that its schemas refuse: one path parameter,
 * query parameter or body property replaced by a value of the wrong type, an integer beyond int32, a string
 * with a NUL byte or a lone surrogate, a day that does not exist, a body that is not an object or is too
 * large. The seed is fixed and the count bounded, so a failure replays exactly. Then every free-text query
 * parameter receives the names an object inherits (`__proto__`, `constructor`…), which a lookup in a plain
 * object would find. `openapi-custom-roles.test.ts` walks the same operations as roles with field lists and
 * conditions.
 */
const SEED = 20_261_124;
const RUNS_PER_OPERATION = 16;

type Probe = { path: string; query: string; body?: string; what: string };

let server: TestServer;
let token: string;
let operations: DocumentedOperation[];

/** The database before any probe: refused requests write nothing, checked once every probe was sent. */
let before: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'admin@alvorada.dev')).accessToken;
  operations = await documentedOperations(server);
  before = await fingerprint();
});
afterAll(() => server?.close());

const unsafeText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff'),
    fc.string({ maxLength: 6 }),
  )
  .map((parts) => parts.join(''));
const beyondInt32 = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
);
const impossibleDay = fc.constantFrom('2024-02-30', '0000-01-01', '2023-13-01', '2025-04-31', '31/12/2025');

/** A JSON value the property's schema refuses. */
function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = kinds(schema);
  const choices: fc.Arbitrary<unknown>[] = [fc.constant({ nested: true })];
  if (!types.includes('string')) choices.push(unsafeText);
  if (!types.includes('integer') && !types.includes('number')) choices.push(beyondInt32);
  if (!types.includes('boolean')) choices.push(fc.boolean());
  if (types.includes('string')) {
    choices.push(unsafeText);
    if (schema.maxLength) choices.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  }
  if (types.includes('integer')) choices.push(beyondInt32, fc.constant(1.5));
  if (
    types.some((t) => t === 'string') &&
    [schema, ...(schema.anyOf ?? [])].some((s) => s.format === 'date')
  ) {
    choices.push(impossibleDay);
  }
  if (schema.enum) choices.push(fc.constant('not-one-of-them'));
  return fc.oneof(...choices);
}

/** Percent-encodes as the bytes a careless client sends: a lone surrogate in its 3-byte form (%ED%A0%80). */
const encodeLoosely = (text: string) =>
  Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');

/** A text the parameter refuses whatever it is: outside int32 for ids, unsafe or absurdly long for names. */
function badParameter(param: Parameter): fc.Arbitrary<string> {
  const numeric = kinds(param.schema).includes('integer');
  const unsafe = unsafeText.map(encodeLoosely);
  if (param.in === 'path') {
    return numeric
      ? fc.oneof(unsafe, fc.constantFrom('2147483648', '0x1', '1e3', '-1', '1.0', 'x'.repeat(120)))
      : fc.oneof(unsafe, fc.constant('x'.repeat(120)));
  }
  if (numeric) return fc.oneof(unsafe, fc.constantFrom('2147483648', '99999999999', '0x1', 'abc'));
  if (param.schema.enum) return fc.oneof(unsafe, fc.constant('not-one-of-them'));
  return unsafe;
}

function probes(method: string, template: string, op: Operation): fc.Arbitrary<Probe> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const build = (pathValues: Record<string, string>, query = '', body?: unknown, what = '') => ({
    path: template.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]!),
    query,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    what,
  });
  const plainPath = Object.fromEntries(pathParams.map((p) => [p.name, plainValue(p)]));
  const plainBody = bodySchema ? {} : undefined;

  const choices: fc.Arbitrary<Probe>[] = [];
  for (const param of pathParams) {
    choices.push(
      badParameter(param).map((value) =>
        build({ ...plainPath, [param.name]: value }, '', plainBody, `path ${param.name}=${value}`),
      ),
    );
  }
  for (const param of queryParams) {
    choices.push(
      badParameter(param).map((value) =>
        build(plainPath, `?${param.name}=${value}`, plainBody, `query ${param.name}=${value}`),
      ),
    );
  }
  if (bodySchema) {
    for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
      choices.push(
        badValue(schema).map((value) =>
          build(plainPath, '', { [name]: value }, `body ${name}=${JSON.stringify(value)}`),
        ),
      );
    }
    choices.push(
      fc
        .constantFrom<unknown>([], 'text', 42, [{}])
        .map((body) => build(plainPath, '', body, `body ${JSON.stringify(body)}`)),
      fc.constant(build(plainPath, '', '{"unterminated": ', 'malformed JSON')),
    );
  }
  if (choices.length === 0) return fc.constant(build(plainPath));
  return fc.oneof(...choices);
}

/**
 * Over the default body limit and the mail routes' 8 MB (an instrument's import, up to 24 MB, refuses it by its
 * shape): built once, sent once to each operation with a body.
 */
const OVERSIZED_BODY = JSON.stringify({ padding: 'x'.repeat(12 * 1024 * 1024) });

/** The operation's path with a value its schema accepts in each path parameter. */
const plainPathOf = (template: string, op: Operation) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) =>
    plainValue((op.parameters ?? []).find((p) => p.in === 'path' && p.name === name)!),
  );

function oversizedProbe(template: string, op: Operation): Probe[] {
  if (!op.requestBody?.content['application/json']) return [];
  return [{ path: plainPathOf(template, op), query: '', body: OVERSIZED_BODY, what: 'body of 12 MB' }];
}

/** What an accepted GET may store: the overviews' per-UC standing, computed from the data on first read. */
const COMPUTED_ON_READ = new Set(['energy_standing_rows', 'energy_standing_scopes']);

/** A digest of every row of every table, to show that refused requests wrote nothing. */
async function fingerprint() {
  const db = server.built.platform.database.db;
  // Both drivers answer raw SQL with `rows`; drizzle leaves the result type to the driver.
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (COMPUTED_ON_READ.has(name)) continue;
    const [result] = await rows<{ digest: string | null }>(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
    );
    digests[name] = result?.digest ?? '';
  }
  return digests;
}

async function send(method: string, probe: Probe) {
  const res = await fetch(server.url + probe.path + probe.query, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: probe.body,
  });
  return { res, text: await res.text() };
}

/** Names every plain object inherits, and the same as a descending `?ordering=`. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '-__proto__',
  '-constructor',
  '-toString',
];

/** Every free-text query parameter of every read, one at a time, set to each inherited name. */
function prototypeProbes({ method, template, op }: DocumentedOperation): Probe[] {
  if (method !== 'GET') return [];
  const path = plainPathOf(template, op);
  return (op.parameters ?? [])
    .filter((p) => p.in === 'query' && isFreeText(p))
    .flatMap((param) =>
      PROTOTYPE_NAMES.map((name) => ({
        path,
        query: `?${param.name}=${encodeURIComponent(name)}`,
        what: `query ${param.name}=${name}`,
      })),
    );
}

/** Sends probes and collects what is wrong: no answer, a 5xx, an accepted change, an error outside the shape. */
async function failuresOf(method: string, template: string, sample: Probe[], failures: string[]) {
  for (const probe of sample) {
    const label = `${method} ${template} (${probe.what.slice(0, 80)})`;
    const answer = await send(method, probe).catch((err: Error) => {
      failures.push(`${label}: no answer (${err.cause ?? err.message})`);
      return null;
    });
    if (!answer) continue;
    const { res, text } = answer;
    const shape = shapeProblem(res.status, text);
    if (res.status >= 500) failures.push(`${label} → ${res.status}: ${text.slice(0, 200)}`);
    else if (res.status < 400 && method !== 'GET')
      failures.push(`${label} → ${res.status}: a refused input was accepted`);
    else if (shape) failures.push(`${label} → ${res.status}: ${shape}`);
  }
  return sample.length;
}

/*
 * The operations are walked in fixed shares, one case each, so that a slow machine makes each case longer
 * but never long enough to be mistaken for a hang.
 */
const SHARES = 8;
const share = (k: number) => operations.filter((_, index) => index % SHARES === k);
const shares = Array.from({ length: SHARES }, (_, k) => k);

describe('every operation of the OpenAPI document refuses bad input cleanly', () => {
  it('documents the whole API', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(shares)('no 5xx and every refusal in the common shape (share %i)', async (k) => {
    const failures: string[] = [];
    let sent = 0;
    for (const { method, template, op } of share(k)) {
      const index = operations.findIndex((o) => o.method === method && o.template === template);
      const samples = fc.sample(probes(method, template, op), {
        seed: SEED + index,
        numRuns: RUNS_PER_OPERATION,
      });
      const hasInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      sent += await failuresOf(method, template, hasInput ? samples : [], failures);
      sent += await failuresOf(method, template, oversizedProbe(template, op), failures);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500 / SHARES);
  });

  it.each(shares)(
    'a name every object inherits, in any free-text query parameter, is a value like any other (share %i)',
    async (k) => {
      const failures: string[] = [];
      let sent = 0;
      for (const operation of share(k))
        sent += await failuresOf(operation.method, operation.template, prototypeProbes(operation), failures);
      expect(failures).toEqual([]);
      // ordering and search on every list and export, and the lists' own text filters
      expect(sent).toBeGreaterThan((80 * PROTOTYPE_NAMES.length) / SHARES / 2);
    },
  );

  it('wrote nothing: every table holds what it held before the first probe', async () => {
    expect(await fingerprint()).toEqual(before);
  });
});
