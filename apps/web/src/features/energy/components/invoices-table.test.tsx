import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { InvoicesTable } from './invoices-table.tsx';

const overdue = {
  id: 41,
  cycle: '2026-10',
  compensated_kwh: 600,
  total_centavos: 39_644,
  savings_centavos: 8_823,
  due_date: '2026-11-10',
  status: 'VENCIDA',
  paid_on: null,
  payment_method: 'PIX',
} as Invoice;

beforeAll(() => loadNamespace('energy'));

describe("a customer's invoices", () => {
  it('show each invoice’s due date and status beside its figures', () => {
    signIn({ id: 4 }, [{ action: 'read', subject: 'Financeiro' }]);
    renderInApp(<InvoicesTable invoices={[overdue]} />);
    expect(screen.getByRole('columnheader', { name: 'Vencimento' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /R\$\s396,44/ });
    expect(within(row).getByText('10/11/2026')).toBeTruthy();
    expect(within(row).getByText('Vencida')).toBeTruthy();
  });
});
