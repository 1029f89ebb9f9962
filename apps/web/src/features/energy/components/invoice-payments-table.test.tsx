import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { InvoicePaymentsTable } from './invoice-payments-table.tsx';
import { payment } from './payment-fixtures.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const reversed = payment(80, {
  amount_centavos: 5_000,
  credited_on: '2026-11-11',
  reversal: {
    id: 3,
    reversed_on: '2026-11-12',
    reason: 'Cheque devolvido.',
    user_id: 4,
    created_at: '2026-11-12T10:00:00Z',
  },
});
const older = payment(81, { credited_on: '2026-11-12' });
const latest = payment(82, { amount_centavos: 20_000, credited_on: '2026-11-14' });
const payments = [reversed, older, latest];

beforeAll(() => loadNamespace('energy'));
beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue({ ...latest, reversal: { ...reversed.reversal!, id: 4 } });
});

describe("an invoice's payments", () => {
  it('strike a reversed payment through and say when and why', () => {
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Financeiro' }]);
    renderInApp(<InvoicePaymentsTable payments={payments} />);
    const row = screen.getByRole('row', { name: /Cheque devolvido/ });
    expect(within(row).getByText('Estornado em 12/11/2026: Cheque devolvido.')).toBeTruthy();
    expect(within(row).getByText('R$ 50,00').tagName).toBe('S');
    expect(within(row).queryByRole('button', { name: 'Estornar' })).toBeNull();
  });

  it('reverse only the latest payment standing, after a reason and a confirmation', async () => {
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Financeiro' }]);
    renderInApp(<InvoicePaymentsTable payments={payments} />);
    const buttons = screen.getAllByRole('button', { name: 'Estornar' });
    expect(buttons).toHaveLength(1);
    expect(screen.getByRole('row', { name: /R\$\s200,00/ }).contains(buttons[0]!)).toBe(true);

    const events = userEvent.setup();
    await events.click(buttons[0]!);
    const dialog = screen.getByRole('dialog', {
      name: /^Estornar o pagamento de R\$\s200,00 de 14\/11\/2026\?$/,
    });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Estornar pagamento' });
    expect(confirm.disabled).toBe(true);
    await events.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api).not.toHaveBeenCalled();

    await events.click(screen.getByRole('button', { name: 'Estornar' }));
    const again = screen.getByRole('dialog', { name: /Estornar o pagamento/ });
    await fill(
      events,
      within(again).getByRole('textbox', { name: /Motivo do estorno/ }),
      'Pagamento em duplicidade.',
    );
    await events.click(within(again).getByRole('button', { name: 'Estornar pagamento' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api).toHaveBeenCalledWith('/energy/payments/82/reverse/', {
      method: 'POST',
      body: { reason: 'Pagamento em duplicidade.' },
    });
  });

  it('offer no reversal to whom may not record payments', () => {
    signIn({ id: 5 }, [{ action: 'read', subject: 'Financeiro' }]);
    renderInApp(<InvoicePaymentsTable payments={payments} />);
    expect(screen.queryByRole('button', { name: 'Estornar' })).toBeNull();
  });
});
