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

interface Cycle {
  id: number;
  cycle: string;
}

/** The latest closed cycle. */
export const latestClosedCycle = async (api: OperatorApi) =>
  (await api.get('/cycles/?state=closed&ordering=-cycle')).results[0] as Cycle;

const thisMonth = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);

/**
 * The demo's last ended month, open: the demo leaves it for an operator to close. A file that ran before on
 * the same database may have closed it (with no payment on its invoices): it is then reopened.
 */
export async function endedOpenCycle(api: OperatorApi) {
  const [open] = (await api.get('/cycles/?state=open&ordering=cycle')).results as Cycle[];
  if (open && open.cycle < thisMonth()) return open;
  const latest = await latestClosedCycle(api);
  await api.post(`/cycles/${latest.id}/reopen/`, { reason: 'Fechado de novo para o teste.' });
  return latest;
}

/** Closes a cycle (with the reason for the UCs without a bill, if any) and waits until it is closed. */
export async function closeCycle(api: OperatorApi, id: number, reason?: string) {
  await api.post(`/cycles/${id}/close/`, reason ? { override: true, reason } : {});
  await expect.poll(async () => (await api.get(`/cycles/${id}/`)).state, { timeout: 60_000 }).toBe('closed');
}

/**
 * A new UC under contract since January 2026 with no distributor bill yet, so that closing the demo's ended
 * month meets one UC without its bill.
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

/** An overdue invoice of a cycle before `cycle` (whose reopening its payments would block). */
export async function overdueInvoiceBefore(api: OperatorApi, cycle: string) {
  const overdue = (await api.get('/invoices/?status=VENCIDA&ordering=cycle&page_size=100')).results as {
    id: number;
    cycle: string;
  }[];
  return overdue.find((invoice) => invoice.cycle < cycle)!;
}
