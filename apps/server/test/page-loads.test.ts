import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, PAGES, pageRules, type LoginResponse, type PageDef } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';

/** The demo's built-in roles, by a user holding each. */
const USERS = {
  administrador: 'admin@alvorada.dev',
  desenvolvedor: 'dev@alvorada.dev',
  usuario: 'usuario@alvorada.dev',
  operador_energia: 'energia@alvorada.dev',
  trader: 'trader@alvorada.dev',
} as const;
type Role = keyof typeof USERS;

let server: TestServer;
const sessions = {} as Record<Role, LoginResponse>;
beforeAll(async () => {
  server = await startServer();
  for (const [role, email] of Object.entries(USERS)) sessions[role as Role] = await login(server, email);
});
afterAll(() => server?.close());

/** Whether the page guard lets the role in: the page names no rule, or one of its rules holds. */
function opens(page: PageDef, role: Role) {
  const ability = buildAbility(sessions[role].userAbilityRules as never);
  const rules = pageRules(page.access);
  return !rules.length || rules.some((rule) => ability.can(rule.action, rule.subject));
}

const loading = PAGES.filter((page) => page.loads?.length);
/** Paths only one page reads: they serve nobody that page refuses. */
const onlyFor = (path: string) => loading.filter((page) => page.loads!.includes(path)).length === 1;

describe('what a page reads as it opens agrees with who may open it', () => {
  it('every path a page names is a GET route of the server', () => {
    const routes = new Set(server.built.routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const named = loading.flatMap((page) => page.loads!);
    expect(named.filter((path) => !routes.has(path))).toEqual([]);
  });

  it('answers every role a page lets in, and refuses those it keeps out from the paths only it reads', async () => {
    const failures: string[] = [];
    for (const page of loading)
      for (const role of Object.keys(USERS) as Role[]) {
        const allowed = opens(page, role);
        for (const path of page.loads!) {
          if (!allowed && !onlyFor(path)) continue;
          const { status } = await call(server, 'GET', path, { token: sessions[role].accessToken });
          if (allowed ? status !== 200 : status !== 403)
            failures.push(`${page.name} ${allowed ? 'opens' : 'refuses'} ${role}: GET ${path} → ${status}`);
        }
      }
    expect(failures).toEqual([]);
  });

  it('the summary of the Resume page is refused to a Trader, whose lab shows their own figures', async () => {
    const trader = sessions.trader.accessToken;
    expect((await call(server, 'GET', '/api/trading/resume/', { token: trader })).status).toBe(403);
    expect((await call(server, 'GET', '/api/trading/lab-summary/', { token: trader })).status).toBe(200);
  });
});
