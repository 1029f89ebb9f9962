import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceStatement } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { InvoiceDocumentActions } from './invoice-document-actions.tsx';
import { statement } from './payment-fixtures.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const payable = {
  ...statement,
  reference: 'ALV202606000041',
  pix: { payload: '000201…6304ABCD', amount_centavos: 39_644 },
} as InvoiceStatement;

beforeAll(() => loadNamespace('energy'));

describe("an invoice's document", () => {
  it('goes to the customer by e-mail after confirming, and says where it went', async () => {
    vi.mocked(api).mockResolvedValue({ to: 'cliente@exemplo.com.br' });
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Financeiro' }]);
    renderInApp(<InvoiceDocumentActions id={41} statement={payable} />);
    const events = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar a fatura por e-mail?' });
    await events.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalledWith('/energy/invoices/41/send/', { method: 'POST' }));
    expect(await screen.findByText('Fatura enviada para cliente@exemplo.com.br.')).toBeTruthy();
  });

  it('is only downloaded by who may not change invoices, and is not offered once nothing is payable', () => {
    signIn({ id: 5 }, [{ action: 'read', subject: 'Financeiro' }]);
    const { unmount } = renderInApp(<InvoiceDocumentActions id={41} statement={payable} />);
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
    unmount();
    renderInApp(<InvoiceDocumentActions id={41} statement={{ ...payable, pix: null }} />);
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).toBeNull();
  });
});
