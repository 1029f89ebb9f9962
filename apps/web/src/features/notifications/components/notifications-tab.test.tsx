import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { NotificationsTab } from './notifications-tab.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const page = { count: 0, next: null, previous: null, results: [], unread: 0 };

afterEach(() => vi.mocked(api).mockReset());

describe('the notifications tab', () => {
  it('shows that it is loading, not an empty list or "0 unread", until the page arrives', async () => {
    let answer!: (value: typeof page) => void;
    vi.mocked(api).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderInApp(<NotificationsTab />);
    expect(await screen.findByRole('progressbar', { name: 'Carregando…' })).toBeTruthy();
    expect(screen.queryByText('Nenhum dado disponível')).toBeNull();
    expect(screen.queryByText(/não lidas/)).toBeNull();
    expect(screen.queryByText(/de 0/)).toBeNull();
    answer(page);
    await waitFor(() => expect(screen.getByText('Nenhum dado disponível')).toBeTruthy());
    expect(screen.getByText('0 não lidas')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
