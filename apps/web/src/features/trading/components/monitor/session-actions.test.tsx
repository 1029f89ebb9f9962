import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page, PaperSession } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { paperKeys } from '@/shared/api/query-keys.ts';
import { forgetSession } from '@/features/trading/api/sessions-api.ts';
import { clearSession } from '@/shared/auth/session-store.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn, testQueryClient } from '@/test/render.tsx';
import { SessionActions } from './session-actions.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));
const request = vi.mocked(api);

const ended = { id: 7, name: 'SMA', state: 'stopped' } as PaperSession;
const LIST = { page: 1, page_size: 10 };

/** As on the monitor page: each session's actions sit in its card, which goes when the list drops it. */
function Cards({ onDeleted }: { onDeleted: () => void }) {
  const list = useQuery<Page<PaperSession>>({
    queryKey: paperKeys.list(LIST),
    queryFn: () => new Promise(() => {}),
  });
  return (list.data?.results ?? []).map((session) => (
    <section key={session.id} aria-label={session.name}>
      <SessionActions session={session} onDeleted={onDeleted} />
    </section>
  ));
}

beforeAll(() => loadNamespace('trading'));

afterEach(() => {
  clearSession();
  request.mockReset();
});

describe('deleting a session from its card', () => {
  it('tells the page once the session is gone, though realtime took its card away before the answer came', async () => {
    signIn({ id: 1, username: 'ana', full_name: 'Ana' }, [{ action: 'manage', subject: 'Backtest' }]);
    const client = testQueryClient({ staleTime: Infinity });
    client.setQueryData(paperKeys.list(LIST), { count: 1, next: null, previous: null, results: [ended] });
    let answer = () => {};
    request.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)) as never);
    const onDeleted = vi.fn();
    renderInApp(<Cards onDeleted={onDeleted} />, { client });

    await userEvent.click(
      within(screen.getByRole('region', { name: 'SMA' })).getByRole('button', { name: 'Excluir' }),
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));

    expect(request).toHaveBeenCalledWith('/trading/sessions/7/', { method: 'DELETE' });
    // The server announces the deletion before it answers: the card goes first.
    forgetSession(client, 7);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'SMA' })).toBeNull());
    expect(onDeleted).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
  });
});

describe('resuming a session past a cap', () => {
  it('shows the server’s message, which names the limit', async () => {
    signIn({ id: 1, username: 'ana', full_name: 'Ana' }, [{ action: 'manage', subject: 'Backtest' }]);
    const detail =
      'Você já tem 5 sessões de paper trading em andamento, o limite por usuário. Pause ou encerre uma para iniciar outra.';
    request.mockRejectedValue(
      new ApiRequestError(detail, 409, { code: 'paper_sessions_user_limit', detail } as never),
    );
    const paused = { id: 8, name: 'SMA', state: 'paused' } as PaperSession;
    renderInApp(<SessionActions session={paused} />);

    await userEvent.click(screen.getByRole('button', { name: 'Retomar' }));

    expect(request).toHaveBeenCalledWith('/trading/sessions/8/resume/', { method: 'POST' });
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });
});
