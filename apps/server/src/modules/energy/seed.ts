import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { cnpjWithCheckDigits, cpfWithCheckDigits, PAYMENT_METHODS, type Unit } from '@alvorada/contracts';
import { addMonths, daysInMonth, lateCharges, plantRegimes } from '@alvorada/energy';
import type { Db, Tx } from '../../platform/db/client.ts';
import {
  allocationVersions,
  bills,
  contracts,
  customers,
  cycles,
  distributors,
  invoices,
  lots,
  movements,
  payments,
  plantCosts,
  plants,
  readings,
  tariffs,
  units,
} from './schema.ts';
import { DEMO_DISTRIBUTORS, DEMO_PLANTS, FIRST_NAMES, LAST_NAMES } from './seed-data.ts';
import { insertMany } from '../../platform/db/insert-many.ts';
import { closeCycle } from './close-cycle.ts';
import { today } from './clock.ts';

/** Closed demo cycles; the month after the last of them has ended and waits with its bills to be closed. */
const CYCLES = 24;
/** Months of the demo: the closed cycles, the ended month still open and the current month. */
const MONTHS = CYCLES + 2;
const BENEFICIARIES_PER_PLANT = 9;
/** How each plant performs against its model: most near it, one under 90 % (the plant in ALERTA). */
const PLANT_HEALTH = [0.97, 1.01, 0.86, 0.95];
/** The beneficiaries' consumption is sized to this part of the plant's expected excedente… */
const CONSUMPTION_OF_EXCEDENTE = 0.95;
/** …and the rateio shares this part of it among them (a small buffer stays at the generating UC). */
const ALLOCATED = 0.98;
/** Demo customers (by their order) who owe their last three invoices. */
const LONG_LATE_PAYERS = new Set([4, 16, 28]);

/** Deterministic noise, so every demo database is the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A CPF with valid check digits from a 9-digit base. */
export const cpfFrom = (base: number) => cpfWithCheckDigits(String(base));

