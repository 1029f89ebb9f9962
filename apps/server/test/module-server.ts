import { afterAll, beforeAll, expect } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';

export interface CallOptions {
  token?: string;
  lang?: string;
}

/**
 * One server for the whole test file, started before its first case and closed after its last, with calls to
 * one module's API (`/api/<module>`) made as `email` unless a call names another token.
 */
export function moduleServer(module: string, email: string) {
  const file = {
    server: undefined as unknown as TestServer,
    /** The token calls use by default; a case may replace it with a fresh session's. */
    token: '',
    api: (method: string, path: string, body?: unknown, opts: CallOptions = {}) =>
      call(file.server, method, `/api/${module}${path}`, {
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
  beforeAll(async () => {
    file.server = await startServer();
    file.token = (await login(file.server, email)).accessToken;
  });
  afterAll(() => file.server?.close());
  return file;
}
