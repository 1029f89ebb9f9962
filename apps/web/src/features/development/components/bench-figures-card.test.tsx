import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BenchFigures } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { BenchFiguresCard } from './bench-figures-card.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));

const FIGURES: BenchFigures = {
  baseline_date: '2026-11-01T00:00:00.000Z',
  latest_date: '2026-11-28T00:00:00.000Z',
  figures: [
    {
      file: 'api-recorder',
      name: 'health_recorder_on_req_per_s',
      baseline: 40000,
      latest: 44000,
      unit: 'req/s',
    },
    { file: 'web', name: 'lighthouse_login_lcp_ms', baseline: 900, latest: null, unit: 'ms' },
  ],
};

beforeAll(() => loadNamespace('development'));

const show = (bench: BenchFigures) => {
  vi.mocked(api).mockResolvedValue(bench);
  renderInApp(<BenchFiguresCard />);
};

describe('the bench figures', () => {
  it('names each figure in words, with the last local run and the change beside the baseline', async () => {
    show(FIGURES);
    const row = (await screen.findByText('Saúde gravador ligado')).closest('tr')!;
    expect(within(row).getByText('health_recorder_on_req_per_s')).toBeTruthy();
    expect(row.textContent).toMatch(/40\.000 req\/s.*44\.000 req\/s.*10%/);
    expect(screen.getByText('Lighthouse login LCP')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
  });

  it('shows no empty run columns when there is no local run', async () => {
    show({ ...FIGURES, latest_date: null, figures: [{ ...FIGURES.figures[0]!, latest: null }] });
    expect(await screen.findByText('Saúde gravador ligado')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});