async function seedPlant(tx: Tx, index: number, firstCycle: string, distributorId: number) {
  const demo = DEMO_PLANTS[index]!;
  const rand = random(index + 1);
  const [generator] = await tx
    .insert(customers)
    .values({
      personType: 'PJ',
      name: `Cooperativa Solar ${demo.city}`,
      document: cnpjWithCheckDigits(`${41_000_000 + index}0001`),
      role: 'GERADOR',
      status: 'ATIVO',
      email: `cooperativa${index + 1}@alvorada.dev`,
    })
    .returning({ id: customers.id });
  const unit = (
    customerId: number,
    n: number,
    contractId: number | null,
    connection: Unit['connection'],
  ): typeof units.$inferInsert => ({
    distributorId,
    customerId,
    installationNumber: `${demo.uf}${String(index + 1).padStart(2, '0')}${String(n).padStart(6, '0')}`,
    accountNumber: String(7_000_000_000 + (index + 1) * 100_000 + n),
    supplyGroup: 'B',
    subgroup: 'B1',
    unitClass: n === 0 ? 'COMERCIAL' : 'RESIDENCIAL',
    connection,
    city: demo.city,
    uf: demo.uf,
    cep: demo.cep,
    contractId,
  });
  const [generatingUnit] = await tx
    .insert(units)
    .values(unit(generator!.id, 0, null, 'TRIFASICO'))
    .returning({ id: units.id });
  // Injection starts four months after the access request; the regime follows from the request (§1.8).
  const injectionMonth = addMonths(demo.accessRequest.slice(0, 7), 4);
  const { regime } = plantRegimes({
    dcPowerKwp: demo.kwp,
    acPowerKw: demo.kw,
    dispatchable: false,
    accessRequestDate: demo.accessRequest,
    modality: 'GERACAO_COMPARTILHADA',
  });
  const [plant] = await tx
    .insert(plants)
    .values({
      name: demo.name,
      distributorId,
      generatingUnitId: generatingUnit!.id,
      city: demo.city,
      uf: demo.uf,
      latitude: demo.lat,
      longitude: demo.lon,
      dcPowerKwp: demo.kwp,
      acPowerKw: demo.kw,
      source: 'SOLAR_FV',
      dispatchable: false,
      modality: 'GERACAO_COMPARTILHADA',
      accessRequestDate: demo.accessRequest,
      injectionStart: `${injectionMonth}-01`,
      regime,
      status: index === 2 ? 'ALERTA' : 'OPERANDO',
      monthlyIrradiation: [...demo.irradiation],
      performanceRatio: 0.78,
      annualDegradation: 0.005,
    })
    .returning({ id: plants.id });

  const beneficiaries: { unitId: number; consumption: number }[] = [];
  for (let n = 1; n <= BENEFICIARIES_PER_PLANT; n++) {
    const k = index * BENEFICIARIES_PER_PLANT + n;
    const [customer] = await tx
      .insert(customers)
      .values({
        personType: 'PF',
        name: `${FIRST_NAMES[k % 10]} ${LAST_NAMES[(k * 3) % 10]} ${LAST_NAMES[(k * 7 + 1) % 10]}`,
        document: cpfFrom(123_456_000 + k * 7919),
        email: `cliente${k}@exemplo.com.br`,
        phone: `+55 11 9${String(80_000_000 + k * 1117).slice(0, 8)}`,
        role: 'BENEFICIARIO',
        status: n === BENEFICIARIES_PER_PLANT ? 'EM_SAIDA' : 'ATIVO',
      })
      .returning({ id: customers.id });
    const [contract] = await tx
      .insert(contracts)
      .values({
        customerId: customer!.id,
        plantId: plant!.id,
        quotaKwh: 0,
        pricingMode: n % 3 === 0 ? 'DESCONTO_BENEFICIO' : 'ECONOMIA_GARANTIDA',
        discountPpm: n % 2 ? 150_000 : 120_000,
        fixedFeeCentavos: 0,
        baseIncludesFlag: false,
        dueDay: 10,
        paymentMethod: PAYMENT_METHODS[n % 4]!,
        startDate: `${firstCycle}-01`,
        status: 'ATIVO',
      })
      .returning({ id: contracts.id });
    const connection = (['MONOFASICO', 'BIFASICO_3C', 'TRIFASICO'] satisfies Unit['connection'][])[n % 3]!;
    const [beneficiary] = await tx
      .insert(units)
      .values(unit(customer!.id, n, contract!.id, connection))
      .returning({ id: units.id });
    beneficiaries.push({ unitId: beneficiary!.id, consumption: 250 + Math.round(rand() * 500) });
  }

  // The rateio shares the expected excedente in proportion to consumption, a small buffer at the generating
  // UC: credits neither pile up nor run short, and the bank smooths the seasons.
  const expectedMonthly = (demo.kwp * demo.irradiation.reduce((s, h) => s + h, 0) * 30.4 * 0.78) / 12;
  const drawn = beneficiaries.reduce((s, b) => s + b.consumption, 0);
  for (const b of beneficiaries)
    b.consumption = Math.round((b.consumption * expectedMonthly * CONSUMPTION_OF_EXCEDENTE) / drawn);
  const items = beneficiaries.map((b, i) => ({
    unit_id: b.unitId,
    percent_ppm:
      Math.floor(((b.consumption * ALLOCATED) / (expectedMonthly * CONSUMPTION_OF_EXCEDENTE)) * 1e6) - i,
  }));
  // One UC in two plants now consumes less than when its share was set: over-allocated, it banks credits.
  if (index % 3 === 0) beneficiaries[0]!.consumption = Math.round(beneficiaries[0]!.consumption * 0.7);
  await tx.insert(allocationVersions).values([
    {
      plantId: plant!.id,
      version: 1,
      kind: 'PERCENTUAL',
      items,
      effectiveCycle: firstCycle,
      status: 'SUBSTITUIDO',
      protocol: `PROT-${index + 1}-001`,
    },
    {
      plantId: plant!.id,
      version: 2,
      kind: 'PERCENTUAL',
      items: items.map((item, i) => ({ ...item, percent_ppm: item.percent_ppm + (i % 2 ? -5000 : 5000) })),
      effectiveCycle: addMonths(firstCycle, 12),
      status: 'VIGENTE',
      protocol: `PROT-${index + 1}-002`,
    },
  ]);

  // Credits from before the demo period, so that some expire during it (60-month validity, §3.3): only a
  // plant already injecting then can have produced them.
  const origins = [0, 1, 2].map((i) => addMonths(firstCycle, -58 + i * 4));
  const legacy = beneficiaries.slice(0, 3).flatMap((b, i): typeof lots.$inferInsert | [] => {
    const origin = origins[i]!;
    if (origin < injectionMonth) return [];
    return {
      id: `${b.unitId}:${origin}:${plant!.id}`,
      unitId: b.unitId,
      plantId: plant!.id,
      regime,
      originCycle: origin,
      initialKwh: 900 + i * 300,
      balanceKwh: 900 + i * 300,
      expiresAt: addMonths(origin, 60),
      status: 'ATIVO',
    };
  });
  await insertMany(tx, lots, legacy);
  await insertMany(
    tx,
    movements,
    legacy.map((l) => ({
      lotId: l.id,
      unitId: l.unitId,
      cycle: l.originCycle,
      type: 'GERACAO',
      kwh: l.initialKwh,
    })),
  );

  const readingRows: (typeof readings.$inferInsert)[] = [];
  const billRows: (typeof bills.$inferInsert)[] = [];
  const costRows: (typeof plantCosts.$inferInsert)[] = [];
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  for (let m = 0; m < MONTHS; m++) {
    const month = addMonths(firstCycle, m);
    const hours = demo.irradiation[Number(month.slice(5)) - 1]!;
    for (let d = 1; d <= daysInMonth(month); d++) {
      const day = `${month}-${String(d).padStart(2, '0')}`;
      if (day > yesterday) break;
      const weather = 0.8 + rand() * 0.4;
      readingRows.push({
        plantId: plant!.id,
        day,
        energyWh: Math.round(demo.kwp * hours * 0.78 * PLANT_HEALTH[index]! * weather * 1000),
        source: 'API',
        quality: weather < 0.82 ? 'SUSPEITA' : 'OK',
      });
    }
    if (m === MONTHS - 1) continue;
    const season = 1 + 0.15 * Math.cos(((Number(month.slice(5)) - 1) / 12) * 2 * Math.PI);
    billRows.push({ unitId: generatingUnit!.id, cycle: month, consumptionKwh: 120, cipCentavos: 2500 });
    for (const b of beneficiaries) {
      billRows.push({
        unitId: b.unitId,
        cycle: month,
        consumptionKwh: Math.round(b.consumption * season * (0.9 + rand() * 0.2)),
        cipCentavos: 1500,
        readingStart: `${month}-01`,
        readingEnd: `${month}-${daysInMonth(month)}`,
      });
    }
    costRows.push(
      { plantId: plant!.id, month, category: 'OM', amountCentavos: 60_000 + Math.round(rand() * 20_000) },
      { plantId: plant!.id, month, category: 'ARRENDAMENTO', amountCentavos: 150_000 },
    );
  }
  await insertMany(tx, readings, readingRows);
  await insertMany(tx, bills, billRows);
  await insertMany(tx, plantCosts, costRows);
}

