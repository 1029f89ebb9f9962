import { expect, type APIRequestContext } from '@playwright/test';
import { apiSession, DEMO } from './support.ts';

/**
 * The admin's Workana feed with something in it: a rule (created once) and a run of the fixture source,
 * waiting until the feed holds a match. Returns how many matches the feed then holds.
 */
export async function workanaMatchesFor(
  request: APIRequestContext,
  rule = { name: 'Web e apps', include: ['react', 'flutter', 'python', 'power bi'] },
) {
  const { headers } = await apiSession(request, DEMO.admin);
  const rules = await (await request.get('/api/workana/rules/', { headers })).json();
  if (!rules.some((r: { name: string }) => r.name === rule.name))
    await request.post('/api/workana/rules/', {
      headers,
      data: { name: rule.name, criteria: { include: rule.include } },
    });
  const sources = await (await request.get('/api/workana/sources/', { headers })).json();
  const fixture = sources.find((s: { kind: string }) => s.kind === 'fixture');
  const before = (await (await request.get('/api/workana/notifications/', { headers })).json()).count;
  expect((await request.post(`/api/workana/sources/${fixture.id}/run/`, { headers })).status()).toBe(202);
  await expect
    .poll(async () => (await (await request.get('/api/workana/notifications/', { headers })).json()).count)
    .toBeGreaterThan(before);
  return fixture.id as number;
}
