import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { addMonths } from '@alvorada/energy';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';
import { setToday, today } from '../src/modules/energy/clock.ts';

let server: TestServer;
let token: string;
let userId: number;
let plant: any;
let context: any;
let versions: any[];

const api = (method: string, path: string, body?: unknown, lang = 'pt-BR') =>
  call(server, method, `/api/energy${path}`, { token, body, headers: { 'accept-language': lang } });

/** The demo's last closed cycle: two months back (last month is left for an operator to close). */
const lastClosed = () => addMonths(today().slice(0, 7), -2);

/** The database refuses the next `times` closes at their last write, as a fault midway through would. */
async function failNextCloses(times: number) {
  const { db } = server.built.platform;
  for (const statement of [
    'drop sequence if exists test_close_faults',
    'create sequence test_close_faults',
    `create or replace function test_close_fault() returns trigger language plpgsql as $$
      begin
        if nextval('test_close_faults') <= ${times} then raise exception 'injected fault'; end if;
        return new;
      end $$`,
    'drop trigger if exists test_close_fault on energy_cycles',
    `create trigger test_close_fault before update on energy_cycles for each row
      when (new.state = 'closed' and old.state <> 'closed') execute function test_close_fault()`,
  ])
    await db.execute(sql.raw(statement));
  onTestFinished(async () => {
    await db.execute(sql.raw('drop trigger if exists test_close_fault on energy_cycles'));
  });
}

