import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
const as = (method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: admin.accessToken, body });

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin@alvorada.dev');
});
afterAll(() => server?.close());

describe('roles', () => {
  it('lists every role with its user count and a few holders', async () => {
    const res = await as('GET', '/api/admin/roles/');
    const trader = res.body.results.find((r: { code: string }) => r.code === 'trader');
    expect(trader).toMatchObject({ name: 'Trader', user_count: 1 });
    expect(trader.holders).toEqual([expect.objectContaining({ full_name: 'Tânia Trader' })]);
  });

  it('creates, renames, duplicates and deletes a custom role', async () => {
    const created = await as('POST', '/api/admin/roles/', {
      name: 'Auditor',
      rules: [{ action: 'read', subject: 'Admin' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.code).toBeNull();
    const clash = await as('POST', '/api/admin/roles/', { name: 'auditor', rules: [] });
    expect(clash.status).toBe(409);
    const renamed = await as('PATCH', `/api/admin/roles/${created.body.id}/`, { name: 'Auditoria' });
    expect(renamed.body.name).toBe('Auditoria');
    const copy = await as('POST', '/api/admin/roles/', {
      name: 'Auditoria (cópia)',
      rules: renamed.body.rules,
    });
    expect(copy.body.rules).toEqual(renamed.body.rules);
    for (const id of [created.body.id, copy.body.id])
      expect((await as('DELETE', `/api/admin/roles/${id}/`)).status).toBe(204);
    expect((await as('GET', `/api/admin/roles/${created.body.id}/`)).status).toBe(404);
  });

  it('refuses to delete a role in use, saying how many hold it, and a built-in role', async () => {
    const role = await as('POST', '/api/admin/roles/', { name: 'Em uso', rules: [] });
    const user = await as('POST', '/api/admin/users/', {
      email: 'emuso@alvorada.dev',
      username: 'emuso',
      full_name: 'Em Uso',
      role: 'Em uso',
      password: 'Segredo123',
    });
    expect(user.status).toBe(201);
    const refused = await as('DELETE', `/api/admin/roles/${role.body.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Este perfil não pode ser excluído: 1 usuário ainda o possui.');
    expect((await as('GET', `/api/admin/roles/${role.body.id}/`)).status).toBe(200);
    const builtIn = (await as('GET', '/api/admin/roles/')).body.results.find(
      (r: { code: string }) => r.code === 'usuario',
    );
    expect((await as('DELETE', `/api/admin/roles/${builtIn.id}/`)).body.code).toBe('role_built_in');
  });

  it('validates conditions and fields against the subject', async () => {
    const bad = await as('POST', '/api/admin/roles/', {
      name: 'Ruim',
      rules: [{ action: 'read', subject: 'Admin', conditions: { salary: { $gt: 1 }, id: { $where: 'x' } } }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual([
      'rules.0.conditions.salary',
      'rules.0.conditions.id.$where',
    ]);
    const good = await as('POST', '/api/admin/roles/', {
      name: 'Bom',
      rules: [
        {
          action: 'update',
          subject: 'Admin',
          conditions: { id: { $in: ['${user.id}', 1] }, status: 'pending' },
          fields: ['full_name'],
        },
        { action: 'delete', subject: 'Admin', inverted: true },
      ],
    });
    expect(good.status).toBe(201);
  });

  it('pushes the new rules to an open socket of a holder when the role is saved', async () => {
    const dev = await login(server, 'dev@alvorada.dev');
    const ws = openSocket(server, dev.userData.id, dev.accessToken);
    await ws.opened;
    const role = (await as('GET', '/api/admin/roles/')).body.results.find(
      (r: { code: string }) => r.code === 'desenvolvedor',
    );
    const rules = [{ action: 'read', subject: ['Dashboard', 'Admin'] }];
    expect((await as('PATCH', `/api/admin/roles/${role.id}/`, { rules })).status).toBe(200);
    const update = await ws.next('profile_update');
    expect(update.profile).toMatchObject({
      id: dev.userData.id,
      role: 'Desenvolvedor',
      userAbilityRules: rules,
    });
    expect((await call(server, 'GET', '/api/admin/roles/', { token: dev.accessToken })).status).toBe(200);
    await as('PATCH', `/api/admin/roles/${role.id}/`, { rules: role.rules });
    ws.socket.close(1000);
  });
});

describe('permissions', () => {
  it('lists subjects and actions with the roles granting each', async () => {
    const res = await as('GET', '/api/admin/permissions/');
    const backtest = res.body.subjects.find((s: { subject: string }) => s.subject === 'Backtest');
    expect(backtest.granted_by.read).toEqual(
      expect.arrayContaining(['Administrador', 'Desenvolvedor', 'Trader']),
    );
    expect(backtest.granted_by.delete).not.toContain('Desenvolvedor');
  });

  it('checks a user, action and subject and names the rule that decided', async () => {
    const users = (await as('GET', '/api/admin/users/?search=trader')).body.results;
    const trader = users[0];
    const allowed = await as('POST', '/api/admin/permissions/check/', {
      user_id: trader.id,
      action: 'delete',
      subject: 'Backtest',
    });
    expect(allowed.body).toEqual({
      allowed: true,
      role: 'Trader',
      rule: { action: 'manage', subject: ['Backtest'] },
      rule_index: 1,
    });
    const denied = await as('POST', '/api/admin/permissions/check/', {
      user_id: trader.id,
      action: 'read',
      subject: 'Admin',
    });
    expect(denied.body).toMatchObject({ allowed: false, rule: null });
  });

  it('evaluates conditions against a sample record', async () => {
    const role = await as('POST', '/api/admin/roles/', {
      name: 'Próprio',
      rules: [
        { action: 'read', subject: 'Admin', conditions: { id: '${user.id}' } },
        { action: 'read', subject: 'Admin', fields: 'cpf', inverted: true },
      ],
    });
    const user = await as('POST', '/api/admin/users/', {
      email: 'proprio@alvorada.dev',
      username: 'proprio',
      full_name: 'Próprio',
      role: role.body.name,
      password: 'Segredo123',
    });
    const check = (record: unknown, field?: string) =>
      as('POST', '/api/admin/permissions/check/', {
        user_id: user.body.id,
        action: 'read',
        subject: 'Admin',
        record,
        field,
      });
    expect((await check({ id: user.body.id })).body).toMatchObject({ allowed: true, rule_index: 0 });
    expect((await check({ id: 1 })).body.allowed).toBe(false);
    expect((await check({ id: user.body.id }, 'cpf')).body).toMatchObject({ allowed: false, rule_index: 1 });
  });
});

describe('audit log', () => {
  it('records who changed what, when, from where, before and after, with filters', async () => {
    const { results } = (await as('GET', '/api/admin/users/?search=usuario@')).body;
    const target = results[0];
    await as('PATCH', `/api/admin/users/${target.id}/`, { company: 'Auditada S.A.' });
    const res = await as('GET', `/api/admin/audit/?subject=User&target_id=${target.id}`);
    expect(res.status).toBe(200);
    const [entry] = res.body.results;
    expect(entry).toMatchObject({
      action: 'update',
      actor: { id: admin.userData.id, email: 'admin@alvorada.dev' },
      after: { company: 'Auditada S.A.' },
      ip: '127.0.0.1',
    });
    expect((entry.before as { company: string }).company).toBe('');
    const timeline = await as('GET', `/api/admin/audit/?user_id=${target.id}`);
    expect(timeline.body.count).toBeGreaterThanOrEqual(1);
    const roles = await as('GET', '/api/admin/audit/?subject=Role&action=delete');
    expect(
      roles.body.results.every(
        (e: { subject: string; action: string }) => e.subject === 'Role' && e.action === 'delete',
      ),
    ).toBe(true);
    const future = await as('GET', '/api/admin/audit/?from=2999-01-01');
    expect(future.body.count).toBe(0);
  });
});
