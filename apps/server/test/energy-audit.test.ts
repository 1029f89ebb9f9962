import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { plantBody } from './energy-plant-body.ts';
import { invoiceFixtures } from './energy-invoice-fixtures.ts';
import { cpfFrom } from '../src/modules/energy/seed.ts';
import { addDays, today } from '../src/modules/energy/clock.ts';

// A database of its own, so that each record's entries are only the ones these cases make.
const OPERATOR = 'operador@auditoria.dev';
const energy = moduleServer('energy', OPERATOR, {
  DEMO_SEED: 'false',
  ADMIN_EMAIL: OPERATOR,
  ADMIN_PASSWORD: DEMO_PASSWORD,
});
const { api, created, server } = energy;
const { customerWithInvoices } = invoiceFixtures(energy);

/** The record's entries, newest first; `record` tells apart the records of one subject that share an id. */
async function auditOf(subject: string, record: string, id: number) {
  const admin = await login(server, OPERATOR);
  const res = await call(server, 'GET', `/api/admin/audit/?subject=${subject}&target_id=${id}`, {
    token: admin.accessToken,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.results as { action: string }[]).filter((entry) => entry.action.endsWith(record));
}

/** Creates, updates and reads the record's audit: the update, then the create, each by the operator. */
async function expectAudited(
  subject: string,
  record: string,
  path: string,
  body: Record<string, unknown>,
  change: Record<string, unknown>,
) {
  const id = await created(path, body);
  const patched = await api('PATCH', `${path}${id}/`, { ...change, version: 1 });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const [update, create, ...more] = await auditOf(subject, record, id);
  expect(more).toEqual([]);
  const actor = { email: OPERATOR };
  expect(create).toMatchObject({ action: `create_${record}`, actor, before: null, after: { id, ...body } });
  expect(update).toMatchObject({
    action: `update_${record}`,
    actor,
    before: { id, ...body },
    after: { id, ...body, ...change },
  });
  return id;
}

describe('every write of an energy record is audited under its area, before and after', () => {
  it('distributors, tariffs, customers, contracts, UCs, plants, rateio versions and their protocol, costs: create and update', async () => {
    const distributor = await expectAudited(
      'Geracao',
      'distributor',
      '/distributors/',
      {
        acronym: 'AUD-D',
        name: 'Distribuidora auditada',
        cnpj: '32345678000100',
        ufs: ['MG'],
        icms_ppm: 180_000,
        pis_ppm: 12_000,
        cofins_ppm: 55_000,
      },
      { name: 'Distribuidora auditada e renomeada' },
    );
    await expectAudited(
      'Geracao',
      'tariff',
      '/tariffs/',
      {
        distributor_id: distributor,
        valid_from: '2020-01-01',
        te_micros: 300_000,
        tusd_micros: 450_000,
        fio_b_micros: 220_000,
      },
      { te_micros: 310_000 },
    );
    const customer = await expectAudited(
      'Prosumidor',
      'customer',
      '/customers/',
      { person_type: 'PF', name: 'Cliente auditado', cpf_cnpj: cpfFrom(956_000_000) },
      { name: 'Cliente auditado e renomeado' },
    );
    const contract = await expectAudited(
      'Financeiro',
      'contract',
      '/contracts/',
      { customer_id: customer, start_date: '2024-01-01' },
      { start_date: '2024-02-01' },
    );
    const unit = await expectAudited(
      'Prosumidor',
      'unit',
      '/units/',
      {
        distributor_id: distributor,
        customer_id: customer,
        installation_number: 'AUD-0001',
        uf: 'MG',
        contract_id: contract,
      },
      { city: 'Uberaba' },
    );
    const plant = await expectAudited(
      'Geracao',
      'plant',
      '/plants/',
      plantBody({ name: 'Usina auditada', distributor_id: distributor, generating_unit_id: unit }),
      { ac_power_kw: 240 },
    );
    // A cycle created and its bandeira changed through the generic routes.
    await expectAudited(
      'Credito',
      'cycle',
      '/cycles/',
      { cycle: '2031-01', flag_micros: 0 },
      { flag_micros: 18_850 },
    );
    // A rateio version, then its protocol.
    await expectAudited(
      'Prosumidor',
      'allocation',
      '/allocations/',
      {
        plant_id: plant,
        effective_cycle: '2024-01',
        status: 'RASCUNHO',
        items: [{ unit_id: unit, percent_ppm: 500_000 }],
      },
      { status: 'PROTOCOLADO', protocol: 'PROT-AUD-1' },
    );
    await expectAudited(
      'Financeiro',
      'cost',
      '/costs/',
      { plant_id: plant, month: '2024-01', category: 'OM', amount_centavos: 12_345 },
      { amount_centavos: 23_456 },
    );
  });

  it('records a delete with the item it removed, and nothing for a write that is refused', async () => {
    const customer = await created('/customers/', {
      person_type: 'PF',
      name: 'Cliente a apagar',
      cpf_cnpj: cpfFrom(956_000_001),
    });
    const refused = await api('PATCH', `/customers/${customer}/`, { cpf_cnpj: '123', version: 1 });
    expect(refused.status).toBe(400);
    expect((await api('DELETE', `/customers/${customer}/`)).status).toBe(204);
    const [removal, create, ...more] = await auditOf('Prosumidor', 'customer', customer);
    expect(more).toEqual([]);
    expect(create).toMatchObject({ action: 'create_customer' });
    expect(removal).toMatchObject({
      action: 'delete_customer',
      actor: { email: OPERATOR },
      before: { id: customer, name: 'Cliente a apagar' },
      after: null,
    });
  });

  // The fixtures' customer takes the distributor of a UC already there: the first case made one.
  it('records a second copy and a cancellation of an invoice, with its state before and after', async () => {
    const { invoices } = await customerWithInvoices([
      { cycle: '2026-08', amount: 30_000, due: '2026-09-10' },
      { cycle: '2026-09', amount: 31_000, due: '2026-10-10' },
    ]);
    const [copied, cancelled] = invoices as [number, number];
    const dueDate = addDays(today(), 5);
    const copy = await api('POST', `/invoices/${copied}/copies/`, { due_date: dueDate });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const [copyEntry, ...moreCopies] = await auditOf('Financeiro', 'copy', copied);
    expect(moreCopies).toEqual([]);
    expect(copyEntry).toMatchObject({
      action: 'issue_copy',
      actor: { email: OPERATOR },
      before: { due_date: '2026-09-10' },
      after: { issued_on: today(), due_date: dueDate, total_centavos: expect.any(Number) },
    });

    const noReason = await api('POST', `/invoices/${cancelled}/cancel/`, { reason: ' ' }, { lang: 'en' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toEqual(['Give the reason.']);
    const reason = 'Fatura emitida em duplicidade.';
    expect((await api('POST', `/invoices/${cancelled}/cancel/`, { reason })).status).toBe(200);
    const [cancelEntry, ...moreCancels] = await auditOf('Financeiro', 'cancel', cancelled);
    expect(moreCancels).toEqual([]);
    expect(cancelEntry).toMatchObject({
      action: 'cancel',
      actor: { email: OPERATOR },
      before: { status: 'EMITIDA' },
      after: { status: 'CANCELADA', reason },
    });
  });

  it('records each landed file under its area: name, rows and what changed; a preview records nothing', async () => {
    const [plant] = (await api('GET', '/plants/?page_size=5')).body.results;
    const files = [
      {
        path: '/generation/import/',
        subject: 'Geracao',
        kind: 'GERACAO',
        file_name: 'inversor-auditado.csv',
        content: `usina;data;energia_kwh\n${plant.id};2024-01-03;12,5\n${plant.id};2024-01-04;13\n`,
      },
      {
        path: '/bills/import/',
        subject: 'Prosumidor',
        kind: 'FATURAS',
        file_name: 'faturas-auditadas.csv',
        content: 'uc;mes_referencia;consumo_kwh;cip\nAUD-0001;2024-01;320;15,00\n',
      },
    ];
    for (const { path, subject, kind, ...file } of files) {
      const preview = await api('POST', `${path}preview/`, file);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const landed = await api('POST', path, file);
      expect(landed.status, JSON.stringify(landed.body)).toBe(200);
      const entries = await auditOf(subject, 'import', landed.body.import_id);
      expect(entries).toEqual([
        expect.objectContaining({
          action: 'import',
          actor: expect.objectContaining({ email: OPERATOR }),
          after: {
            kind,
            file_name: file.file_name,
            rows: landed.body.rows,
            inserted: landed.body.inserted,
            updated: 0,
            unchanged: 0,
            affected_closed_cycles: [],
            // an import pulled from an inverter's portal names its source; a file names none
            source_id: null,
          },
        }),
      ]);
      expect(landed.body.inserted).toBe(landed.body.rows);
    }
  });
});
