import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, DASHBOARD_LANDING_ROLES, type RawRule, type User } from '@alvorada/contracts';
import { createAbility } from '@/shared/ability/ability.ts';
import { landingPath } from './landing.ts';

const user = (role: string) => ({ id: 1, role }) as User;
const context = (rules: RawRule[]) => ({ loggedIn: true, ability: createAbility(rules) });
const rulesOf = (code: string) => BUILT_IN_ROLES.find((role) => role.code === code)!.rules;

describe('landing at /', () => {
  it.each(DASHBOARD_LANDING_ROLES)('sends role %s of the spec table to dashboards-main', (role) => {
    expect(landingPath(user(role), context([]), '')).toBe('/dashboards/main');
  });

  it('matches a built-in role by its code as well as its name', () => {
    expect(landingPath(user('usuario'), context([]), '')).toBe('/dashboards/main');
  });

  it('sends another role that may read Dashboard to dashboards-main', () => {
    expect(landingPath(user('Trader'), context(rulesOf('trader')), '')).toBe('/dashboards/main');
    expect(landingPath(user('Operador de Energia'), context(rulesOf('operador_energia')), '')).toBe(
      '/dashboards/main',
    );
  });

  it('sends another role without Dashboard to its first allowed menu entry', () => {
    const rules: RawRule[] = [{ action: 'manage', subject: ['Geracao', 'Credito'] }];
    expect(landingPath(user('Operador'), context(rules), '')).toBe('/geracao/visao-geral');
  });

  it('sends a role with no allowed entry to not-authorized', () => {
    expect(landingPath(user('Visitante'), context([]), '')).toBe('/not-authorized');
  });

  it('sends a user without a session or role to login keeping the query', () => {
    expect(landingPath(null, { loggedIn: false, ability: createAbility([]) }, '?a=1')).toBe('/login?a=1');
    expect(landingPath(user(''), context([]), '?a=1')).toBe('/login?a=1');
  });
});
