import { afterAll, beforeAll, expect } from 'vitest';
import type { LoginResponse } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';

/**
 * One server for the whole test file, started before its first case and closed after its last. The object is
 * returned at once and filled in when the server starts, so the file can name it at its top level.
 */
export function fileServer(...args: Parameters<typeof startServer>): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer(...args));
  });
  afterAll(() => server.close?.());
  return server;
}

/** A session of `email` on the file's server, signed in before the first case (filled in like `fileServer`'s). */
export function fileSession(server: TestServer, email: string): LoginResponse {
  const session = {} as LoginResponse;
  beforeAll(async () => {
    Object.assign(session, await login(server, email));
  });
  return session;
}

export interface CallOptions {
  token?: string;
  lang?: string;
}

/** The file's server with calls to one module's API (`/api/<module>`) made as `email` unless a call names another token. */
export function moduleServer(module: string, email: string, ...args: Parameters<typeof startServer>) {
  const server = fileServer(...args);
  const session = fileSession(server, email);
  const file = {
    server,
    /** The token calls use; a case may replace it with a fresh session's. */
    token: '',
    api: (method: string, path: string, body?: unknown, opts: CallOptions = {}) =>
      call(server, method, `/api/${module}${path}`, {
        token: opts.token ?? file.token,
        body,
        headers: opts.lang ? { 'accept-language': opts.lang } : {},
      }),
    /** Creates with a POST that must answer 201, and gives the new row's id. */
    async created(path: string, body: unknown) {
      const res = await file.api('POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    },
    /** Every row of a list, page after page. */
    async everyRow(path: string) {
      const rows: any[] = [];
      for (let page = 1; ; page++) {
        const res = await file.api(
          'GET',
          `${path}${path.includes('?') ? '&' : '?'}page_size=100&page=${page}`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        rows.push(...res.body.results);
        if (!res.body.next) return rows;
      }
    },
  };
  beforeAll(() => {
    file.token = session.accessToken;
  });
  return file;
}
