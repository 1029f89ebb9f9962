import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import { CostFormDialog, type Cost } from './cost-form-dialog.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const cost: Cost = {
  id: 5,
  version: 2,
  plant_id: 3,
  month: '2026-09',
  category: 'SEGURO',
  amount_centavos: 39_644,
  description: 'Seguro anual',
  status: 'ATIVO',
  deactivated_on: null,
};

/** A grid's dialog: mounted once with no record, then opened on the row chosen. */
function CostsGrid() {
  const [chosen, setChosen] = useState<Cost | null>(null);
  return (
    <>
      <button onClick={() => setChosen(cost)}>row</button>
      <CostFormDialog plantId={3} cost={chosen} open={chosen !== null} onClose={() => setChosen(null)} />
    </>
  );
}

beforeAll(() => loadNamespace('energy'));
beforeEach(() => vi.mocked(api).mockReset());

describe('a record dialog reused for a grid’s rows', () => {
  it('edits the row chosen, on its version, with the amount typed read into centavos', async () => {
    const events = userEvent.setup();
    vi.mocked(api).mockResolvedValue({ ...cost, version: 3 });
    renderInApp(<CostsGrid />);
    await events.click(screen.getByRole('button', { name: 'row' }));
    const amount = screen.getByRole<HTMLInputElement>('textbox', { name: 'Valor' });
    expect(amount.value).toBe('396,44');
    await fill(events, amount, '1.234,56');
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls[0]).toEqual([
      '/energy/costs/5/',
      { method: 'PATCH', body: { amount_centavos: 123_456, version: 2 } },
    ]);
  });
});
