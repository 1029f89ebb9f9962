import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaperSession, RawRule } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { clearSession } from '@/shared/auth/session-store.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { ManualOrder } from './manual-order.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));
const request = vi.mocked(api);

const TRADER: RawRule[] = [{ action: 'manage', subject: 'Backtest' }];
const session = (extra: Partial<PaperSession> = {}) =>
  ({ id: 7, name: 'SMA', state: 'running', open_trades: [{ size: 10 }], ...extra }) as PaperSession;

beforeAll(() => loadNamespace('trading'));

afterEach(() => {
  clearSession();
  request.mockReset();
});

describe('orders by hand on a session', () => {
  it('sends a sell of the quantity typed, in the reader’s decimals, and says it is on its way', async () => {
    signIn({ id: 1 }, TRADER);
    request.mockResolvedValue({} as never);
    renderInApp(<ManualOrder session={session()} />);

    const send = screen.getByRole('button', { name: 'Enviar ordem' });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Lado' }));
    await userEvent.click(screen.getByRole('option', { name: 'Venda' }));
    await userEvent.type(screen.getByLabelText('Quantidade'), '2,5');
    await userEvent.click(send);

    expect(request).toHaveBeenCalledWith('/trading/sessions/7/orders/', {
      method: 'POST',
      body: { side: 'sell', units: 2.5 },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ordem enviada/);
  });

  it('forces the exit only after asking, and not without an open position', async () => {
    signIn({ id: 1 }, TRADER);
    request.mockResolvedValue({} as never);
    const { unmount } = renderInApp(<ManualOrder session={session()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Forçar saída' }));
    expect(request).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Forçar saída' }));
    expect(request).toHaveBeenCalledWith('/trading/sessions/7/orders/', {
      method: 'POST',
      body: { side: 'close' },
    });
    unmount();

    renderInApp(<ManualOrder session={session({ open_trades: [] })} />);
    expect(screen.getByRole('button', { name: 'Forçar saída' })).toHaveProperty('disabled', true);
  });

  it('is not offered on an ended session, nor to who may only read runs', () => {
    signIn({ id: 1 }, TRADER);
    const { unmount } = renderInApp(<ManualOrder session={session({ state: 'finished' })} />);
    expect(screen.queryByRole('button', { name: 'Enviar ordem' })).toBeNull();
    unmount();
    signIn({ id: 1 }, [{ action: 'read', subject: 'Backtest' }]);
    renderInApp(<ManualOrder session={session()} />);
    expect(screen.queryByRole('button', { name: 'Enviar ordem' })).toBeNull();
  });
});
