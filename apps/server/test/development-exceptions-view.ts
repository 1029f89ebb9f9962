import { expect } from 'vitest';
import type { ExceptionGroup } from '@alvorada/contracts';
import { call, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

export const PROVOKE = '/api/development/exceptions/provoke/';

/** Asks `server` for a 500 on purpose; answers the failed request's id. */
export async function provoke(server: TestServer, token: string): Promise<string> {
  const failed = await call(server, 'POST', PROVOKE, { token });
  expect(failed.status).toBe(500);
  return failed.body.request_id;
}

/** The provoked failures' group once it counts `count` (its write follows the answer). */
export const provokedGroup = (server: TestServer, token: string, count: number) =>
  eventually(async () => {
    const groups = await call(server, 'GET', '/api/development/exceptions/', { token });
    expect(groups.status).toBe(200);
    const group = (groups.body as ExceptionGroup[]).find((g) => g.route === PROVOKE);
    return group?.count === count && group;
  });
