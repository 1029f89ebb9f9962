import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITION_FIELDS,
  FIELD_RULE_SUBJECTS,
  SUBJECT_FIELDS,
  SUBJECTS,
  type RawRule,
  type Subject,
} from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import {
  documentedOperations,
  plainValue,
  routeOf,
  shapeProblem,
  type DocumentedOperation,
} from './openapi-operations.ts';

/*
 * Custom roles made through the admin API read every GET operation of the OpenAPI document that their
 * subject guards, exports included: roles whose read rule lists only `id` and one other field, and roles
 * whose rules are conditioned on every field the role editor lets a condition name. None answers 5xx, a
 * download is never cut, and a field left off the list is absent (or null, or a masked document) in the
 * records that carry it.
 */
const PASSWORD = 'Segredo123xyz';
const BASE: RawRule = { action: 'read', subject: ['Dashboard', 'Alvorada'] };

/** Per subject with field rules: the one field besides `id` the role reads, and where its records show. */
const FIELD_LISTS: Record<string, { shown: string; records: string[] }> = {
  Admin: { shown: 'full_name', records: ['/api/admin/users/', '/api/admin/users/{id}/'] },
  AccountSettings: { shown: 'full_name', records: ['/api/auth/current_profile/'] },
  Prosumidor: { shown: 'name', records: ['/api/energy/customers/', '/api/energy/customers/{id}/'] },
};

/** A value of the field's kind, so that a condition compares like with like. */
const sampleValue = (field: string): unknown =>
  field === 'id' || field.endsWith('_id') || field === 'created_by'
    ? '${user.id}'
    : field === 'created_at' || field === 'birth_date'
      ? { $gte: '2000-01-01' }
      : field === 'notify_by_email'
        ? true
        : 'x';

let server: TestServer;
let admin: string;
let operations: DocumentedOperation[];
/** The subject each GET route is guarded by (`read Admin`…), from the access declarations. */
let subjectOf: Map<string, Subject>;

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server, 'admin@alvorada.dev')).accessToken;
  operations = (await documentedOperations(server)).filter((o) => o.method === 'GET');
  subjectOf = new Map(
    server.built.routes.flatMap((r) =>
      r.method === 'GET' && r.access.kind === 'rule' ? [[r.url, r.access.subject] as const] : [],
    ),
  );
});
afterAll(() => server?.close());

