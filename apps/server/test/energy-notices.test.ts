import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openSocket } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { cycleJobs } from './energy-cycle-jobs.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, server } = energy;
const jobs = cycleJobs(energy);
let socket: ReturnType<typeof openSocket>;

beforeAll(async () => {
  socket = openSocket(server, jobs.userId(), energy.token);
  await socket.opened;
});
afterAll(() => socket?.socket.close());

/** The next notification of `kind` pushed to the operator, as the bell receives it. */
async function notice(kind: string) {
  for (;;) {
    const message = await socket.next('notification');
    if (message.notification.kind === kind) return message.notification;
  }
}

describe('the bell when an energy job ends', () => {
  it('says a file landed, with its rows, and opens that file on the imports page', async () => {
    const [plant] = (await api('GET', '/plants/?page_size=5')).body.results;
    const file = {
      file_name: 'inversor-aviso.csv',
      content: `usina;data;energia_kwh\n${plant.id};03/01/2020;321`,
    };
    const pushed = notice('energy_import_landed');
    const landed = await api('POST', '/generation/import/', file);
    expect(landed.status).toBe(200);
    expect(await pushed).toMatchObject({
      title: 'Importação concluída: inversor-aviso.csv',
      body: 'Linhas no arquivo: 1 · novas: 1 · alteradas: 0',
      link: `/geracao/importacoes?import=${landed.body.import_id}`,
    });
    // The page reads the file it opens by its id, as the history lists it.
    expect((await api('GET', `/imports/${landed.body.import_id}/`)).body).toMatchObject({
      kind: 'GERACAO',
      file_name: 'inversor-aviso.csv',
      rows: 1,
    });
  });

  it('says a report is ready and opens that report on the reports page', async () => {
    const pushed = notice('energy_report_ready');
    const created = await api('POST', '/reports/', { type: 'regulatorio', format: 'xlsx', params: {} });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(await pushed).toMatchObject({
      title: 'Relatório pronto: Regulatório: usinas por regime',
      link: `/relatorios/visao-geral?report=${created.body.id}`,
    });
  });

  it('says a cycle closed and opens its page', async () => {
    // The demo's oldest open cycle: its month has ended.
    const [{ id }] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
    const pushed = notice('energy_cycle_closed');
    await jobs.closed(id, { override: true, reason: 'Fechamento de teste sem todas as faturas' });
    const bell = await pushed;
    expect(bell.link).toBe(`/creditos/ciclos/${id}`);
    expect(bell.title).toMatch(/^Ciclo de .+ fechado$/);
    const listed = await call(server, 'GET', '/api/notifications/', { token: energy.token });
    expect(listed.body.results.map((n: { id: number }) => n.id)).toContain(bell.id);
  });

  it('says a recompute finished, naming its months, and opens the first cycle', async () => {
    // The cycle the close above left as the latest closed: its invoices have no payments to keep it.
    const [latest] = (await api('GET', '/cycles/?state=closed&ordering=-cycle&page_size=5')).body.results;
    const pushed = notice('energy_cycles_recomputed');
    await jobs.recomputed(latest.id, { reason: 'Recálculo de teste' });
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(await pushed).toMatchObject({
      title: `Recálculo concluído: ${month.format(new Date(`${latest.cycle}-01T00:00:00Z`))}`,
      link: `/creditos/ciclos/${latest.id}`,
    });
  });
});
