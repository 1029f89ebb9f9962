import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OptopUsageReport } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import UsagePage from './usage-page.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));

const REPORT: OptopUsageReport = {
  rows: [
    {
      day: '2026-11-28',
      user_id: 2,
      user_name: 'Dev Alvorada',
      model: 'gpt-4o-mini',
      answers: 3,
      input_tokens: 12000,
      output_tokens: 800,
      cost_usd: 0.0123,
    },
    {
      day: '2026-11-27',
      user_id: 1,
      user_name: 'Ana Administradora',
      model: '',
      answers: 1,
      input_tokens: 0,
      output_tokens: 0,
      cost_usd: null,
    },
  ],
  totals: { answers: 4, input_tokens: 12000, output_tokens: 800, cost_usd: 0.0123 },
  users: [
    { id: 1, name: 'Ana Administradora' },
    { id: 2, name: 'Dev Alvorada' },
  ],
  models: ['', 'gpt-4o-mini'],
};

beforeAll(() => loadNamespace('optop'));

describe('the agent usage page', () => {
  it('shows tokens and cost per day, person and model with the totals, and filters by person', async () => {
    vi.mocked(api).mockResolvedValue(REPORT);
    renderInApp(<UsagePage />);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DiaPessoaModeloRespostasTokens de entradaTokens de saídaCusto',
      '28 de nov. de 2026Dev Alvoradagpt-4o-mini312.000800US$\u00a00,0123',
      '27 de nov. de 2026Ana AdministradoraModo offline100—',
      'Total412.000800US$\u00a00,0123',
    ]);
    expect(vi.mocked(api)).toHaveBeenLastCalledWith('/optop/usage/', {
      query: { from: expect.stringMatching(/^\d{4}-\d{2}-01$/) },
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Pessoa' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Dev Alvorada' }));
    expect(vi.mocked(api)).toHaveBeenLastCalledWith('/optop/usage/', {
      query: expect.objectContaining({ user: 2 }),
    });
  });

  it('says when the period has no answers', async () => {
    vi.mocked(api).mockResolvedValue({ ...REPORT, rows: [] });
    renderInApp(<UsagePage />);
    expect(await screen.findByText('Nenhuma resposta no período')).toBeTruthy();
  });
});
