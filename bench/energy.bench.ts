// Closing one billing cycle for 10 000 and 100 000 generated UCs (apuração, ledger, lots, invoices), on
// PostgreSQL (DATABASE_URL, a scratch database created and dropped here) and on the embedded PGlite.
// Each UC has a bill, a subscription contract, two credit lots (one expiring in the cycle) and a share of
// one of 1 000-UC plants' excedente. Only closeCycle is timed; generating the data is not. After the 100k close,
// ten years of daily readings are added and the five overview summaries are timed (p95 of 20 calls each),
// the generation one over the 13 months its page shows and over the whole ten years; on PostgreSQL, the
// server is then started on that database and each overview page's first load is timed over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.ts';
import {
  bills,
  contracts,
  customers,
  cycles,
  distributors,
  lots,
  plants,
  allocationVersions,
  readings,
  tariffs,
  units,
} from '../apps/server/src/modules/energy/schema.ts';
import { insertMany } from '../apps/server/src/platform/db/insert-many.ts';
import { closeCycle } from '../apps/server/src/modules/energy/close-cycle.ts';
import { createSummaryService, type Period } from '../apps/server/src/modules/energy/summary-service.ts';
import { reportSummary } from '../apps/server/src/modules/energy/report-service.ts';
import { addMonths } from '../packages/energy/src/index.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { serve, stopServers } from './serve.ts';

const CYCLE = '2026-05';
const UCS_PER_PLANT = 1000;
const SIZES = [10_000, 100_000];

