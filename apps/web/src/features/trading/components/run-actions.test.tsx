import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RawRule, Run } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { clearSession } from '@/shared/auth/session-store.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { DeleteRunButton } from './delete-run-button.tsx';
import { RUN_FORM_DEFAULTS, type RunFormValues } from './run-form-values.ts';
import { SaveDefaultsButton } from './save-defaults-button.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));
const request = vi.mocked(api);

const ANA = { id: 1, username: 'ana', full_name: 'Ana' };
const TRADER: RawRule[] = [{ action: 'manage', subject: 'Backtest' }];
const READER: RawRule[] = [{ action: 'read', subject: 'Backtest' }];
const run = (state: Run['state']) => ({ id: 5, kind: 'backtest', state, strategy_name: 'SMA' }) as Run;

beforeAll(() => loadNamespace('trading'));
afterEach(() => {
  clearSession();
  request.mockReset();
});

describe('deleting a run from its page', () => {
  it('asks, deletes it and closes it in the lab', async () => {
    signIn(ANA, TRADER);
    request.mockResolvedValue(undefined as never);
    const { router } = renderInApp(<DeleteRunButton run={run('failed')} />, { path: '/?run=5&runs_page=2' });

    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir a execução #5 (SMA)?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(request).toHaveBeenCalledWith('/trading/backtests/5/', { method: 'DELETE' });
    await waitFor(() => expect(router.state.location.search).toBe('?runs_page=2'));
  });

  it('as a list row’s action, asks and deletes it, leaving another open run open', async () => {
    signIn(ANA, TRADER);
    request.mockResolvedValue(undefined as never);
    const { router } = renderInApp(<DeleteRunButton run={run('done')} row />, { path: '/?run=9' });

    await userEvent.click(screen.getByRole('button', { name: 'Excluir a execução #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir a execução #5 (SMA)?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(request).toHaveBeenCalledWith('/trading/backtests/5/', { method: 'DELETE' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?run=9');
  });

  it('is not offered while the run is queued or running, nor to who may only read runs', () => {
    signIn(ANA, TRADER);
    renderInApp(<DeleteRunButton run={run('running')} />);
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    clearSession();
    signIn(ANA, READER);
    renderInApp(<DeleteRunButton run={run('done')} />);
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});

function SaveDefaults({ values }: { values: Partial<RunFormValues> }) {
  const form = useForm<RunFormValues>({ defaultValues: { ...RUN_FORM_DEFAULTS, ...values } });
  return <SaveDefaultsButton form={form} />;
}

describe('saving the run form’s capital and costs as the default', () => {
  it('sends the capital and costs as the server takes them and says so', async () => {
    signIn(ANA, TRADER);
    request.mockResolvedValue({} as never);
    renderInApp(<SaveDefaults values={{ cash: '25000', commission_fixed: '1,5', commission_pct: '0,2' }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar como padrão' }));

    expect(request).toHaveBeenCalledWith('/trading/settings/defaults/', {
      method: 'PUT',
      body: {
        cash: 25_000,
        commission_fixed: 1.5,
        commission_rate: 0.002,
        spread: 0,
        slippage_fixed: 0,
        slippage_range: 0,
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Capital e custos salvos como padrão dos seus próximos backtests.',
    );
  });

  it('is not offered to who may only read runs', () => {
    signIn(ANA, READER);
    renderInApp(<SaveDefaults values={{}} />);
    expect(screen.queryByRole('button', { name: 'Salvar como padrão' })).toBeNull();
  });
});
