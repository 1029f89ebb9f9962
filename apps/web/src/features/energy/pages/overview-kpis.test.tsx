import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import CreditsOverviewPage from './credits-overview-page.tsx';
import FinanceOverviewPage from './finance-overview-page.tsx';
import GenerationOverviewPage from './generation-overview-page.tsx';
import ProsumersOverviewPage from './prosumers-overview-page.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));
// The charts draw on a canvas jsdom does not have; the figures are what these cases read.
for (const chart of [
  'aging-chart',
  'coverage-chart',
  'credit-flow-chart',
  'finance-chart',
  'generation-chart',
  'units-mix-chart',
  'vintage-chart',
])
  vi.doMock(`@/features/energy/components/${chart}.tsx`, () => ({ default: () => null }));

const options = {
  plants: [{ id: 3, name: 'Usina Solar Jaguaré', city: 'São Paulo', uf: 'SP' }],
  distributors: [{ id: 1, name: 'ENEL SP' }],
};
const empty = { count: 0, next: null, previous: null, results: [] };

const summaries: Record<string, object> = {
  '/energy/summary/finance/': {
    from: '2025-09',
    to: '2025-09',
    invoiced_centavos: 1_000_00,
    received_centavos: 900_00,
    received_in_period_centavos: 1_234_56,
    receivable_centavos: 100_00,
    delinquency_ratio: 0,
    revenue_per_compensated_kwh: 0.757_912,
    savings_delivered_centavos: 50_00,
    average_ticket_centavos: 250_00,
    aging: { A_VENCER: 100_00, DIAS_1_30: 0, DIAS_31_60: 0, DIAS_61_90: 0, ACIMA_90: 0 },
    payment_mix: { PIX: 1_234_56 },
    monthly: [
      { cycle: '2025-09', invoiced_centavos: 1_000_00, received_centavos: 900_00, costs_centavos: 0 },
    ],
    options,
  },
  '/energy/summary/credits/': {
    from: '2025-01',
    to: '2025-12',
    latest_closed_cycle: '2025-12',
    balance_kwh: 1200,
    expiring_3_months_kwh: 0,
    expiring_6_months_kwh: 0,
    expiring_12_months_kwh: 10,
    expired_in_year_kwh: 0,
    expired_in_period_kwh: 0,
    utilisation: 0.9,
    unallocated_kwh: 5,
    surplus_units: 1,
    surplus_kwh: 900,
    deficit_units: 2,
    rebalancing_plants: [],
    balance_by_vintage: [{ year: '2025', kwh: 1200 }],
    monthly: [],
    options,
  },
  '/energy/summary/generation/': {
    from: '2025-01',
    to: '2025-12',
    plants: 1,
    plants_by_status: { OPERANDO: 1 },
    capacity_kwp: 55,
    capacity_kw_ac: 50,
    generated_kwh: 60_000,
    expected_kwh: 70_000,
    performance_index: 0.857,
    yield_kwh_kwp: 1090,
    monthly: [],
    plants_on_alert: [{ plant_id: 3, name: 'Usina Solar Jaguaré', alerts: ['PI_BAIXO'] }],
  },
  '/energy/summary/prosumers/': {
    from: '2025-01',
    to: '2025-12',
    latest_closed_cycle: '2025-12',
    customers_by_status: { ATIVO: 8, EM_SAIDA: 1 },
    active_customers: 8,
    active_units: 10,
    units_by_group: { B: 10 },
    units_by_class_and_connection: [],
    units_without_bill: 0,
    savings_centavos: 100_00,
    savings_ratio: 0.1,
    coverage: 1,
    beneficiary_units: 9,
    out_of_band_units: 0,
    alerts: [],
    coverage_points: [],
    coverage_points_total: 0,
    options,
  },
};

beforeAll(async () => {
  await loadNamespace('energy');
  signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
  vi.mocked(api).mockImplementation(async (path: string) => summaries[path] ?? empty);
});