async function generate(database: Database, size: number) {
  const { db } = database;
  await db.transaction(async (tx) => {
    const [d] = await tx
      .insert(distributors)
      .values({
        acronym: 'BENCH',
        name: 'Bench',
        cnpj: '12345678000199',
        ufs: ['SP'],
        taxFormula: 'NOVA',
        gd1Minimum: 'PRESERVA_CREDITOS',
        gd2Minimum: 'MAIOR_ENTRE',
        creditValidityMonths: 60,
        expiryCounting: 'ULTIMO_USO_M59',
        icmsPpm: 180_000,
        pisPpm: 12_000,
        cofinsPpm: 55_000,
      })
      .returning({ id: distributors.id });
    const distributorId = d!.id;
    await tx.insert(tariffs).values({
      distributorId,
      subgroup: 'B1',
      validFrom: '2020-01-01',
      teMicros: 300_000,
      tusdMicros: 450_000,
      fioBMicros: 220_000,
      fioAMicros: 0,
      chargesMicros: 0,
    });
    const ids = Array.from({ length: size }, (_, i) => i + 1);
    await insertMany(
      tx,
      customers,
      ids.map((id) => ({
        id,
        personType: 'PF',
        name: `C${id}`,
        document: String(id).padStart(11, '0'),
        role: 'BENEFICIARIO',
        status: 'ATIVO',
      })),
    );
    await insertMany(
      tx,
      contracts,
      ids.map((id) => ({
        id,
        customerId: id,
        quotaKwh: 0,
        pricingMode: 'ECONOMIA_GARANTIDA',
        discountPpm: 150_000,
        fixedFeeCentavos: 0,
        baseIncludesFlag: false,
        dueDay: 10,
        paymentMethod: 'PIX',
        startDate: '2024-01-01',
        status: 'ATIVO',
      })),
    );
    await insertMany(
      tx,
      units,
      ids.map((id) => ({
        id,
        distributorId,
        customerId: id,
        installationNumber: `B${id}`,
        supplyGroup: 'B',
        subgroup: 'B1',
        unitClass: 'RESIDENCIAL',
        connection: (['MONOFASICO', 'BIFASICO_3C', 'TRIFASICO'] as const)[id % 3]!,
        uf: 'SP',
        contractId: id,
      })),
    );
    const plantCount = size / UCS_PER_PLANT;
    for (let p = 0; p < plantCount; p++) {
      const members = ids.slice(p * UCS_PER_PLANT, (p + 1) * UCS_PER_PLANT);
      const [plant] = await tx
        .insert(plants)
        .values({
          name: `Usina ${p}`,
          distributorId,
          generatingUnitId: members[0]!,
          uf: 'SP',
          dcPowerKwp: 3000,
          acPowerKw: 2500,
          source: 'SOLAR_FV',
          dispatchable: false,
          modality: 'GERACAO_COMPARTILHADA',
          accessRequestDate: '2023-09-01',
          injectionStart: '2024-01-01',
          regime: 'GD_II',
          status: 'OPERANDO',
          monthlyIrradiation: Array(12).fill(5),
          performanceRatio: 0.78,
          annualDegradation: 0.005,
        })
        .returning({ id: plants.id });
      await tx.insert(allocationVersions).values({
        plantId: plant!.id,
        version: 1,
        kind: 'PERCENTUAL',
        effectiveCycle: '2024-01',
        status: 'VIGENTE',
        items: members.slice(1).map((unit_id) => ({ unit_id, percent_ppm: 900 })),
      });
      await insertMany(
        tx,
        readings,
        Array.from({ length: 31 }, (_, day) => ({
          plantId: plant!.id,
          day: `${CYCLE}-${String(day + 1).padStart(2, '0')}`,
          energyWh: 13_000_000 + day * 1000,
          source: 'API',
        })),
      );
    }
    await insertMany(
      tx,
      bills,
      ids.map((id) => ({ unitId: id, cycle: CYCLE, consumptionKwh: 200 + (id % 400), cipCentavos: 1500 })),
    );
    await insertMany(
      tx,
      lots,
      ids.flatMap((id) => [
        {
          id: `${id}:2021-05:0`,
          unitId: id,
          plantId: 1,
          regime: 'GD_II',
          originCycle: '2021-05',
          initialKwh: 50,
          balanceKwh: 50,
          expiresAt: '2026-05',
          status: 'ATIVO',
        },
        {
          id: `${id}:2025-01:0`,
          unitId: id,
          plantId: 1,
          regime: 'GD_II',
          originCycle: '2025-01',
          initialKwh: 300,
          balanceKwh: 120 + (id % 100),
          expiresAt: '2030-01',
          status: 'ATIVO',
        },
      ]),
    );
    await tx.insert(cycles).values({ cycle: CYCLE });
  });
  // A live database has planner statistics; a freshly filled one gets them here.
  await db.execute(sql`analyze`);
  const [cycle] = await db.select({ id: cycles.id }).from(cycles);
  return cycle!.id;
}

