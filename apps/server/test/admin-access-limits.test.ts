import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertRoleManagersRemain } from '../src/modules/admin/role-guards.ts';
import { call, login, startServer, type TestServer } from './harness.ts';

/** What a user manager without `manage all` may not do, and what nobody may do to the role managers. */
let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
const PASSWORD = 'Segredo123';
const as = (session: { accessToken: string }, method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: session.accessToken, body });

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin@alvorada.dev');
});
afterAll(() => server?.close());

const roleByCode = async (code: string) =>
  (await as(admin, 'GET', '/api/admin/roles/')).body.results.find((r: { code: string }) => r.code === code);

describe('the last role managers', () => {
  it('refuses, with a translated 409, role rules that would leave nobody able to manage roles', async () => {
    const administrador = await roleByCode('administrador');
    const res = await as(admin, 'PATCH', `/api/admin/roles/${administrador.id}/`, {
      rules: [{ action: 'read', subject: 'Admin' }],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'last_role_manager',
      detail: 'Esta alteração deixaria a plataforma sem nenhum usuário ativo capaz de gerenciar perfis.',
    });
    expect((await roleByCode('administrador')).rules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect((await as(admin, 'GET', '/api/admin/roles/')).status).toBe(200);
  });

  it('refuses deactivating, deleting or demoting the last active user who can manage roles', async () => {
    const db = server.built.platform.db;
    const last = { code: 'last_role_manager', status: 409 };
    const usuario = await roleByCode('usuario');
    for (const roleId of [null, usuario.id])
      await expect(
        assertRoleManagersRemain(db, { user: { id: admin.userData.id, roleId } }),
      ).rejects.toMatchObject(last);
    await expect(
      assertRoleManagersRemain(db, { user: { id: 999_999, roleId: null } }),
    ).resolves.toBeUndefined();
  });

  it('refuses changing the rules of the role one holds, even without losing anything', async () => {
    const administrador = await roleByCode('administrador');
    const res = await as(admin, 'PATCH', `/api/admin/roles/${administrador.id}/`, {
      rules: [
        { action: 'manage', subject: 'all' },
        { action: 'read', subject: 'Dashboard' },
      ],
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('role_held_by_you');
  });
});

describe('a user manager without manage all', () => {
  let manager: Awaited<ReturnType<typeof login>>;
  let managerRoleId: number;
  let usuarioId: number;

  beforeAll(async () => {
    const role = await as(admin, 'POST', '/api/admin/roles/', {
      name: 'Gestor de usuários',
      rules: [
        { action: ['read', 'create', 'update', 'delete'], subject: 'Admin' },
        { action: 'read', subject: ['Dashboard', 'AccountSettings', 'Alvorada'] },
      ],
    });
    managerRoleId = role.body.id;
    await as(admin, 'POST', '/api/admin/users/', {
      email: 'gestor@alvorada.dev',
      username: 'gestor',
      full_name: 'Gestor',
      role: 'Gestor de usuários',
      password: PASSWORD,
    });
    manager = await login(server, 'gestor@alvorada.dev', PASSWORD);
    const list = await as(admin, 'GET', '/api/admin/users/?search=usuario@alvorada.dev');
    usuarioId = list.body.results[0].id;
  });

  it('cannot create or grant a role with rights it does not hold', async () => {
    const create = await as(manager, 'POST', '/api/admin/roles/', {
      name: 'Tudo',
      rules: [{ action: 'manage', subject: 'all' }],
    });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({
      code: 'rights_beyond_yours',
      detail: 'Você não pode conceder permissões que você mesmo não possui.',
    });
    const modest = await as(manager, 'POST', '/api/admin/roles/', {
      name: 'Leitura do painel',
      rules: [{ action: 'read', subject: 'Admin' }],
    });
    expect(modest.status).toBe(201);
    const assign = await as(manager, 'PATCH', `/api/admin/users/${usuarioId}/`, { role: 'Administrador' });
    expect(assign.status).toBe(403);
    expect(assign.body.code).toBe('rights_beyond_yours');
    const invite = await as(manager, 'POST', '/api/admin/users/', {
      email: 'novo-admin@alvorada.dev',
      username: 'novoadmin',
      full_name: 'Novo',
      role: 'Administrador',
    });
    expect(invite.status).toBe(403);
  });

  it('cannot change the rules of its own role', async () => {
    const res = await as(manager, 'PATCH', `/api/admin/roles/${managerRoleId}/`, {
      rules: [{ action: 'read', subject: 'Admin' }],
    });
    expect(res.status).toBe(403);
  });

  it('cannot act on a user whose rights exceed its own, but manages the others', async () => {
    const adminId = admin.userData.id;
    const deactivate = await as(manager, 'PATCH', `/api/admin/users/${adminId}/`, { status: 'inactive' });
    expect(deactivate.status).toBe(403);
    expect(deactivate.body.code).toBe('user_outranks_you');
    const bulk = await as(manager, 'POST', '/api/admin/users/bulk/', {
      ids: [adminId, usuarioId],
      action: 'deactivate',
    });
    expect(bulk.body.done).toEqual([usuarioId]);
    expect(bulk.body.failed).toEqual([
      { id: adminId, detail: 'Este usuário tem permissões que você não possui.' },
    ]);
    expect((await as(manager, 'POST', `/api/admin/users/${adminId}/reset-link/`)).status).toBe(403);
    const remove = await call(server, 'DELETE', `/api/admin/users/${adminId}/`, {
      token: manager.accessToken,
      body: { confirm: 'admin@alvorada.dev' },
    });
    expect(remove.status).toBe(403);
    expect((await as(admin, 'GET', `/api/admin/users/${adminId}/`)).body.status).toBe('active');
  });
});

describe('role editor validation', () => {
  it('refuses field rules on subjects whose fields are not declared, and operators SQL cannot apply', async () => {
    const fields = await as(admin, 'POST', '/api/admin/roles/', {
      name: 'Campos',
      rules: [{ action: 'read', subject: 'Backtest', fields: ['status'] }],
    });
    expect(fields.status).toBe(400);
    expect(fields.body.code).toBe('rule_fields_undeclared');
    expect(fields.body.fields['rules.0.fields']).toBeDefined();
    const regex = await as(admin, 'POST', '/api/admin/roles/', {
      name: 'Regex',
      rules: [{ action: 'read', subject: 'Admin', conditions: { email: { $regex: '^a' } } }],
    });
    expect(regex.status).toBe(400);
    expect(regex.body.code).toBe('rule_unknown_operator');
  });
});
