import { expect, it } from 'vitest';
import { login, startServer } from './harness.ts';
import { fileServer } from './module-server.ts';
import { provoke, provokedGroup } from './development-exceptions-view.ts';

// Runs in the PostgreSQL project only: two instances on one database.
const server = fileServer();

it('counts the 500s of every instance behind a balancer in one view', async () => {
  const second = await startServer({}, { shareWith: server });
  try {
    const [one, two] = await Promise.all([
      login(server, 'dev@alvorada.dev'),
      login(second, 'dev@alvorada.dev'),
    ]);
    const first = await provoke(server, one.accessToken);
    await provokedGroup(second, two.accessToken, 1);
    const other = await provoke(second, two.accessToken);
    const group = await provokedGroup(server, one.accessToken, 2);
    expect(group.request_ids).toEqual([other, first]);
    expect((await provokedGroup(second, two.accessToken, 2)).request_ids).toEqual(group.request_ids);
  } finally {
    await second.close();
  }
});
