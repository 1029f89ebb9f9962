import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { RequestDetailDrawer } from './request-detail-drawer.tsx';
import { curlCommand } from './curl-command.ts';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));

const REQUEST: RecordedRequest = {
  id: '0b6f2c1e-8d5a-4f3b-9c2e-6d1ece876fec',
  method: 'GET',
  url: '/api/admin/users/',
  route: '/api/admin/users/',
  status: 200,
  duration_ms: 4.5,
  started_at: '2026-03-01T12:00:00.000Z',
  user_id: 1,
  user_name: 'Ana Administradora',
  statement_count: 1,
  slow_statements: 0,
  repeated_statements: 0,
  ip: '127.0.0.1',
  request_headers: { accept: 'application/json' },
  response_headers: { 'content-type': 'application/json; charset=utf-8' },
  request_body: null,
  response_body: null,
  bodies_hidden: true,
  statements: [
    {
      sql: 'select count(*) from "users"',
      params: null,
      ms: 0.4,
      at: '2026-03-01T12:00:00.001Z',
      failed: false,
      slow: false,
      runs: 1,
    },
  ],
  messages: [],
  log_lines: [],
};

beforeAll(() => loadNamespace('development'));

const show = (request: RecordedRequest) => {
  vi.mocked(api).mockResolvedValue(request);
  renderInApp(<RequestDetailDrawer id={request.id} onClose={() => undefined} />);
};

describe('the request detail', () => {
  it('shows the note in place of the bodies of a request the reader may not read, with headers and SQL', async () => {
    show(REQUEST);
    expect(await screen.findByText(/Os corpos desta requisição ficam ocultos/)).toBeTruthy();
    expect(screen.queryByText('Corpo da requisição')).toBeNull();
    expect(screen.queryByText('Corpo da resposta')).toBeNull();
    expect(screen.getByText('Cabeçalhos da resposta')).toBeTruthy();
    expect(screen.getByText('select count(*) from "users"')).toBeTruthy();
  });

  it('shows the bodies of a request the reader may read, without the note', async () => {
    show({ ...REQUEST, id: 'mine', bodies_hidden: false, response_body: { count: 0, results: [] } });
    expect(await screen.findByText('Corpo da resposta')).toBeTruthy();
    expect(screen.queryByText(/ficam ocultos/)).toBeNull();
  });

  it("shows a readable request's bound values and flags its slow statements and N+1 runs", async () => {
    const select = {
      sql: 'select "name" from "plants" where "plants"."id" = $1',
      at: '2026-03-01T12:00:00.001Z',
      failed: false,
      runs: 3,
    };
    show({
      ...REQUEST,
      id: 'n-plus-one',
      bodies_hidden: false,
      slow_statements: 1,
      repeated_statements: 3,
      statements: [1, 2, 3].map((id) => ({ ...select, params: [id], ms: id * 60, slow: id * 60 >= 100 })),
    });
    expect(await screen.findByText('$1 = 3')).toBeTruthy();
    expect(screen.getByText('Uma instrução lenta')).toBeTruthy();
    expect(screen.getByText('3 instruções em N+1')).toBeTruthy();
    expect(screen.getAllByText('N+1: 3 vezes nesta requisição')).toHaveLength(3);
    expect(screen.getAllByText('lenta')).toHaveLength(2);
  });
});

describe('a request copied as cURL', () => {
  it('leaves out the redacted headers and body, and quotes for the shell', () => {
    const post: RecordedRequest = {
      ...REQUEST,
      method: 'POST',
      url: "/api/optop/chat/?q=it's",
      request_headers: {
        host: 'localhost:3000',
        authorization: '[redacted]',
        'content-type': 'application/json',
      },
      bodies_hidden: false,
      request_body: { content: 'Oi' },
    };
    expect(curlCommand(post, 'http://localhost:3000')).toBe(
      [
        "curl -X POST 'http://localhost:3000/api/optop/chat/?q=it'\\''s'",
        "-H 'content-type: application/json'",
        `--data-raw '{"content":"Oi"}'`,
      ].join(' \\\n  '),
    );
    const secret = curlCommand({ ...post, request_body: { password: '[redacted]' } }, 'http://x');
    expect(secret).not.toContain('--data-raw');
    expect(curlCommand({ ...post, bodies_hidden: true }, 'http://x')).not.toContain('--data-raw');
  });
});
