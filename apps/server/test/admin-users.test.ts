import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { PLANS } from '@alvorada/contracts';
import { roles, users } from '../src/platform/db/schema.ts';
import { DEMO_USERS } from '../src/modules/users/seed.ts';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';

const SEEDED = 500;
const STATUSES = ['active', 'inactive', 'pending'] as const;

let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
let seeded: { id: number; fullName: string; email: string; plan: string; status: string; role: string }[];

/** 500 users with a shuffled name order and every plan, status and role. */
async function seedUsers() {
  const db = server.built.platform.db;
  const allRoles = await db.select().from(roles);
  const values = Array.from({ length: SEEDED }, (_, i) => {
    const n = (i * 7919) % SEEDED; // a permutation: names are not in id order
    return {
      email: `load${String(i).padStart(3, '0')}@load.test`,
      username: `load${i}`,
      fullName: `person ${String(n).padStart(3, '0')}`,
      currentPlan: PLANS[i % PLANS.length],
      status: STATUSES[i % STATUSES.length],
      roleId: allRoles[i % allRoles.length].id,
    };
  });
  const rows = await db.insert(users).values(values).returning();
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    plan: r.currentPlan,
    status: r.status,
    role: allRoles.find((x) => x.id === r.roleId)!.name,
  }));
}

const list = (query: string) =>
  call(server, 'GET', `/api/admin/users/?${query}`, { token: admin.accessToken });

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin@alvorada.dev');
  seeded = await seedUsers();
});
afterAll(() => server?.close());

