import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n.ts';
import { clientOf, eachWithSocketServer, refuseUntilGivenUp, until } from '@/test/socket-server.ts';
import { ConnectionBanner } from './connection-banner.tsx';

describe('the connection banner', () => {
  const server = eachWithSocketServer({ fakeTimers: false });

  it('shows once the retries are spent, and its button connects again', async () => {
    const client = clientOf(server());
    render(<ConnectionBanner client={client} />);
    client.connect();
    await until(() => client.state.get().connected);
    expect(screen.queryByText(/Sem conexão/)).toBeNull();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await refuseUntilGivenUp(server(), client);
    vi.useRealTimers();
    await screen.findByText('Sem conexão — as atualizações ao vivo pararam.');

    server().refuse(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
    await waitFor(() => expect(screen.queryByText(/Sem conexão/)).toBeNull());
    expect(client.state.get().connected).toBe(true);
    client.disconnect();
  });
});
