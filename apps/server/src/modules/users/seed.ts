import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { BUILT_IN_ROLES } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notifications, roles, users } from '../../platform/db/schema.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';

export const DEMO_PASSWORD = 'Alvorada@2026';

export const DEMO_USERS = [
  {
    email: 'admin@alvorada.dev',
    username: 'admin',
    fullName: 'Ana Administradora',
    role: 'administrador',
    plan: 'enterprise',
  },
  {
    email: 'dev@alvorada.dev',
    username: 'dev',
    fullName: 'Diego Desenvolvedor',
    role: 'desenvolvedor',
    plan: 'team',
  },
  {
    email: 'usuario@alvorada.dev',
    username: 'usuario',
    fullName: 'Úrsula Usuária',
    role: 'usuario',
    plan: 'basic',
  },
  {
    email: 'energia@alvorada.dev',
    username: 'energia',
    fullName: 'Eduardo Energia',
    role: 'operador_energia',
    plan: 'team',
  },
  {
    email: 'trader@alvorada.dev',
    username: 'trader',
    fullName: 'Tânia Trader',
    role: 'trader',
    plan: 'basic',
  },
  {
    email: 'mercado@alvorada.dev',
    username: 'mercado',
    fullName: 'Marta Mercado',
    role: 'dados_mercado',
    plan: 'basic',
  },
] as const;

/** Built-in roles exist in every installation; rules an administrator changed are kept. */
export async function seedRoles(db: Db) {
  await db
    .insert(roles)
    .values(BUILT_IN_ROLES.map((r) => ({ code: r.code, name: r.name, rules: r.rules })))
    .onConflictDoNothing();
}

/** Demo users with a known password, once: a second start finds them and adds nothing. */
export async function seedDemoUsers(db: Db, log: Logger) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleIds = new Map(
    (await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]),
  );
  for (const demo of DEMO_USERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${demo.email}`);
    if (existing) continue;
    const [first, ...rest] = demo.fullName.split(' ');
    const [user] = await db
      .insert(users)
      .values({
        email: demo.email,
        username: demo.username,
        fullName: demo.fullName,
        firstName: first,
        lastName: rest.join(' '),
        passwordHash,
        roleId: roleIds.get(demo.role),
        status: 'active',
        emailVerifiedAt: new Date(),
        currentPlan: demo.plan,
        country: 'BR',
        // No language preference: the one chosen on the device stays until the person saves one.
        language: '',
        timezone: 'America/Sao_Paulo',
        currency: 'BRL',
        city: 'São Paulo',
        state: 'SP',
      })
      .returning({ id: users.id });
    await db.insert(notifications).values({
      userId: user.id,
      kind: 'welcome',
      title: 'Bem-vindo ao Alvorada',
      body: 'Sua conta de demonstração está pronta. Explore as áreas do menu.',
      link: '/pages/account-settings/account',
    });
    log.info({ email: demo.email }, 'demo user created');
  }
}

/**
 * Outside the demo, the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD, or gets a random
 * password printed once.
 */
export async function ensureFirstAdmin(db: Db, opts: { email?: string; password?: string }) {
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'administrador'));
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, admin.id), isNull(users.deletedAt)))
    .limit(1);
  if (holder) return null;
  const email = opts.email ?? 'admin@localhost';
  const password = opts.password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    email,
    username: email.split('@')[0],
    fullName: 'Administrador',
    passwordHash: await hashPassword(password),
    roleId: admin.id,
    status: 'active',
    emailVerifiedAt: new Date(),
  });
  return { email, password: opts.password ? null : password };
}
