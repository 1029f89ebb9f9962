import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageByName, type RawRule } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { clearSession } from '@/shared/auth/session-store.ts';
import '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { VerticalNav } from './vertical-nav.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));
const fetchCounts = vi.mocked(api);

function renderNav(rules: RawRule[]) {
  signIn({ id: 1, username: 'ana', full_name: 'Ana' }, rules);
  // On the mailbox page its group starts open, so the entry is in the document.
  renderInApp(<VerticalNav />, {
    path: '/admin-panel/email',
    route: { handle: { page: pageByName('admin-panel-email') } },
  });
}

describe('the unread badge of the e-mail entry', () => {
  beforeEach(() => fetchCounts.mockReset());
  afterEach(clearSession);

  it('shows the inbox count, also in the link name', async () => {
    fetchCounts.mockResolvedValue({ unread: { inbox: 3, spam: 1 }, total: { inbox: 9 } });
    renderNav([{ action: 'read', subject: 'Admin' }]);
    expect(await screen.findByRole('link', { name: 'E-mail, 3 não lidas' })).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    expect(fetchCounts).toHaveBeenCalledWith('/admin/mail/counts/');
  });

  it('is hidden when nothing is unread', async () => {
    fetchCounts.mockResolvedValue({ unread: { inbox: 0 }, total: { inbox: 9 } });
    renderNav([{ action: 'read', subject: 'Admin' }]);
    await vi.waitFor(() => expect(fetchCounts).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'E-mail' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('does not ask for the counts without the right to read Admin', () => {
    renderNav([{ action: 'read', subject: 'Dashboard' }]);
    expect(screen.queryByRole('link', { name: /E-mail/ })).toBeNull();
    expect(fetchCounts).not.toHaveBeenCalled();
  });
});
