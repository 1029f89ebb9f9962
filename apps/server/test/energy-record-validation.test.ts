import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { FIELD_MESSAGES, isValidCep, isValidCnpj, isValidCpf, isValidPhone } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { contracts, customers, distributors, plants, tariffs, units } from '../src/modules/energy/schema.ts';
import { cpfFrom } from '../src/modules/energy/seed.ts';
import { distributorToApi } from '../src/modules/energy/reference-to-api.ts';

let server: TestServer;
let token: string;
const db = () => server.built.platform.db;
const api = (method: string, path: string, body?: unknown, lang = 'pt-BR') =>
  call(server, method, `/api/energy${path}`, { token, body, headers: { 'accept-language': lang } });
const customerCount = async () => (await db().select({ n: count() }).from(customers))[0]!.n;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

/** The request is refused on `field` with the code's text in the language, and writes nothing. */
async function expectRefused(
  request: () => ReturnType<typeof api>,
  field: string,
  code: keyof typeof FIELD_MESSAGES,
  status = 400,
) {
  const before = await customerCount();
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.fields[field]).toEqual([FIELD_MESSAGES[code]['pt-BR']]);
  expect(await customerCount()).toBe(before);
}

describe('the demo seed holds valid records', () => {
  it('gives every customer a valid document for its type, a valid phone, and every UC a conta contrato and CEP', async () => {
    for (const c of await db().select().from(customers)) {
      expect(c.personType === 'PF' ? isValidCpf(c.document) : isValidCnpj(c.document), c.document).toBe(true);
      expect(c.phone === '' || isValidPhone(c.phone), c.phone).toBe(true);
    }
    for (const d of await db().select().from(distributors)) expect(isValidCnpj(d.cnpj), d.cnpj).toBe(true);
    for (const u of await db().select().from(units)) {
      expect(u.accountNumber).toMatch(/^\d{4,20}$/);
      expect(isValidCep(u.cep), u.cep).toBe(true);
    }
  });
});

describe('customers are refused with translated messages when their fields are wrong', () => {
  const person = { person_type: 'PF', name: 'Pessoa Validada' };

  it('refuses repeated digits and wrong check digits, in the reader’s language, and creates nothing', async () => {
    for (const document of ['11111111111', '52998224726', '11222333000182', '123'])
      await expectRefused(
        () => api('POST', '/customers/', { ...person, cpf_cnpj: document }),
        'cpf_cnpj',
        'invalid_document',
      );
    const english = await api('POST', '/customers/', { ...person, cpf_cnpj: '52998224726' }, 'en');
    expect(english.body).toMatchObject({
      code: 'validation',
      fields: { cpf_cnpj: ['Invalid CPF or CNPJ.'] },
    });
  });

  it('refuses a CPF on a company and a CNPJ on a person, on create and when a PATCH changes either', async () => {
    await expectRefused(
      () => api('POST', '/customers/', { ...person, person_type: 'PJ', cpf_cnpj: '52998224725' }),
      'cpf_cnpj',
      'cnpj_for_pj',
    );
    await expectRefused(
      () => api('POST', '/customers/', { ...person, cpf_cnpj: '11222333000181' }),
      'cpf_cnpj',
      'cpf_for_pf',
    );
    const id = (await api('POST', '/customers/', { ...person, cpf_cnpj: cpfFrom(970_000_001) })).body.id;
    await expectRefused(
      () => api('PATCH', `/customers/${id}/`, { person_type: 'PJ', version: 1 }),
      'cpf_cnpj',
      'cnpj_for_pj',
    );
    const [row] = await db().select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ personType: 'PF', document: cpfFrom(970_000_001) });
  });

  it('refuses a malformed e-mail and a phone without area code, and takes the usual Brazilian formats', async () => {
    const body = { ...person, cpf_cnpj: cpfFrom(970_000_002) };
    await expectRefused(
      () => api('POST', '/customers/', { ...body, email: 'fulano@' }),
      'email',
      'invalid_email',
    );
    for (const phone of ['98765-4321', '(01) 3333-4444', '+1 212 555 0100'])
      await expectRefused(() => api('POST', '/customers/', { ...body, phone }), 'phone', 'invalid_phone');
    const ok = await api('POST', '/customers/', {
      ...body,
      email: 'fulano@exemplo.com.br',
      phone: '(11) 98765-4321',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const french = await api('PATCH', `/customers/${ok.body.id}/`, { phone: '4321', version: 1 }, 'fr');
    expect(french.body.fields).toEqual({ phone: [FIELD_MESSAGES.invalid_phone.fr] });
  });
});