/** Every KPI card of the page with the text its info button's tooltip shows. */
async function kpiDefinitions() {
  const cards = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>('[data-kpi]');
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) expect(card.querySelector('[data-kpi-value] .MuiSkeleton-root')).toBeNull();
    return [...found];
  });
  const definitions: Record<string, string> = {};
  for (const card of cards) {
    const button = within(card).getByRole('button');
    fireEvent.mouseOver(button);
    definitions[card.dataset.kpi!] = (await screen.findByRole('tooltip')).textContent ?? '';
    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  }
  return definitions;
}

const pages: [string, ComponentType][] = [
  ['finance', FinanceOverviewPage],
  ['credits', CreditsOverviewPage],
  ['generation', GenerationOverviewPage],
  ['prosumers', ProsumersOverviewPage],
];

describe('the overview pages’ figures', () => {
  it.each(pages)(
    '%s: every KPI gives its definition in its tooltip, never a bare key',
    async (_name, Page) => {
      renderInApp(<Page />);
      const definitions = await kpiDefinitions();
      expect(Object.keys(definitions).length).toBeGreaterThanOrEqual(4);
      for (const [label, definition] of Object.entries(definitions)) {
        expect(definition.length, label).toBeGreaterThan(40);
        expect(definition, label).not.toMatch(/energy\.|\{\{/);
      }
    },
  );

  it('generation: gives a small capacity in kWp, counts its plants in words and names a linked period by its months', async () => {
    renderInApp(<GenerationOverviewPage />, { path: '/?from=2026-09&to=2026-11' });
    await kpiDefinitions();
    const capacity = screen.getByText('Capacidade instalada').closest<HTMLElement>('[data-kpi]')!;
    expect(capacity.querySelector('[data-kpi-value]')!.textContent).toBe('55 kWp');
    expect(capacity.textContent).toContain('50 kW CA · 1 usina');
    expect(screen.getByRole('combobox', { name: 'Período' }).textContent).toBe(
      'De set. de 2026 a nov. de 2026',
    );
    expect(screen.getByText('Usina Solar Jaguaré')).toBeTruthy();
  });

  it('generation: the plants’ table asks the server for the page’s period and the view in the address', async () => {
    renderInApp(<GenerationOverviewPage />, {
      path: '/?from=2026-09&to=2026-11&alert=PI_BAIXO&ordering=-performance_index&page=2',
    });
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/energy/summary/generation/plants/', {
        query: expect.objectContaining({
          from: '2026-09',
          to: '2026-11',
          alert: 'PI_BAIXO',
          ordering: '-performance_index',
          page: 2,
        }),
      }),
    );
    expect(await screen.findByRole('combobox', { name: 'Alerta' })).toHaveProperty(
      'textContent',
      'PI abaixo de 90%',
    );
    // A filter left unset reads as every choice, in words.
    expect(screen.getByRole('combobox', { name: 'Situação' }).textContent).toBe('Todas');
  });

  it('finance: names its two receipts apart, says which invoices delinquency counts, and prices kWh to 4 decimals', async () => {
    renderInApp(<FinanceOverviewPage />, { path: '/?from=2025-09&to=2025-09&plant_id=3' });
    const definitions = await kpiDefinitions();
    const received = screen.getByText('Recebido das faturas do período').closest<HTMLElement>('[data-kpi]')!;
    expect(received.textContent).toMatch(/Recebido no período: R\$\s1\.234,56/);
    expect(screen.getByText('Recebido no período, por meio de pagamento')).toBeTruthy();
    expect(definitions['Inadimplência > 30 dias']).toContain('Das faturas das competências do período');
    const perKwh = screen.getByText('Receita por kWh compensado').closest<HTMLElement>('[data-kpi]')!;
    expect(perKwh.querySelector('[data-kpi-value]')!.textContent).toMatch(/R\$\s0,7579\/kWh/);
    // The overdue table asks for the page's period, plant and distributor, as the figures above it count.
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/energy/summary/finance/overdue/', {
        query: expect.objectContaining({ from: '2025-09', to: '2025-09', plant_id: 3 }),
      }),
    );
  });
});
