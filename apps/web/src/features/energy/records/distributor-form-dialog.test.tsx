import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { DistributorFormDialog } from './distributor-form-dialog.tsx';
import { distributor } from './record-fixtures.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

beforeAll(() => loadNamespace('energy'));
beforeEach(() => vi.mocked(api).mockReset());

describe('the distributor form', () => {
  it('shows the tax formula, the GD minimums and the expiry counting in words, and sends the one changed', async () => {
    const events = userEvent.setup();
    vi.mocked(api).mockResolvedValue({ ...distributor, version: 8 });
    renderInApp(<DistributorFormDialog distributor={distributor} open onClose={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Fórmula dos tributos' }).textContent).toBe(
      'Por dentro (nova)',
    );
    expect(screen.getByRole('combobox', { name: 'Mínimo GD I' }).textContent).toBe(
      'GD I: compensa só acima do mínimo, preservando créditos',
    );
    expect(screen.getByRole('combobox', { name: 'Mínimo GD II' }).textContent).toBe(
      'Paga o maior entre o mínimo e o Fio B',
    );
    await events.click(screen.getByRole('combobox', { name: 'Contagem da validade' }));
    await events.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Último uso no mês M+60' }),
    );
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls[0]).toEqual([
      '/energy/distributors/4/',
      { method: 'PATCH', body: { expiry_counting: 'ULTIMO_USO_M60', version: 7 } },
    ]);
  });
});