describe('UCs, distributors and contracts are checked too', () => {
  it('keeps an installation number one UC’s per distributor, on create and on update', async () => {
    const [taken] = await db().select().from(units).limit(1);
    const [other] = await db()
      .select()
      .from(distributors)
      .where(eq(distributors.id, taken!.distributorId + 1));
    const unit = { customer_id: taken!.customerId, uf: 'SP', installation_number: taken!.installationNumber };
    const before = await db().select({ n: count() }).from(units);
    const res = await api('POST', '/units/', { ...unit, distributor_id: taken!.distributorId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'installation_taken',
      fields: { installation_number: [FIELD_MESSAGES.installation_taken['pt-BR']] },
    });
    expect(await db().select({ n: count() }).from(units)).toEqual(before);

    const elsewhere = await api('POST', '/units/', {
      ...unit,
      distributor_id: other!.id,
      account_number: '3001234567',
      cep: '01310-100',
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    expect(elsewhere.body).toMatchObject({ account_number: '3001234567', cep: '01310-100' });
    const moved = await api('PATCH', `/units/${elsewhere.body.id}/`, {
      distributor_id: taken!.distributorId,
      version: 1,
    });
    expect(moved.status).toBe(409);
    expect((await api('GET', `/units/${elsewhere.body.id}/`)).body.distributor_id).toBe(other!.id);

    for (const [field, value, code] of [
      ['cep', '0131-0100', 'invalid_cep'],
      ['account_number', '12a4', 'invalid_account_number'],
    ] as const) {
      const bad = await api('PATCH', `/units/${elsewhere.body.id}/`, { [field]: value, version: 1 });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ [field]: [FIELD_MESSAGES[code]['pt-BR']] });
    }
  });

  it('refuses a distributor CNPJ with wrong check digits', async () => {
    const [d] = await db().select().from(distributors).limit(1);
    const res = await api('PATCH', `/distributors/${d!.id}/`, {
      cnpj: '12345678000199',
      version: d!.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ cnpj: [FIELD_MESSAGES.invalid_cnpj['pt-BR']] });
  });

  it('refuses a distributor’s tax formula, GD minimums or expiry counting outside their choices, and changes nothing', async () => {
    const [d] = await db().select().from(distributors).limit(1);
    const res = await api('PATCH', `/distributors/${d!.id}/`, {
      tax_formula: 'POR_FORA',
      gd1_minimum: 'MAIOR_ENTRE',
      gd2_minimum: 'PRESERVA_CREDITOS',
      expiry_counting: 'ULTIMO_USO_M61',
      credit_validity_months: 0,
      version: d!.version,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(
      ['credit_validity_months', 'expiry_counting', 'gd1_minimum', 'gd2_minimum', 'tax_formula'].sort(),
    );
    expect(res.body.fields.tax_formula[0]).toMatch(/^Opção inválida/);
    const [after] = await db().select().from(distributors).where(eq(distributors.id, d!.id));
    expect(after).toEqual(d);
    const taken = await api('PATCH', `/distributors/${d!.id}/`, {
      tax_formula: 'ANTIGA',
      gd1_minimum: 'COMPENSA_TUDO',
      gd2_minimum: 'LIMITADO_AO_CD',
      expiry_counting: 'ULTIMO_USO_M60',
      version: d!.version,
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ tax_formula: 'ANTIGA', expiry_counting: 'ULTIMO_USO_M60' });
    const { tax_formula, gd1_minimum, gd2_minimum, expiry_counting } = distributorToApi(d!);
    const back = { tax_formula, gd1_minimum, gd2_minimum, expiry_counting, version: taken.body.version };
    expect((await api('PATCH', `/distributors/${d!.id}/`, back)).status).toBe(200);
  });

  it('refuses a contract that ends before it starts or dated out of range, and changes nothing', async () => {
    const [c] = await db().select().from(contracts).limit(1);
    const ends = await api('PATCH', `/contracts/${c!.id}/`, { end_date: '2000-01-01', version: c!.version });
    expect(ends.status).toBe(400);
    expect(ends.body.fields).toEqual({ end_date: [FIELD_MESSAGES.end_before_start['pt-BR']] });
    const far = await api('PATCH', `/contracts/${c!.id}/`, { start_date: '1899-12-31', version: c!.version });
    expect(far.body.fields).toEqual({ start_date: [FIELD_MESSAGES.date_out_of_range['pt-BR']] });
    const [after] = await db().select().from(contracts).where(eq(contracts.id, c!.id));
    expect(after).toEqual(c);
  });

  it('keeps one tariff of a distributor’s subgroup starting on each date, on create and on update', async () => {
    const [t] = await db().select().from(tariffs).limit(1);
    const tariff = {
      distributor_id: t!.distributorId,
      subgroup: t!.subgroup,
      te_micros: 300_000,
      tusd_micros: 400_000,
      fio_b_micros: 200_000,
    };
    const before = await db().select({ n: count() }).from(tariffs);
    const same = await api('POST', '/tariffs/', { ...tariff, valid_from: t!.validFrom }, 'en');
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      code: 'tariff_start_taken',
      fields: { valid_from: [FIELD_MESSAGES.tariff_start_taken.en] },
    });
    expect(await db().select({ n: count() }).from(tariffs)).toEqual(before);
    const later = await api('POST', '/tariffs/', { ...tariff, valid_from: '2031-07-01' });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const moved = await api('PATCH', `/tariffs/${later.body.id}/`, { valid_from: t!.validFrom, version: 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.fields).toEqual({ valid_from: [FIELD_MESSAGES.tariff_start_taken['pt-BR']] });
    expect((await api('GET', `/tariffs/${later.body.id}/`)).body.valid_from).toBe('2031-07-01');
  });

  it('refuses a plant whose injection starts before its access request, and changes nothing', async () => {
    const [p] = await db().select().from(plants).limit(1);
    const early = await api('PATCH', `/plants/${p!.id}/`, {
      injection_start: '1995-01-01',
      version: p!.version,
    });
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({
      injection_start: [FIELD_MESSAGES.injection_before_request['pt-BR']],
    });
    const [after] = await db().select().from(plants).where(eq(plants.id, p!.id));
    expect(after).toEqual(p);
  });
});
