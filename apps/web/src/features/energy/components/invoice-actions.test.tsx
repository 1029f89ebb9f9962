import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { InvoiceActions } from './invoice-actions.tsx';
import { statement } from './payment-fixtures.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

beforeAll(async () => {
  await loadNamespace('energy');
  vi.mocked(api).mockResolvedValue(statement);
});

describe("an invoice's actions", () => {
  it('cancel only with a reason, which goes with the request', async () => {
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Financeiro' }]);
    renderInApp(<InvoiceActions id={41} statement={statement} />);
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Cancelar fatura' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar esta fatura?' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancelar fatura' });
    expect(confirm.disabled).toBe(true);
    await fill(events, within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }), 'Duplicada.');
    await events.click(confirm);
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith('/energy/invoices/41/cancel/', {
        method: 'POST',
        body: { reason: 'Duplicada.' },
      }),
    );
  });
});
