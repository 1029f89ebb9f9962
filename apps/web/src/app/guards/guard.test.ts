import { describe, expect, it } from 'vitest';
import { access, pageByName, type RawRule } from '@alvorada/contracts';
import { createAbility } from '@/shared/ability/ability.ts';
import { guardNavigation, loginRedirect } from './guard.ts';

const signedIn = (rules: RawRule[] = [{ action: 'read', subject: 'Dashboard' }]) => ({
  loggedIn: true,
  ability: createAbility(rules),
});
const anonymous = { loggedIn: false, ability: createAbility([]) };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('navigation guard', () => {
  it('always allows a public route', () => {
    expect(guardNavigation({ access: access.public }, at('/not-authorized'), anonymous)).toEqual({
      allow: true,
    });
    expect(guardNavigation({ access: access.public }, at('/not-authorized'), signedIn())).toEqual({
      allow: true,
    });
  });

  it('sends a signed-in user away from a visitor-only route to /', () => {
    const login = pageByName('login')!;
    expect(guardNavigation(login, at('/login'), signedIn())).toEqual({ allow: false, redirectTo: '/' });
    expect(guardNavigation(login, at('/login'), anonymous)).toEqual({ allow: true });
  });

  it('allows a route whose rule the user holds', () => {
    expect(guardNavigation(pageByName('dashboards-main')!, at('/dashboards/main'), signedIn())).toEqual({
      allow: true,
    });
  });

  it('sends a signed-in user without the rule to not-authorized', () => {
    expect(guardNavigation(pageByName('admin-panel-roles')!, at('/admin-panel/roles'), signedIn())).toEqual({
      allow: false,
      redirectTo: '/not-authorized',
    });
  });

  it('sends an anonymous user to login with the query and the wanted path in `to`', () => {
    const decision = guardNavigation(
      pageByName('admin-panel-roles')!,
      at('/admin-panel/roles', '?q=1'),
      anonymous,
    );
    expect(decision).toEqual({ allow: false, redirectTo: '/login?q=1&to=%2Fadmin-panel%2Froles' });
  });

  it('omits `to` for /', () => {
    expect(loginRedirect('/', '?x=2')).toBe('/login?x=2');
    expect(loginRedirect('/', '')).toBe('/login');
  });

  it('lets manage-all read anything and honours inverted rules', () => {
    const admin = signedIn([{ action: 'manage', subject: 'all' }] as never);
    expect(guardNavigation(pageByName('development-logs')!, at('/development/logs'), admin).allow).toBe(true);
    const denied = signedIn([
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'Development', inverted: true },
    ] as never);
    expect(guardNavigation(pageByName('development-logs')!, at('/development/logs'), denied).allow).toBe(
      false,
    );
  });

  it('requires a session for an authenticated-only route', () => {
    const profile = pageByName('pages-user-profile-tab')!;
    expect(guardNavigation(profile, at('/pages/user-profile/profile'), signedIn([])).allow).toBe(true);
    expect(guardNavigation(profile, at('/pages/user-profile/profile'), anonymous)).toEqual({
      allow: false,
      redirectTo: '/login?to=%2Fpages%2Fuser-profile%2Fprofile',
    });
  });

  it('opens a page that names several rules to whoever holds any one of them', () => {
    const imports = pageByName('geracao-importacoes')!;
    const decide = (rules: RawRule[]) =>
      guardNavigation(imports, at('/geracao/importacoes'), signedIn(rules));
    expect(decide([{ action: 'read', subject: 'Geracao' }]).allow).toBe(true);
    expect(decide([{ action: 'create', subject: 'Prosumidor' }]).allow).toBe(true);
    expect(decide([{ action: 'read', subject: 'Prosumidor' }])).toEqual({
      allow: false,
      redirectTo: '/not-authorized',
    });
    expect(guardNavigation(imports, at('/geracao/importacoes'), anonymous).allow).toBe(false);
  });
});