/** Ten years of daily readings for every plant, ending with the current month. */
async function addTenYearsOfReadings(database: Database) {
  const plantIds = (await database.db.select({ id: plants.id }).from(plants)).map((p) => p.id);
  const start = Date.parse(`${addMonths(new Date().toISOString().slice(0, 7), -119)}-01T00:00:00Z`);
  const days = Array.from({ length: 3652 }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
  await database.db.transaction(async (tx) => {
    await tx.delete(readings);
    for (const plantId of plantIds)
      await insertMany(
        tx,
        readings,
        days.map((day, i) => ({ plantId, day, energyWh: 12_000_000 + (i % 97) * 10_000, source: 'API' })),
      );
  });
  await database.db.execute(sql`analyze`);
}

/** p95 in ms of 20 calls of each overview summary; generation over the page's 13 months and over ten years. */
async function timeSummaries(database: Database, figures: Record<string, number>) {
  const summaries = createSummaryService(database.db);
  const to = new Date().toISOString().slice(0, 7);
  const calls: [string, () => Promise<unknown>][] = [
    ['generation_13m', () => summaries.generation({ from: addMonths(to, -12), to } satisfies Period)],
    ['generation_10y', () => summaries.generation({ from: addMonths(to, -119), to } satisfies Period)],
    ['prosumers', () => summaries.prosumers({})],
    ['credits', () => summaries.credits({})],
    ['finance', () => summaries.finance({})],
    ['reports', () => reportSummary(database.db)],
  ];
  for (const [name, call] of calls) {
    await call();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = Math.round(times[18]!);
    figures[`summary_${name}_${database.engine}_p95_ms`] = p95;
    console.log(
      `${database.engine} summary ${name}: p95 ${p95} ms (load average ${loadavg()[0]!.toFixed(1)})`,
    );
  }
}

/**
 * The first load of each overview page over HTTP, then p95 in ms of 20 more: the real server on the same database, the
 * page's calls sent together as the browser sends them (summary and the table's first page), JSON included.
 */
async function timePages(databaseUrl: string, figures: Record<string, number>) {
  const base = await serve('apps/server/src/main.ts', {
    DATABASE_URL: databaseUrl,
    DEMO_SEED: 'false',
    ADMIN_EMAIL: 'bench@alvorada.dev',
    ADMIN_PASSWORD: 'Bench@2026-overviews',
    LOG_LEVEL: 'warn',
  });
  const writer = new pg.Client({ connectionString: databaseUrl });
  await writer.connect();
  try {
    const login = await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@alvorada.dev', password: 'Bench@2026-overviews' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const get = async (path: string) => {
      const response = await fetch(`${base}/api/energy/${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.arrayBuffer()).byteLength;
    };
    const pages: Record<string, string[]> = {
      generation: ['summary/generation/'],
      prosumers: ['summary/prosumers/', 'summary/prosumers/units/?page_size=10'],
      credits: ['summary/credits/', 'summary/credits/rebalancing/?page_size=10'],
      finance: ['summary/finance/', 'invoices/?status=VENCIDA&ordering=due_date&page_size=10'],
      reports: ['summary/reports/'],
    };
    for (const [name, calls] of Object.entries(pages)) {
      // The first load after a write computes what later loads read (the per-UC standing): a write first.
      await writer.query('update energy_customers set name = name where id = 1');
      const first = performance.now();
      const bytes = await Promise.all(calls.map(get));
      figures[`page_${name}_first_http_postgres_ms`] = Math.round(performance.now() - first);
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await Promise.all(calls.map(get));
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = Math.round(times[18]!);
      figures[`page_${name}_http_postgres_p95_ms`] = p95;
      const kb = bytes.reduce((s, b) => s + b, 0) / 1024;
      console.log(
        `postgres page ${name} over HTTP: first ${figures[`page_${name}_first_http_postgres_ms`]} ms, p95 ${p95} ms, ${kb.toFixed(1)} KB (load average ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  } finally {
    await writer.end();
    await stopServers();
  }
}

async function measure(
  open: () => Promise<{ database: Database; url?: string; drop(): Promise<void> }>,
  size: number,
  figures: Record<string, number>,
) {
  const { database, url, drop } = await open();
  try {
    const cycleId = await generate(database, size);
    const started = performance.now();
    const closed = await closeCycle(database.db, cycleId);
    const ms = Math.round(performance.now() - started);
    if (closed.unitsDone !== size) throw new Error(`closed ${closed.unitsDone} of ${size} UCs`);
    console.log(`${database.engine} ${size} UCs: ${ms} ms (load average ${loadavg()[0]!.toFixed(1)})`);
    const label = size >= 1000 ? `${size / 1000}k` : String(size);
    figures[`close_cycle_${label}_ucs_${database.engine}_ms`] = ms;
    if (size === 100_000) {
      await addTenYearsOfReadings(database);
      await timeSummaries(database, figures);
      if (url) await timePages(url, figures);
    }
  } finally {
    await database.close();
    await drop();
  }
}

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
async function openPostgres() {
  const scratch = await createScratchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
  return { database, url: scratch.url, drop: scratch.drop };
}
async function openPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'alvorada-bench-energy-'));
  const database = await openDatabase({ dataDir: dir });
  return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

const figures: Record<string, number> = {};
for (const size of SIZES) {
  await measure(openPostgres, size, figures);
  await measure(openPglite, size, figures);
}
console.log(JSON.stringify(figures));
