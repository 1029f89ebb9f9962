import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { cpfFrom } from '../src/modules/energy/seed.ts';

const CYCLE = '2018-03';

let server: TestServer;
let token: string;

const api = (method: string, path: string, body?: unknown) =>
  call(server, method, `/api/energy${path}`, { token, body });

async function created(path: string, body: unknown) {
  const res = await api('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

describe('energy: several plants feeding one UC in the same cycle', () => {
  it('uses their excedente in numeric id order ("9" before "10")', async () => {
    const distributor = await created('/distributors/', {
      acronym: 'ORDEM-D',
      name: 'Distribuidora da Ordem',
      cnpj: '12345678000276',
      ufs: ['SP'],
      ...{ icms_ppm: 180_000, pis_ppm: 12_000, cofins_ppm: 55_000 },
    });
    await created('/tariffs/', {
      distributor_id: distributor,
      valid_from: '2017-01-01',
      ...{ te_micros: 300_000, tusd_micros: 450_000, fio_b_micros: 220_000 },
    });
    const customer = await created('/customers/', {
      person_type: 'PF',
      name: 'Cliente da Ordem',
      cpf_cnpj: cpfFrom(910_000_001),
    });
    const unit = (number: string) =>
      created('/units/', {
        distributor_id: distributor,
        customer_id: customer,
        installation_number: number,
        uf: 'SP',
        connection: 'TRIFASICO',
      });
    const beneficiary = await unit('ORD-0000');
    const plant = async (n: number) =>
      created('/plants/', {
        name: `Usina da Ordem ${n}`,
        distributor_id: distributor,
        generating_unit_id: await unit(`ORD-${1000 + n}`),
        uf: 'SP',
        dc_power_kwp: 30,
        ac_power_kw: 25,
        modality: 'AUTOCONSUMO_REMOTO',
        access_request_date: '2017-06-01',
        injection_start: '2017-07-01',
        monthly_irradiation: [5.2, 5.5, 4.8, 4.2, 3.5, 3.2, 3.3, 4.1, 4.2, 4.8, 5.2, 5.6],
      });
    // Plants are created until two consecutive ids sort differently as text and as numbers (9 and 10, say).
    let first = await plant(0);
    let second = await plant(1);
    for (let n = 2; String(first) < String(second); n++) [first, second] = [second, await plant(n)];
    expect(first).toBeLessThan(second);

    const generated = { [first]: 200, [second]: 300 };
    for (const id of [first, second]) {
      await created('/allocations/', {
        plant_id: id,
        effective_cycle: CYCLE,
        status: 'PROTOCOLADO',
        items: [{ unit_id: beneficiary, percent_ppm: 1_000_000 }],
      });
      const day = (d: number) => `${id};${d}/${CYCLE.slice(5)}/${CYCLE.slice(0, 4)};${generated[id]! / 2}`;
      const content = ['usina;data;energia_kwh', day(14), day(15)].join('\n');
      expect((await api('POST', '/generation/import/', { content })).body).toMatchObject({ inserted: 2 });
    }
    const bill = `uc;mes_referencia;consumo_kwh;cip\nORD-0000;${CYCLE};250;0`;
    expect((await api('POST', '/bills/import/', { content: bill })).body).toMatchObject({ errors: [] });

    const cycle = await created('/cycles/', { cycle: CYCLE });
    expect((await api('POST', `/cycles/${cycle}/close/`)).status).toBe(202);
    await eventually(async () => (await api('GET', `/cycles/${cycle}/`)).body.state === 'closed');

    const [result] = (await api('GET', `/credits/results/?cycle=${CYCLE}&unit_id=${beneficiary}`)).body
      .results;
    expect(result).toMatchObject({ allocated_kwh: 500 });
    const compensated: number = result.compensated_kwh;
    expect(compensated).toBeGreaterThan(0);
    expect(compensated).toBeLessThan(generated[first]!);
    // The lower id is used first: what is left of it and the whole of the other are banked.
    const lots = (await api('GET', `/credits/lots/?unit_id=${beneficiary}&page_size=100`)).body.results;
    const banked = Object.fromEntries(lots.map((lot: any) => [lot.plant_id, lot.initial_kwh]));
    expect(banked).toEqual({ [first]: generated[first]! - compensated, [second]: generated[second] });
  });
});