/**
 * A healthy portfolio's payments: every invoice of the closed cycles is paid, about one in eight a few days
 * late, but for a few late payers who still owe their last three invoices. A late payment's charges go onto
 * the customer's next invoice, as payment registration does, and are paid with it.
 */
async function seedPayments(db: Db) {
  // A zero-amount invoice is issued paid: nothing is owed on it, nor carried onto it.
  const rows = (await db.select().from(invoices).orderBy(invoices.cycle, invoices.id)).filter(
    (row) => row.status !== 'PAGA',
  );
  const rand = random(99);
  const paid: (typeof payments.$inferInsert)[] = [];
  const carried = new Map<number, number>();
  const nextOf = new Map<number, number>();
  const lastOfCustomer = new Map<number, number>();
  for (const invoice of rows) {
    const previous = lastOfCustomer.get(invoice.customerId);
    if (previous !== undefined) nextOf.set(previous, invoice.id);
    lastOfCustomer.set(invoice.customerId, invoice.id);
  }
  const order = new Map(
    [...new Set(rows.map((row) => row.customerId))].sort((a, b) => a - b).map((id, i) => [id, i]),
  );
  const latest = rows.reduce((max, row) => (row.cycle > max ? row.cycle : max), '');
  for (const invoice of rows) {
    const roll = rand();
    const total = invoice.amountCentavos + (carried.get(invoice.id) ?? 0);
    const customer = order.get(invoice.customerId)!;
    const owed = LONG_LATE_PAYERS.has(customer) && invoice.cycle >= addMonths(latest, -2);
    if (owed) continue;
    // A late payment's charges need a next invoice to go on: the latest ones are paid on their due date.
    const daysLate = !nextOf.has(invoice.id)
      ? 0
      : LONG_LATE_PAYERS.has(customer)
        ? 10 + Math.round(rand() * 25)
        : roll < 0.12
          ? 2 + Math.round(rand() * 15)
          : 0;
    const creditedOn = new Date(Date.parse(`${invoice.dueDate}T00:00:00Z`) + daysLate * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const charges = lateCharges(invoice.amountCentavos, invoice.dueDate, creditedOn);
    const lateChargesCentavos = charges.fineCentavos + charges.interestCentavos;
    const next = lateChargesCentavos > 0 ? nextOf.get(invoice.id) : undefined;
    if (next !== undefined) carried.set(next, (carried.get(next) ?? 0) + lateChargesCentavos);
    paid.push({
      invoiceId: invoice.id,
      method: invoice.paymentMethod,
      amountCentavos: total,
      creditedOn,
      lateChargesCentavos,
      carriedToInvoiceId: next ?? null,
    });
  }
  await db.transaction(async (tx) => {
    await insertMany(tx, payments, paid);
    for (const [id, charges] of carried)
      await tx.update(invoices).set({ carriedChargesCentavos: charges }).where(eq(invoices.id, id));
    for (const p of paid) {
      await tx
        .update(invoices)
        .set({ status: 'PAGA', paidCentavos: p.amountCentavos, paidOn: p.creditedOn })
        .where(eq(invoices.id, p.invoiceId!));
    }
  });
}

/**
 * Demo plants, UCs, rateio, 26 months of generation and 25 of bills; the first 24 closed with the
 * cycle-closing code, so the last ended month is left for an operator to close.
 */
export async function seedEnergyDemo(db: Db, log: Logger) {
  const [existing] = await db.select({ id: distributors.id }).from(distributors).limit(1);
  if (existing) return;
  const started = Date.now();
  const firstCycle = addMonths(today().slice(0, 7), 1 - MONTHS);
  await db.transaction(async (tx) => {
    for (let i = 0; i < DEMO_DISTRIBUTORS.length; i++) {
      const d = DEMO_DISTRIBUTORS[i]!;
      const [row] = await tx
        .insert(distributors)
        .values({
          acronym: d.acronym,
          name: d.name,
          cnpj: cnpjWithCheckDigits(`${61_695_227 + i}0001`),
          ufs: [d.uf],
          taxFormula: 'NOVA',
          gd1Minimum: 'PRESERVA_CREDITOS',
          gd2Minimum: i === 1 ? 'LIMITADO_AO_CD' : 'MAIOR_ENTRE',
          creditValidityMonths: 60,
          expiryCounting: 'ULTIMO_USO_M59',
          icmsPpm: d.icmsPpm,
          pisPpm: 12_000,
          cofinsPpm: 55_000,
        })
        .returning({ id: distributors.id });
      await tx.insert(tariffs).values({
        distributorId: row!.id,
        subgroup: 'B1',
        validFrom: '2020-01-01',
        teMicros: d.teMicros,
        tusdMicros: d.tusdMicros,
        fioBMicros: d.fioBMicros,
        fioAMicros: 40_000,
        chargesMicros: 20_000,
        resolution: 'REH demo',
      });
      await seedPlant(tx, i, firstCycle, row!.id);
    }
    await tx
      .insert(cycles)
      .values(Array.from({ length: MONTHS }, (_, m) => ({ cycle: addMonths(firstCycle, m) })));
  });
  const rows = await db.select().from(cycles).orderBy(cycles.cycle);
  for (const row of rows.slice(0, CYCLES)) await closeCycle(db, row.id);
  await seedPayments(db);
  log.info({ ms: Date.now() - started }, 'energy demo data created');
}
