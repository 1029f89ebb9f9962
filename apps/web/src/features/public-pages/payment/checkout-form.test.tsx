import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { CheckoutForm } from '@/features/public-pages/payment/checkout-form.tsx';
import { OrderConfirmation } from '@/features/public-pages/payment/order-confirmation.tsx';

beforeAll(() => loadNamespace('public'));

describe('the checkout form', () => {
  it('masks the document and the card as they are typed and says what is wrong when a field is left', async () => {
    const user = userEvent.setup();
    renderInApp(<CheckoutForm toMessage={() => ({})} onSent={vi.fn()} />);
    const document = screen.getByLabelText(/CPF ou CNPJ/);
    await user.type(document, '52998224726');
    expect(document).toHaveProperty('value', '529.982.247-26');
    await user.tab();
    expect(await screen.findByText('CPF ou CNPJ inválido.')).toBeTruthy();

    const number = screen.getByLabelText(/Número do cartão/);
    await user.type(number, '378282246310005');
    expect(number).toHaveProperty('value', '3782 822463 10005');
    const expiry = screen.getByLabelText(/Validade/);
    await user.type(expiry, '1299');
    expect(expiry).toHaveProperty('value', '12/99');
    const cvc = screen.getByLabelText(/CVC/);
    await user.type(cvc, '123');
    await user.tab();
    expect(await screen.findByText('O CVC do American Express tem 4 dígitos.')).toBeTruthy();
    await user.type(cvc, '45');
    expect(cvc).toHaveProperty('value', '1234');
    await waitFor(() => expect(screen.queryByText('O CVC do American Express tem 4 dígitos.')).toBeNull());
  });

  it('shows no PIX code before the order is confirmed', async () => {
    const user = userEvent.setup();
    renderInApp(<CheckoutForm toMessage={() => ({})} onSent={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'PIX' }));
    expect(screen.getByText('O código PIX aparece depois que você confirmar o pedido.')).toBeTruthy();
    expect(screen.queryByTestId('pix-code')).toBeNull();
  });
});

describe('the confirmation of an order paid by PIX', () => {
  it('shows the code derived from the order, the same every time it is shown', () => {
    const order = { email: 'ana@example.com', method: 'pix' as const };
    const code = () => (screen.getByTestId('pix-code') as HTMLTextAreaElement).value;
    const first = renderInApp(<OrderConfirmation order={order} reference="ALVTEST1" amount={690} />);
    const shown = code();
    expect(shown).toContain('ALVTEST1');
    first.unmount();
    renderInApp(<OrderConfirmation order={order} reference="ALVTEST1" amount={690} />);
    expect(code()).toBe(shown);
  });
});
