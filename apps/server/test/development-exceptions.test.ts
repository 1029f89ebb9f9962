import { describe, expect, it } from 'vitest';
import { call, login } from './harness.ts';
import { fileServer, fileSession } from './module-server.ts';
import { provoke, provokedGroup } from './development-exceptions-view.ts';

const server = fileServer({ DEVTOOLS_SAMPLE_RATE: '1' });
const dev = fileSession(server, 'dev@alvorada.dev');

describe('the exceptions view', () => {
  it('groups 500s by route and error, with their request ids (newest first) and stack', async () => {
    const first = await provoke(server, dev.accessToken);
    await provokedGroup(server, dev.accessToken, 1);
    const second = await provoke(server, dev.accessToken);
    const group = await provokedGroup(server, dev.accessToken, 2);
    expect(group).toMatchObject({ method: 'POST', request_ids: [second, first] });
    expect(group.error).toMatch(/^Error: Provoked failure/);
    expect(group.stack).toContain('telescope-routes');
    expect(Date.parse(group.first_at)).toBeLessThanOrEqual(Date.parse(group.last_at));
    const opened = await call(server, 'GET', `/api/development/requests/${second}/`, {
      token: dev.accessToken,
    });
    expect(opened.body.status).toBe(500);
  });

  it('answers them to readers of Development only', async () => {
    const { accessToken: token } = await login(server, 'usuario@alvorada.dev');
    expect((await call(server, 'GET', '/api/development/exceptions/', { token })).status).toBe(403);
  });
});
