import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedRequestSummary, RecorderSettings } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { RequestExplorer } from './request-explorer.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));

const REQUEST: RecordedRequestSummary = {
  id: '0b6f2c1e-8d5a-4f3b-9c2e-6d1ece876fec',
  method: 'GET',
  url: '/api/auth/current_profile/',
  route: '/api/auth/current_profile/',
  status: 200,
  duration_ms: 1.2,
  started_at: '2026-03-01T12:00:00.000Z',
  user_id: 2,
  user_name: 'Diego Desenvolvedor',
  statement_count: 1,
  slow_statements: 0,
  repeated_statements: 0,
};
const SETTINGS: RecorderSettings = {
  sample_rate: 1,
  max_per_second: 100,
  max_requests: 500,
  instance: 'vm:1',
};

beforeAll(() => loadNamespace('development'));

describe('the request explorer', () => {
  it('names the recording budget, and keeps a name, a path and an id in their own direction', async () => {
    vi.mocked(api).mockImplementation(async (path) =>
      path === '/development/recorder/' ? SETTINGS : { count: 1, results: [REQUEST] },
    );
    renderInApp(<RequestExplorer />, { route: { path: '/' } });
    expect(
      await screen.findByText(/Amostragem 100\s?%, até 100 por segundo · guarda as últimas 500/),
    ).toBeTruthy();
    expect((await screen.findByText(REQUEST.user_name)).getAttribute('dir')).toBe('auto');
    expect(screen.getByText(REQUEST.id).getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(REQUEST.url).getAttribute('dir')).toBe('ltr');
  });
});