describe('user list over 500 users', () => {
  it('pages without gaps or overlaps for every page size, in the requested order', async () => {
    const expected = [...seeded].sort((a, b) => b.fullName.localeCompare(a.fullName)).map((u) => u.id);
    for (const size of [5, 10, 20, 25, 50, 100]) {
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(SEEDED / size); page++) {
        const res = await list(`search=load.test&ordering=-full_name&page_size=${size}&page=${page}`);
        expect(res.status).toBe(200);
        expect(res.body.count).toBe(SEEDED);
        ids.push(...res.body.results.map((u: { id: number }) => u.id));
        if (size < 50 && page >= 3) break; // small pages: the first three are enough to check the seams
      }
      expect(ids).toEqual(expected.slice(0, ids.length));
    }
  });

  it('breaks ties by id so a sort on a repeated value is stable across pages', async () => {
    const expected = [...seeded].sort((a, b) => a.plan.localeCompare(b.plan) || a.id - b.id).map((u) => u.id);
    const ids: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await list(`search=load.test&ordering=current_plan&page_size=100&page=${page}`);
      ids.push(...res.body.results.map((u: { id: number }) => u.id));
    }
    expect(ids).toEqual(expected);
  });

  it('filters by role, plan and status, and combines them', async () => {
    const role = seeded[1].role;
    const cases: [string, (u: (typeof seeded)[number]) => boolean][] = [
      [`role=${encodeURIComponent(role)}`, (u) => u.role === role],
      ['plan=team', (u) => u.plan === 'team'],
      ['status=pending', (u) => u.status === 'pending'],
      [
        `plan=basic&status=inactive&role=${encodeURIComponent(role)}`,
        (u) => u.plan === 'basic' && u.status === 'inactive' && u.role === role,
      ],
    ];
    for (const [query, keep] of cases) {
      const res = await list(`search=load.test&page_size=100&${query}`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(seeded.filter(keep).length);
      expect(
        res.body.results.every((u: { email: string }) => seeded.find((s) => s.email === u.email && keep(s))),
      ).toBe(true);
    }
  });

  it('answers next and previous links and refuses a page size outside the list', async () => {
    const res = await list('search=load.test&page_size=25&page=2');
    expect(res.body.next).toContain('page=3');
    expect(res.body.previous).toContain('page=1');
    expect((await list('page_size=7')).status).toBe(400);
  });

  it('counts users by status for the cards', async () => {
    const res = await call(server, 'GET', '/api/admin/users/stats/', { token: admin.accessToken });
    const byStatus = (s: string) => seeded.filter((u) => u.status === s).length;
    expect(res.body.pending).toBe(byStatus('pending'));
    expect(res.body.inactive).toBe(byStatus('inactive'));
    expect(res.body.active).toBe(byStatus('active') + DEMO_USERS.length);
    expect(res.body.total).toBe(SEEDED + DEMO_USERS.length);
  });

  it('exports the selection as CSV and the filtered list as XLSX', async () => {
    const ids = seeded.slice(0, 3).map((u) => u.id);
    const csv = await fetch(`${server.url}/api/admin/users/export/?format=csv&ids=${ids.join(',')}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Nome completo');
    expect(lines[1]).toContain(seeded[0].email);
    const xlsx = await fetch(`${server.url}/api/admin/users/export/?format=xlsx&search=load.test&plan=team`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    expect(book.worksheets[0].rowCount).toBe(1 + seeded.filter((u) => u.plan === 'team').length);
  });

  it('writes "Criado em" in the time zone the reader asks for, naming it, and in UTC otherwise', async () => {
    const user = seeded[0];
    const exported = async (query: string) => {
      const res = await fetch(`${server.url}/api/admin/users/export/?format=csv&ids=${user.id}${query}`, {
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      expect(res.status).toBe(200);
      const [header, row] = (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const cells = row!.split(';');
      return { header: header!.split(';').at(-1), createdAt: cells.at(-1) };
    };
    const listed = (await call(server, 'GET', `/api/admin/users/${user.id}/`, { token: admin.accessToken }))
      .body;
    const created = new Date(listed.created_at);
    const inZone = (zone: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).format(created);
    expect(await exported('&time_zone=America/Sao_Paulo')).toEqual({
      header: 'Criado em (America/Sao_Paulo)',
      createdAt: inZone('America/Sao_Paulo'),
    });
    expect(await exported('&time_zone=Asia/Tokyo')).toEqual({
      header: 'Criado em (Asia/Tokyo)',
      createdAt: inZone('Asia/Tokyo'),
    });
    expect(await exported('')).toEqual({ header: 'Criado em (UTC)', createdAt: inZone('UTC') });
    const refused = await fetch(`${server.url}/api/admin/users/export/?format=csv&time_zone=Mars/Olympus`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(refused.status).toBe(400);
  });
});

describe('user lifecycle', () => {
  it('creates a user with a password and a role by name, who can then sign in', async () => {
    const res = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: {
        email: 'nova@alvorada.dev',
        username: 'nova',
        full_name: 'Nova Pessoa',
        role: 'Trader',
        password: 'Segredo123',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'Trader', status: 'active' });
    const session = await login(server, 'nova@alvorada.dev', 'Segredo123');
    expect(session.userAbilityRules).toEqual(
      expect.arrayContaining([{ action: 'manage', subject: ['Backtest'] }]),
    );
  });

  it('invites a user without a password: pending, with a set-password link by e-mail', async () => {
    const res = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: { email: 'convite@alvorada.dev', username: 'convite', full_name: 'Convidada', role: 'usuario' },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    const sent = await call(server, 'GET', '/api/admin/mail/?folder=sent&search=convite@alvorada.dev', {
      token: admin.accessToken,
    });
    expect(sent.body.results[0].subject).toBe('Você foi convidado para o Alvorada');
  });

  it('refuses a duplicate e-mail and an unknown role with field messages', async () => {
    const dup = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: { email: 'NOVA@alvorada.dev', username: 'other', full_name: 'X', role: 'Trader' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.fields.email).toEqual(['Este e-mail já está em uso.']);
    const role = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: { email: 'x@alvorada.dev', username: 'xx1', full_name: 'X', role: 'Nope' },
    });
    expect(role.status).toBe(400);
    expect(role.body.fields.role).toBeDefined();
  });

  it('edits every field, validates the CPF and changes the role by name', async () => {
    const { body: user } = await list('search=nova@alvorada.dev');
    const id = user.results[0].id;
    const bad = await call(server, 'PATCH', `/api/admin/users/${id}/`, {
      token: admin.accessToken,
      body: { cpf: '111.111.111-11' },
    });
    expect(bad.status).toBe(400);
    const patch = {
      cpf: '529.982.247-25',
      country: 'BR',
      language: 'en',
      timezone: 'America/Recife',
      currency: 'BRL',
      current_plan: 'company',
      billing: 'Auto debit',
      company: 'Sol Ltda',
      role: 'Usuário',
    };
    const res = await call(server, 'PATCH', `/api/admin/users/${id}/`, {
      token: admin.accessToken,
      body: patch,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(patch);
  });

  it('deactivation ends every session of the user at once', async () => {
    const session = await login(server, 'nova@alvorada.dev', 'Segredo123');
    const ws = openSocket(server, session.userData.id, session.accessToken);
    await ws.opened;
    const res = await call(server, 'PATCH', `/api/admin/users/${session.userData.id}/`, {
      token: admin.accessToken,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(200);
    expect(await ws.next('user_deactivated')).toMatchObject({ user_id: session.userData.id });
    expect(
      (await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken })).status,
    ).toBe(401);
    const sessions = await call(server, 'GET', `/api/admin/users/${session.userData.id}/sessions/`, {
      token: admin.accessToken,
    });
    expect(sessions.body).toEqual([]);
    await call(server, 'PATCH', `/api/admin/users/${session.userData.id}/`, {
      token: admin.accessToken,
      body: { status: 'active' },
    });
    expect((await login(server, 'nova@alvorada.dev', 'Segredo123')).accessToken).toBeTruthy();
  });

  it('refuses an administrator deactivating or deleting their own account', async () => {
    const self = await call(server, 'PATCH', `/api/admin/users/${admin.userData.id}/`, {
      token: admin.accessToken,
      body: { status: 'inactive' },
    });
    expect(self.status).toBe(409);
    const del = await call(server, 'DELETE', `/api/admin/users/${admin.userData.id}/`, {
      token: admin.accessToken,
      body: { confirm: 'admin@alvorada.dev' },
    });
    expect(del.status).toBe(409);
  });

  it('deletes with a typed confirmation; the e-mail is reusable only after a purge', async () => {
    const { body } = await list('search=nova@alvorada.dev');
    const id = body.results[0].id;
    const wrong = await call(server, 'DELETE', `/api/admin/users/${id}/`, {
      token: admin.accessToken,
      body: { confirm: 'nova' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(server, 'DELETE', `/api/admin/users/${id}/`, {
      token: admin.accessToken,
      body: { confirm: 'nova@alvorada.dev' },
    });
    expect(ok.status).toBe(204);
    expect((await call(server, 'GET', `/api/admin/users/${id}/`, { token: admin.accessToken })).status).toBe(
      404,
    );
    const deleted = await list('status=deleted');
    expect(deleted.body.results.map((u: { id: number }) => u.id)).toContain(id);
    const again = {
      email: 'nova@alvorada.dev',
      username: 'nova2',
      full_name: 'Nova de novo',
      role: 'Trader',
    };
    const refused = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: again,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('email_held_by_deleted');
    expect(
      (await call(server, 'POST', `/api/admin/users/${id}/purge/`, { token: admin.accessToken })).status,
    ).toBe(204);
    expect(
      (await call(server, 'POST', '/api/admin/users/', { token: admin.accessToken, body: again })).status,
    ).toBe(201);
  });

  it('bulk-deactivates and reports the users it could not change', async () => {
    const ids = seeded
      .filter((u) => u.status === 'active')
      .slice(0, 3)
      .map((u) => u.id);
    const res = await call(server, 'POST', '/api/admin/users/bulk/', {
      token: admin.accessToken,
      body: { ids: [...ids, admin.userData.id], action: 'deactivate' },
    });
    expect(res.body.done).toEqual(ids);
    expect(res.body.failed).toEqual([{ id: admin.userData.id, detail: expect.any(String) }]);
    const after = await list(`search=load.test&status=inactive&page_size=100`);
    expect(after.body.count).toBe(seeded.filter((u) => u.status === 'inactive').length + 3);
  });

  it('revokes one session of a user and sends a reset link', async () => {
    const usuario = await login(server, 'usuario@alvorada.dev');
    const sessions = await call(server, 'GET', `/api/admin/users/${usuario.userData.id}/sessions/`, {
      token: admin.accessToken,
    });
    expect(sessions.body.length).toBeGreaterThan(0);
    for (const s of sessions.body)
      expect(
        (
          await call(server, 'DELETE', `/api/admin/users/${usuario.userData.id}/sessions/${s.id}/`, {
            token: admin.accessToken,
          })
        ).status,
      ).toBe(204);
    expect(
      (await call(server, 'GET', '/api/auth/current_profile/', { token: usuario.accessToken })).status,
    ).toBe(401);
    const link = await call(server, 'POST', `/api/admin/users/${usuario.userData.id}/reset-link/`, {
      token: admin.accessToken,
    });
    expect(link.status).toBe(202);
    expect(link.body.detail).toBe('Link enviado para usuario@alvorada.dev.');
  });
});

describe('admin endpoints and non-admins', () => {
  it('answer 403 to a signed-in user without Admin rights on every admin endpoint', async () => {
    const usuario = await login(server, 'dev@alvorada.dev');
    const routes = server.built.routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'key' ? 'invitation' : name === 'locale' ? 'en' : '1',
      );
      const res = await call(server, route.method, path, {
        token: usuario.accessToken,
        body: route.method === 'GET' ? undefined : {},
      });
      expect(`${route.method} ${route.url} → ${res.status}`).toBe(`${route.method} ${route.url} → 403`);
    }
  });
});
