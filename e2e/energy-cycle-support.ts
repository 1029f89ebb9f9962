import { expect, type APIRequestContext } from '@playwright/test';
import { apiSession, DEMO } from './support.ts';

/** The demo's energy API as its operator: reads and writes that must succeed. */
export async function operatorApi(request: APIRequestContext) {
  const { headers } = await apiSession(request, DEMO.energia);
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await request.fetch(`/api/energy${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, data: unknown) => call('POST', path, data),
  };
}
export type OperatorApi = Awaited<ReturnType<typeof operatorApi>>;

/** The latest closed cycle: the one that may be reopened. */
export const latestClosedCycle = async (api: OperatorApi) =>
  (await api.get('/cycles/?state=closed&ordering=-cycle')).results[0] as { id: number; cycle: string };

/**
 * A new UC under contract since January 2026 with no distributor bill yet, so that closing the demo's latest
 * cycle meets one UC without its bill.
 */
export async function unitWithoutBill(api: OperatorApi) {
  const [model] = (await api.get('/units/?ordering=id')).results;
  const contract = await api.post('/contracts/', {
    customer_id: model.customer_id,
    start_date: '2026-01-01',
  });
  const installation = `${model.uf}${String(Date.now()).slice(-8)}`;
  return api.post('/units/', {
    distributor_id: model.distributor_id,
    customer_id: model.customer_id,
    installation_number: installation,
    uf: model.uf,
    city: model.city,
    contract_id: contract.id,
  }) as Promise<{ id: number; installation_number: string }>;
}

/** Imports the distributor bill of `installation` for `cycle`. */
export const importBill = (api: OperatorApi, installation: string, cycle: string) =>
  api.post('/bills/import/', {
    file_name: 'faturas.csv',
    content: `uc;mes_referencia;consumo_kwh\n${installation};${cycle};310\n`,
  });

/** An overdue invoice of an earlier cycle than the latest closed one (whose reopening its payments would block). */
export async function overdueInvoiceBefore(api: OperatorApi, cycle: string) {
  const overdue = (await api.get('/invoices/?status=VENCIDA&ordering=cycle&page_size=100')).results as {
    id: number;
    cycle: string;
  }[];
  return overdue.find((invoice) => invoice.cycle < cycle)!;
}
