import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceListItem } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import InvoicesPage from './invoices-page.tsx';

// The pickers' lookups import the realtime client, which needs the rest of the API client.
vi.mock('@/shared/api/client.ts', async (original) => ({ ...(await original<object>()), api: vi.fn() }));

const invoice = {
  id: 41,
  cycle: '2025-09',
  customer_id: 7,
  customer_name: 'Ana Souza Lima',
  unit_id: 9,
  installation_number: 'SP01000009',
  plant_id: 3,
  plant_name: 'Usina Solar Jaguaré',
  distributor_id: 1,
  distributor: 'ENEL SP',
  due_date: '2025-10-10',
  status: 'VENCIDA',
  amount_centavos: 150_00,
  total_centavos: 155_00,
  paid_centavos: 0,
} as InvoiceListItem;
const page = {
  count: 1,
  next: null,
  previous: null,
  results: [invoice],
  totals: {
    count: 1,
    amount_centavos: 150_00,
    total_centavos: 155_00,
    paid_centavos: 0,
    open_centavos: 155_00,
  },
};
// Two plants of one name, told apart by their city and UF.
const options = {
  cycles: ['2025-09'],
  plants: [
    { id: 3, name: 'Usina Solar Jaguaré', city: 'São Paulo', uf: 'SP' },
    { id: 4, name: 'Usina Solar Jaguaré', city: 'Jaguaré', uf: 'ES' },
  ],
  distributors: [],
};

beforeAll(async () => {
  await loadNamespace('energy');
  vi.mocked(api).mockImplementation(async (path: string) =>
    path === '/energy/invoices/filters/' ? options : page,
  );
});

const listQueries = () =>
  vi
    .mocked(api)
    .mock.calls.filter(([path]) => path === '/energy/invoices/')
    .map(([, init]) => (init as { query: Record<string, unknown> }).query);

describe('the invoice list page', () => {
  it('asks for the filters in the address and shows the totals of the filtered set', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    renderInApp(<InvoicesPage />, { path: '/?cycle=2025-09&status=VENCIDA&amount_min=10000' });
    expect(await screen.findByRole('link', { name: 'SP01000009' })).toBeTruthy();
    expect(listQueries().at(-1)).toMatchObject({ cycle: '2025-09', status: 'VENCIDA', amount_min: '10000' });
    await waitFor(() =>
      expect(document.querySelector('[data-kpi="Em aberto"] [data-kpi-value]')?.textContent).toMatch(
        /R\$\s155,00/,
      ),
    );
    expect((screen.getByLabelText('Valor mínimo (R$)') as HTMLInputElement).value).toBe('100,00');
    expect(screen.getByLabelText('Cliente')).toBeTruthy();
  });

  it('keeps a typed amount in the address in centavos once the field is left', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    const { router } = renderInApp(<InvoicesPage />, { path: '/' });
    const field = await screen.findByLabelText('Valor máximo (R$)');
    fireEvent.change(field, { target: { value: '1.250,50' } });
    fireEvent.blur(field);
    await waitFor(() => expect(router.state.location.search).toBe('?amount_max=125050'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ amount_max: '125050' }));
  });

  it('tells two plants of the same name apart by their city and UF, and filters by the one picked', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    const { router } = renderInApp(<InvoicesPage />, { path: '/' });
    expect(await screen.findByRole('link', { name: 'SP01000009' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Usina' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Usina Solar Jaguaré · São Paulo/SP' })).toBeTruthy();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Usina Solar Jaguaré · Jaguaré/ES' }));
    await waitFor(() => expect(router.state.location.search).toBe('?plant_id=4'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ plant_id: '4' }));
  });

  it('offers the customer and UC pickers only to a reader of Prosumidor', async () => {
    signIn({ id: 2, role: 'finance' }, [{ action: 'read', subject: 'Financeiro' }]);
    renderInApp(<InvoicesPage />);
    expect(await screen.findByRole('link', { name: 'SP01000009' })).toBeTruthy();
    expect(screen.queryByLabelText('Cliente')).toBeNull();
  });
});