let roles = 0;
/** A user holding a new role with `rules`, signed in. */
async function signedInAs(rules: RawRule[]) {
  const name = `Papel de teste ${++roles}`;
  const role = await call(server, 'POST', '/api/admin/roles/', { token: admin, body: { name, rules } });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const username = `papel${roles}`;
  const user = await call(server, 'POST', '/api/admin/users/', {
    token: admin,
    body: { email: `${username}@alvorada.dev`, username, full_name: name, role: name, password: PASSWORD },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  const session = await call(server, 'POST', '/api/auth/login/', {
    body: { email: `${username}@alvorada.dev`, password: PASSWORD },
  });
  return { status: session.status, body: session.body, token: session.body?.accessToken as string };
}

/** An existing record's id for each `{…}` of a path, read by the administrator from the list above it. */
async function concretePath(template: string) {
  let path = template;
  for (let match = /\{(\w+)\}/.exec(path); match; match = /\{(\w+)\}/.exec(path)) {
    const list = await call(server, 'GET', path.slice(0, match.index), { token: admin });
    const rows = Array.isArray(list.body) ? list.body : list.body?.results;
    path = path.replace(match[0], String(rows?.[0]?.id ?? 1));
  }
  return path;
}

/** The query a read needs: each required parameter with a plain value. */
const queryOf = ({ op }: DocumentedOperation) => {
  const required = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
  return required.length ? `?${required.map((p) => `${p.name}=${plainValue(p)}`).join('&')}` : '';
};

/** Reads every GET operation `subject` guards as `token`; the problems found, and the bodies by template. */
async function readAll(subject: Subject, token: string) {
  const problems: string[] = [];
  const bodies = new Map<string, unknown>();
  const reads = operations.filter((o) => subjectOf.get(routeOf(o.template)) === subject);
  for (const operation of reads) {
    const url = (await concretePath(operation.template)) + queryOf(operation);
    const answer = await fetch(server.url + url, { headers: { authorization: `Bearer ${token}` } }).then(
      async (res) => ({
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        text: await res.text(),
      }),
      (err: Error) => ({ status: 0, type: '', text: `no whole answer (${err.cause ?? err.message})` }),
    );
    const shape = shapeProblem(answer.status, answer.text);
    if (answer.status >= 500 || answer.status === 0)
      problems.push(`GET ${url} → ${answer.status}: ${answer.text.slice(0, 200)}`);
    else if (shape) problems.push(`GET ${url} → ${answer.status}: ${shape}`);
    if (answer.status === 200 && answer.type.startsWith('application/json'))
      bodies.set(operation.template, JSON.parse(answer.text));
  }
  return { problems, reads: reads.length, bodies };
}

describe('custom roles read every operation of their subject without a server error', () => {
  it.each(FIELD_RULE_SUBJECTS)('a role reading only `id` and one other field of %s', async (subject) => {
    const { shown, records } = FIELD_LISTS[subject]!;
    const session = await signedInAs([BASE, { action: 'read', subject, fields: ['id', shown] }]);
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const { problems, reads, bodies } = await readAll(subject, session.token);
    expect(problems).toEqual([]);
    if (subject !== 'AccountSettings') expect(reads).toBeGreaterThan(1);

    const hidden = SUBJECT_FIELDS[subject].filter((f) => f !== 'id' && f !== shown);
    const masked = (record: Record<string, unknown>) =>
      hidden.filter((f) => record[f] != null && !(f === 'cpf_cnpj' && String(record[f]).includes('*')));
    const found: Record<string, unknown>[] = subject === 'AccountSettings' ? [session.body.userData] : [];
    for (const template of records) {
      if (subject !== 'AccountSettings') expect(bodies.has(template), template).toBe(true);
      const body = bodies.get(template) as { results?: Record<string, unknown>[] } | undefined;
      found.push(...(body?.results ?? (body ? [body as Record<string, unknown>] : [])));
    }
    expect(found.length).toBeGreaterThan(0);
    for (const record of found) {
      expect(record.id).toEqual(expect.any(Number));
      expect(masked(record), JSON.stringify(record)).toEqual([]);
      expect(record[shown]).toEqual(expect.any(String));
    }
  });

  it.each(SUBJECTS.filter((s) => CONDITION_FIELDS[s].length > 0))(
    'a role whose %s rules are conditioned on every field a condition may name',
    async (subject) => {
      // A value of the field's kind, and values of other kinds, which the database could not compare.
      const conditioned = CONDITION_FIELDS[subject].flatMap((field) =>
        [sampleValue(field), 'abc', { $in: ['abc', 2 ** 40, true] }].map((value) => ({
          action: 'manage' as const,
          subject,
          conditions: { [field]: value },
        })),
      );
      const session = await signedInAs([
        BASE,
        { action: 'read', subject: 'AccountSettings' },
        ...conditioned,
      ]);
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      const { problems } = await readAll(subject, session.token);
      expect(problems).toEqual([]);
      const search = await call(server, 'GET', '/api/search/?q=al', { token: session.token });
      expect(search.status).toBe(200);
    },
  );

  it('the role editor refuses a condition a list of its subject cannot apply, in the reader’s language', async () => {
    const outside = SUBJECTS.flatMap((subject) =>
      SUBJECT_FIELDS[subject]
        .filter((field) => !CONDITION_FIELDS[subject].includes(field))
        .map((field) => ({ subject, field })),
    );
    expect(outside).toContainEqual({ subject: 'Backtest', field: 'status' });
    for (const { subject, field } of outside) {
      const res = await call(server, 'POST', '/api/admin/roles/', {
        token: admin,
        headers: { 'accept-language': 'en' },
        body: {
          name: `Recusado ${subject} ${field}`,
          rules: [{ action: 'read', subject, conditions: { [field]: 1 } }],
        },
      });
      expect(res.status, `${subject}.${field}`).toBe(400);
      expect(res.body).toMatchObject({
        code: 'rule_condition_field',
        detail: `The lists of this subject cannot filter on the field ${field}; use another field in the condition.`,
      });
    }
  });
});