/** A close job's progress messages up to its end, and the cycle's state each time it waits for another try. */
async function followClose(cycleId: number, path: 'close' | 'recompute') {
  const ws = openSocket(server, userId, token);
  await ws.opened;
  const accepted = await api('POST', `/cycles/${cycleId}/${path}/`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  const seen: any[] = [];
  const whileWaiting: string[] = [];
  for (;;) {
    const message = await ws.next('job_progress');
    if (message.job_id !== accepted.body.job_id) continue;
    seen.push(message);
    if (message.state === 'queued') whileWaiting.push((await api('GET', `/cycles/${cycleId}/`)).body.state);
    if (message.state === 'done' || message.state === 'failed') break;
  }
  ws.socket.close();
  return { states: seen.map((m) => m.state as string), whileWaiting };
}

beforeAll(async () => {
  server = await startServer();
  const session = await login(server, 'energia@alvorada.dev');
  token = session.accessToken;
  userId = session.userData.id;
  plant = (await api('GET', '/plants/?page_size=5&ordering=id')).body.results[0];
  context = (await api('GET', `/plants/${plant.id}/allocation-context/`)).body;
  versions = (await api('GET', `/plants/${plant.id}/allocations/`)).body;
});
afterAll(() => server?.close());

describe('energy operations: rateio versions', () => {
  it('names the plant, its last closed cycle and the UCs of its distributor that may receive credits', async () => {
    expect(context).toMatchObject({
      plant_id: plant.id,
      plant_name: plant.name,
      last_closed_cycle: lastClosed(),
    });
    const beneficiaries = versions.find((v) => v.status === 'VIGENTE').items.map((i: any) => i.unit_id);
    const offered = context.units.map((u: any) => u.id);
    for (const id of beneficiaries) expect(offered).toContain(id);
    expect(offered).not.toContain(plant.generating_unit_id);
  });

  it('refuses a version naming every wrong field in the reader’s language, and writes nothing', async () => {
    const before = (await api('GET', `/allocations/?plant_id=${plant.id}`)).body.count;
    const [a, b] = context.units;
    const other = (await api('GET', '/units/?page_size=100')).body.results.find(
      (u: any) => u.distributor_id !== plant.distributor_id,
    );
    const res = await api(
      'POST',
      '/allocations/',
      {
        plant_id: plant.id,
        effective_cycle: lastClosed(),
        items: [
          { unit_id: a.id, percent_ppm: 600_000 },
          { unit_id: a.id, percent_ppm: 300_050 },
          { unit_id: other.id, percent_ppm: 200_000 },
          { unit_id: b.id, percent_ppm: 0 },
        ],
      },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('allocation_over_100');
    expect(res.body.fields).toEqual({
      items: ['The allocation percentages add up to more than 100 %.'],
      'items.1.unit_id': ['This consumer unit is already in the allocation.'],
      'items.2.unit_id': ['The consumer unit must belong to the plant’s distributor.'],
      'items.3.percent_ppm': ['Enter a percentage above zero.'],
      effective_cycle: ['Choose a cycle after the last closed cycle.'],
    });
    const onlyCycle = await api('POST', '/allocations/', {
      plant_id: plant.id,
      effective_cycle: lastClosed(),
      items: [{ unit_id: a.id, percent_ppm: 500_000 }],
    });
    expect(onlyCycle.status).toBe(400);
    expect(onlyCycle.body).toMatchObject({
      code: 'allocation_cycle_after',
      fields: { effective_cycle: ['Escolha um ciclo posterior ao último ciclo fechado.'] },
    });
    expect(onlyCycle.body.detail).toContain(lastClosed());
    const priorities = await api('POST', '/allocations/', {
      plant_id: plant.id,
      kind: 'PRIORIDADE',
      effective_cycle: addMonths(lastClosed(), 3),
      items: [
        { unit_id: a.id, priority: 1 },
        { unit_id: b.id, priority: 1 },
      ],
    });
    expect(priorities.status).toBe(400);
    expect(Object.keys(priorities.body.fields)).toEqual(['items.1.priority']);
    expect((await api('GET', `/allocations/?plant_id=${plant.id}`)).body.count).toBe(before);
  });

  it('saves a change as a new draft version effective from a later cycle, then records its protocol', async () => {
    const current = versions.find((v) => v.status === 'VIGENTE');
    const items = current.items.map((item: any, i: number) => ({
      unit_id: item.unit_id,
      percent_ppm: Math.floor(item.percent_ppm / 100) * 100 - (i === 0 ? 10_000 : 0),
    }));
    const effective = addMonths(lastClosed(), 3);
    const created = await api('POST', '/allocations/', {
      plant_id: plant.id,
      effective_cycle: effective,
      items,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      version: Math.max(...versions.map((v) => v.version)) + 1,
      status: 'RASCUNHO',
      effective_cycle: effective,
      items,
    });
    const protocolled = await api('PATCH', `/allocations/${created.body.id}/`, {
      status: 'PROTOCOLADO',
      protocol: 'PROT-TESTE-9',
    });
    expect(protocolled.status).toBe(200);
    expect(protocolled.body).toMatchObject({ status: 'PROTOCOLADO', protocol: 'PROT-TESTE-9' });
    // The version in force is untouched: the new one governs only from its own cycle.
    const after = (await api('GET', `/plants/${plant.id}/allocations/`)).body;
    expect(after.find((v: any) => v.id === current.id)).toEqual(current);
  });

  it('never changes nor deletes a version that governed a closed cycle', async () => {
    const used = versions.find((v) => v.status === 'VIGENTE');
    const patch = await api('PATCH', `/allocations/${used.id}/`, { protocol: 'OUTRO' }, 'en');
    expect(patch.status).toBe(409);
    expect(patch.body).toMatchObject({ code: 'allocation_version_used' });
    expect(patch.body.detail).toContain(`Version ${used.version}`);
    expect((await api('DELETE', `/allocations/${used.id}/`)).status).toBe(409);
    const after = (await api('GET', `/plants/${plant.id}/allocations/`)).body;
    expect(after.find((v: any) => v.id === used.id)).toEqual(used);
  });

  it('gives the distributor’s form of a version as CSV and XLSX, headers in the reader’s language', async () => {
    const version = versions.find((v) => v.status === 'VIGENTE');
    const res = await call(
      server,
      'GET',
      `/api/energy/allocations/${version.id}/distributor-form/?format=csv`,
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/rateio-v\d+-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Usina;UC geradora;Ciclo de início;Titular;CPF/CNPJ;Conta contrato (UC);Percentual (%)',
    );
    expect(lines).toHaveLength(version.items.length + 1);
    const first = version.items[0];
    const cells = lines[1]!.split(';');
    expect(cells[0]).toBe(plant.name);
    expect(cells[2]).toBe(version.effective_cycle);
    expect(cells[3]).toBe(first.customer_name);
    expect(cells[4]).toMatch(/^\d{11}(\d{3})?$/);
    // The distributor's conta contrato, which every seeded UC has.
    const unit = await call(server, 'GET', `/api/energy/units/${first.unit_id}/`, { token });
    expect(unit.body.account_number).toMatch(/^\d{4,20}$/);
    expect(cells[5]).toBe(unit.body.account_number);
    expect(cells[6]).toBe(String(first.percent_ppm / 10_000).replace('.', ','));
    const xlsx = await fetch(
      `${server.url}/api/energy/allocations/${version.id}/distributor-form/?format=xlsx`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});

describe('energy operations: imports and cycle close', () => {
  it('lists the files landed, newest first', async () => {
    const content = `usina;data;energia_kwh\n${plant.id};${lastClosed()}-03;12,5\n`;
    const landed = await api('POST', '/generation/import/', { file_name: 'inversor.csv', content });
    expect(landed.status, JSON.stringify(landed.body)).toBe(200);
    const history = await api('GET', '/imports/?kind=GERACAO');
    expect(history.status).toBe(200);
    expect(history.body.results[0]).toMatchObject({
      id: landed.body.import_id,
      kind: 'GERACAO',
      file_name: 'inversor.csv',
      rows: 1,
      user_id: userId,
    });
    expect(history.body.results[0]).not.toHaveProperty('file_hash');
  });

  it('closes the open cycle over realtime progress and counts the invoices it produced', async () => {
    const cycles = (await api('GET', '/cycles/?state=open')).body.results;
    const open = cycles.find((c: any) => c.cycle === today().slice(0, 7));
    expect(open).toBeDefined();
    // The ledger runs in order: last month, which the demo leaves open, closes first.
    const previous = cycles.find((c: any) => c.cycle === addMonths(open.cycle, -1));
    expect((await followClose(previous.id, 'close')).states.at(-1)).toBe('done');
    const units = context.units.slice(0, 3);
    const bills = units.map((u: any) => `${u.installation_number};${open.cycle};300`).join('\n');
    const imported = await api('POST', '/bills/import/', {
      file_name: 'faturas.csv',
      content: `uc;mes_referencia;consumo_kwh\n${bills}\n`,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await api('GET', `/cycles/${open.id}/invoices/`)).body).toEqual({
      cycle: open.cycle,
      count: 0,
      total_centavos: 0,
    });

    // A draft for the cycle about to close: once it is closed, the draft can no longer be protocolled.
    const draft = await api('POST', '/allocations/', {
      plant_id: plant.id,
      effective_cycle: open.cycle,
      items: [{ unit_id: units[0].id, percent_ppm: 100_000 }],
    });
    expect(draft.status).toBe(201);

    const ws = openSocket(server, userId, token);
    await ws.opened;
    // A cycle closes once its month has ended; the UCs left without a bill need a confirmed reason.
    setToday(`${addMonths(open.cycle, 1)}-01`);
    onTestFinished(() => setToday(null));
    const reason = 'Só três faturas chegaram; as demais UCs fecham sem consumo.';
    const accepted = await api('POST', `/cycles/${open.id}/close/`, { override: true, reason });
    expect(accepted.status).toBe(202);
    const seen: any[] = [];
    for (;;) {
      const message = await ws.next('job_progress');
      if (message.job_id !== accepted.body.job_id) continue;
      seen.push(message);
      if (message.state !== 'running') break;
    }
    ws.socket.close();
    expect(seen.at(-1)).toMatchObject({ kind: 'energy.close-cycle', state: 'done', progress: 1 });
    expect(seen.some((m) => m.state === 'running')).toBe(true);

    const summary = await api('GET', `/cycles/${open.id}/invoices/`);
    expect(summary.status).toBe(200);
    const invoices = (await api('GET', `/invoices/?cycle=${open.cycle}&page_size=100`)).body;
    expect(summary.body.count).toBe(invoices.count);
    expect(summary.body.count).toBeGreaterThan(0);
    expect(summary.body.total_centavos).toBe(
      invoices.results.reduce((s: number, i: any) => s + i.amount_centavos, 0),
    );
    const late = await api('PATCH', `/allocations/${draft.body.id}/`, {
      status: 'PROTOCOLADO',
      protocol: 'P-1',
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'allocation_cycle_after',
      fields: { effective_cycle: [expect.any(String)] },
    });
    expect((await api('GET', `/allocations/${draft.body.id}/`)).body.status).toBe('RASCUNHO');
    expect((await api('GET', `/plants/${plant.id}/allocation-context/`)).body.last_closed_cycle).toBe(
      open.cycle,
    );
  });

  it('a recompute that fails tells of its failure once, and leaves the cycle failed to be closed again', async () => {
    const closed = (await api('GET', '/cycles/?state=closed')).body.results;
    const current = closed.find((c: any) => c.cycle === today().slice(0, 7));
    await failNextCloses(1);
    const { states } = await followClose(current.id, 'recompute');
    expect(states.filter((s) => s === 'failed')).toHaveLength(1);
    expect(states.at(-1)).toBe('failed');
    expect(states).not.toContain('queued');
    expect((await api('GET', `/cycles/${current.id}/`)).body).toMatchObject({
      state: 'failed',
      error: 'unexpected',
    });
  });

  it('a close whose first try fails and second succeeds never tells of a failure', async () => {
    const failed = (await api('GET', '/cycles/?state=failed')).body.results;
    const current = failed.find((c: any) => c.cycle === today().slice(0, 7));
    expect(current).toBeDefined();
    await failNextCloses(1);
    const { states, whileWaiting } = await followClose(current.id, 'close');
    expect(states).not.toContain('failed');
    expect(states).toContain('queued');
    expect(whileWaiting).toEqual(['closing']);
    expect(states.at(-1)).toBe('done');
    expect((await api('GET', `/cycles/${current.id}/`)).body).toMatchObject({ state: 'closed', error: null });
  });
});
