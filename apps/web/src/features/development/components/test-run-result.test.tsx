import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiTestRun } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { TestRunResult } from './test-run-result.tsx';

const run: ApiTestRun = {
  id: 1,
  collection_id: 1,
  collection_name: 'Demo',
  user_id: 2,
  user_name: 'Dev',
  state: 'done',
  error: null,
  created_at: '2026-11-29T08:00:00.000Z',
  duration_ms: 120,
  passed: 1,
  failed: 2,
  steps: [
    {
      name: 'Usinas',
      method: 'GET',
      url: '/api/energy/plants/',
      status: 403,
      duration_ms: 4,
      request_id: 'req-403',
      passed: false,
      error: null,
      assertions: [
        { assertion: { kind: 'status', equals: 403 }, passed: true, actual: '403' },
        { assertion: { kind: 'json_exists', path: '$.results' }, passed: false, actual: null },
      ],
    },
    {
      name: 'Sem variável',
      method: 'GET',
      url: '{{base}}/x/{{nobody}}/',
      status: null,
      duration_ms: 0,
      request_id: null,
      passed: false,
      error: 'variable_missing',
      assertions: [],
    },
  ],
};

describe('a test run’s results', () => {
  beforeAll(() => loadNamespace('development'));

  it('name each failed assertion with what the answer held, link the request to the explorer, and say why one was not sent', () => {
    renderInApp(<TestRunResult run={run} />);
    const [, sent, unsent] = screen.getAllByRole('row');
    expect(within(sent!).getByText('$.results existe — recebido: nada')).toBeTruthy();
    expect(within(sent!).queryByText(/status igual a 403/)).toBeNull();
    expect(within(sent!).getByRole('link', { name: 'Abrir no explorador' }).getAttribute('href')).toBe(
      '/development/api-debug?request=req-403',
    );
    expect(within(unsent!).getByText('Uma variável usada não foi definida.')).toBeTruthy();
    expect(within(unsent!).queryByRole('link')).toBeNull();
  });
});
