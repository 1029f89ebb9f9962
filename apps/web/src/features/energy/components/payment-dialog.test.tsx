import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { lateCharges, payment, statement } from './payment-fixtures.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const OVER_OPEN =
  'O valor passa dos R$ 396,44 em aberto. Para registrar o excedente como crédito do cliente, marque a opção abaixo.';

function openDialog() {
  const onClose = vi.fn();
  renderInApp(<PaymentDialog statement={statement} open onClose={onClose} />);
  return {
    onClose,
    amount: screen.getByRole('textbox', { name: 'Valor pago (R$)' }),
    confirm: screen.getByRole<HTMLButtonElement>('button', { name: 'Registrar pagamento' }),
  };
}
const posted = () => vi.mocked(api).mock.calls.filter(([, options]) => options?.method === 'POST');

beforeAll(() => loadNamespace('energy'));
beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(async (path: string) =>
    path.includes('/late-charges/') ? lateCharges : payment(90),
  );
});

describe('registering a payment', () => {
  it('refuses on its field an amount above what is open, until the excess is to become credit', async () => {
    const { amount, confirm, onClose } = openDialog();
    const events = userEvent.setup();
    await fill(events, amount, '450,00');
    expect(screen.getByText(OVER_OPEN)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.disabled).toBe(true);

    await events.click(
      screen.getByRole('checkbox', { name: 'Registrar o excedente como crédito do cliente' }),
    );
    expect(screen.queryByText(OVER_OPEN)).toBeNull();
    expect(screen.getByTestId('payment-excess').textContent?.replace(/\s/g, ' ')).toBe(
      'R$ 53,56 além do valor em aberto ficam como crédito do cliente.',
    );
    await events.click(confirm);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted()[0]![1]!.body).toMatchObject({
      invoice_id: 41,
      amount_centavos: 45_000,
      excess_as_credit: true,
    });
  });

  it('refuses an amount of zero or one that is not an amount, and sends nothing', async () => {
    const { amount, confirm } = openDialog();
    const events = userEvent.setup();
    await fill(events, amount, '0,00');
    expect(screen.getByText('O valor do pagamento deve ser maior que zero.')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    await fill(events, amount, 'doze reais');
    expect(screen.getByText('Informe um valor como 396,44.')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    expect(posted()).toEqual([]);
  });

  it("shows the server's refusal on the field it names, until that field changes", async () => {
    vi.mocked(api).mockImplementation(async (path: string) => {
      if (path.includes('/late-charges/')) return lateCharges;
      throw new ApiRequestError('400', 400, {
        detail: 'A data do pagamento não pode ser anterior à emissão da fatura.',
        code: 'payment_before_issue',
        fields: { credited_on: ['A data do pagamento não pode ser anterior à emissão da fatura.'] },
      });
    });
    const { amount, confirm, onClose } = openDialog();
    const events = userEvent.setup();
    await events.click(confirm);
    // On the field only, not again above the buttons.
    const refusal = await screen.findAllByText(
      'A data do pagamento não pode ser anterior à emissão da fatura.',
    );
    expect(refusal).toHaveLength(1);
    expect(refusal[0]!.closest('.MuiFormControl-root')?.textContent).toContain('Data do crédito');
    expect(onClose).not.toHaveBeenCalled();
    await fill(events, amount, '100,00');
    expect(screen.queryByText('A data do pagamento não pode ser anterior à emissão da fatura.')).toBeNull();
  });
});
