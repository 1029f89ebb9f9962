import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { RequestDetailDrawer } from './request-detail-drawer.tsx';

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
  ip: '127.0.0.1',
  request_headers: { accept: 'application/json' },
  response_headers: { 'content-type': 'application/json; charset=utf-8' },
  request_body: null,
  response_body: null,
  bodies_hidden: true,
  statements: [
    { sql: 'select count(*) from "users"', ms: 0.4, at: '2026-03-01T12:00:00.001Z', failed: false },
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
});
