import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Strategy, StrategyVersion } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { VersionsDialog } from './versions-dialog.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));
const request = vi.mocked(api);

const sma = (period: number) => ({ kind: 'indicator', name: 'sma', period, source: 'close' });
const version = (n: number, slow: number, reverse = false): StrategyVersion => ({
  id: 40 + n,
  version: n,
  created_at: `2026-11-0${n}T12:00:00Z`,
  definition: {
    kind: 'rules',
    rules: { entry: { long: { op: 'crossesAbove', left: sma(10), right: sma(slow) } }, reverse },
  },
});
const versions = [version(1, 20), version(2, 50), version(3, 50, true)];
const strategy = { id: 4, name: 'Cruzamento', version: 3, version_id: 43 } as Strategy;

beforeAll(() => loadNamespace('trading'));

function renderDialog(can: { edit: boolean; run: boolean }, on = { onEdit: vi.fn(), onRun: vi.fn() }) {
  request.mockResolvedValue(versions as never);
  renderInApp(<VersionsDialog open strategy={strategy} busy={false} can={can} onClose={() => {}} {...on} />);
  return on;
}

describe('a strategy’s versions', () => {
  it('compares the one before the current with it, any other on demand, and opens or runs the older one', async () => {
    const { onEdit, onRun } = renderDialog({ edit: true, run: true });
    const table = await screen.findByRole('table', { name: 'Regras e parâmetros das duas versões' });
    expect(request).toHaveBeenCalledWith('/trading/strategies/4/versions/');
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual(['reversefalsetrue']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Versão' }));
    await userEvent.click(screen.getByRole('option', { name: /^versão 1 —/ }));
    expect(rows()).toEqual(['entry.long.right.period2050', 'reversefalsetrue']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Só o que mudou' }));
    expect(rows()).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Abrir a versão 1 no editor' }));
    expect(onEdit).toHaveBeenCalledWith(versions[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Executar backtest da versão 1' }));
    expect(onRun).toHaveBeenCalledWith(versions[0]);
  });

  it('offers neither opening nor running to a reader who may do neither', async () => {
    renderDialog({ edit: false, run: false });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /versão 2/ })).toBeNull();
  });
});
