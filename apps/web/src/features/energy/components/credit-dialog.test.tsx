import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import { CreditDialog } from './credit-dialog.tsx';
import { statement } from './payment-fixtures.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const withCredit = { ...statement, customer_credit_centavos: 10_356 };

beforeAll(() => loadNamespace('energy'));
beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue(withCredit);
});

describe("paying an invoice with the customer's credit", () => {
  it('proposes the lesser of the credit and the open amount, and refuses more on its field', async () => {
    const onClose = vi.fn();
    renderInApp(<CreditDialog statement={withCredit} open onClose={onClose} />);
    const amount = screen.getByRole<HTMLInputElement>('textbox', { name: 'Valor a aplicar' });
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Aplicar crédito' });
    expect(amount.value).toBe('103,56');
    const events = userEvent.setup();
    await fill(events, amount, '200,00');
    expect(screen.getByText(/^No máximo R\$\s103,56\.$/)).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    expect(api).not.toHaveBeenCalled();

    await fill(events, amount, '50,00');
    await events.click(confirm);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls[0]).toEqual([
      '/energy/invoices/41/apply-credit/',
      { method: 'POST', body: { amount_centavos: 5_000 } },
    ]);
  });
});
