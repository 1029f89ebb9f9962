import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@alvorada/contracts';
import '@/shared/i18n/i18n.ts';
import { SessionsTable } from './sessions-table.tsx';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

const session = (n: number, userAgent: string): Session => ({
  id: `s${n}`,
  user_agent: userAgent,
  ip: `10.0.0.${n}`,
  created_at: '2026-03-01T12:00:00Z',
  last_used_at: '2026-03-02T12:00:00Z',
  current: n === 1,
});

const show = (sessions: Session[]) =>
  render(
    <SessionsTable sessions={sessions} loading={false} error={null} revoking={false} onRevoke={vi.fn()} />,
  );

describe('sessions table', () => {
  it('names the device by browser and system, with the raw user agent on hover', () => {
    show([session(1, CHROME_LINUX), session(2, SAFARI_IPHONE), session(3, '')]);
    const chrome = screen.getByText('Chrome no Linux');
    expect(chrome.getAttribute('title')).toBe(CHROME_LINUX);
    expect(screen.getByText('Safari no iOS')).toBeTruthy();
    expect(screen.getByText('Dispositivo desconhecido')).toBeTruthy();
    expect(screen.queryByText(CHROME_LINUX)).toBeNull();
  });

  it('shows ten sessions a page', async () => {
    show(Array.from({ length: 12 }, (_, i) => session(i + 1, CHROME_LINUX)));
    const rows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1–10 de 12')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /próxima/i }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('10.0.0.12')).toBeTruthy();
  });
});
