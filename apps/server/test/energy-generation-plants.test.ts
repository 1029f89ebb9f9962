import { beforeAll, describe, expect, it } from 'vitest';
import { login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { plantBody } from './energy-plant-body.ts';

// The demo's plants and three more, never read (accented names, to sort as pt-BR does): these cases only read.
const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, everyRow, created } = energy;
const PATH = '/summary/generation/plants/';

beforeAll(async () => {
  const [distributor] = (await api('GET', '/distributors/?page_size=5')).body.results;
  const [customer] = (await api('GET', '/customers/?page_size=5')).body.results;
  for (const [n, name] of ['Usina Ébano', 'Usina Águia Dourada', 'usina zênite'].entries()) {
    const unit = await created('/units/', {
      distributor_id: distributor.id,
      customer_id: customer.id,
      installation_number: `PAGINA-${n}`,
      uf: 'MG',
      connection: 'TRIFASICO',
    });
    await created('/plants/', plantBody({ name, distributor_id: distributor.id, generating_unit_id: unit }));
  }
});

/** Lower case without accents, as the lists search and sort. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('the generation overview’s plants, paged by the server', () => {
  it('pages every plant of the summary, each once, with the count on every page', async () => {
    const summary = (await api('GET', '/summary/generation/')).body;
    expect(summary).not.toHaveProperty('table');
    expect(summary.plants).toBeGreaterThan(5);
    const first = (await api('GET', `${PATH}?page_size=5`)).body;
    expect(first.count).toBe(summary.plants);
    expect(first.results).toHaveLength(5);
    expect(first.next).toContain('page=2');
    const all = await everyRow(PATH);
    expect(all).toHaveLength(summary.plants);
    expect(new Set(all.map((row) => row.plant_id)).size).toBe(summary.plants);
    const second = (await api('GET', `${PATH}?page_size=5&page=2`)).body;
    expect(second.results.map((row: { plant_id: number }) => row.plant_id)).toEqual(
      all.slice(5, 10).map((row) => row.plant_id),
    );
    // The lines add up to the summary's figures.
    expect(all.reduce((sum, row) => sum + row.generated_kwh, 0)).toBe(summary.generated_kwh);
    expect(all.reduce((sum, row) => sum + row.expected_kwh, 0)).toBe(summary.expected_kwh);
  });

  it('orders by name in pt-BR order by default, and by a figure either way with the empty ones last', async () => {
    const names = (await everyRow(PATH)).map((row) => row.name as string);
    expect(names.map(fold)).toEqual([...names.map(fold)].sort());
    expect(names.indexOf('Usina Águia Dourada')).toBeLessThan(names.indexOf('Usina Ébano'));
    expect(names.at(-1)).toBe('usina zênite');
    for (const field of ['performance_index', 'generated_kwh', 'last_reading']) {
      const down = (await everyRow(`${PATH}?ordering=-${field}`)).map((row) => row[field]);
      const known = down.filter((value) => value !== null);
      expect(known.length, field).toBeGreaterThan(1);
      expect(down.slice(0, known.length), field).toEqual(known);
      expect(known, field).toEqual([...known].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const up = (await everyRow(`${PATH}?ordering=${field}`)).map((row) => row[field]);
      expect(
        up.filter((value) => value !== null),
        field,
      ).toEqual([...known].reverse());
    }
    const refused = await api('GET', `${PATH}?ordering=alerts`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_ordering');
  });

  it('filters by alert and status and searches the name without accents, keeping the period', async () => {
    const summary = (await api('GET', '/summary/generation/')).body;
    const all = await everyRow(PATH);
    const low = await everyRow(`${PATH}?alert=PI_BAIXO`);
    expect(low.length).toBeGreaterThan(0);
    expect(low.length).toBeLessThan(all.length);
    expect(low.every((row) => row.alerts.includes('PI_BAIXO'))).toBe(true);
    const onAlert = summary.plants_on_alert.filter((p: { alerts: string[] }) =>
      p.alerts.includes('PI_BAIXO'),
    );
    expect(low.map((row) => row.plant_id).sort()).toEqual(
      onAlert.map((p: { plant_id: number }) => p.plant_id).sort(),
    );

    const [status] = all.map((row) => row.status as string);
    const byStatus = await everyRow(`${PATH}?status=${status}`);
    expect(byStatus.map((row) => row.plant_id)).toEqual(
      all.filter((row) => row.status === status).map((row) => row.plant_id),
    );
    expect((await api('GET', `${PATH}?status=QUEIMADA`)).status).toBe(400);

    const target = all.find((row) => /\s/.test(row.name))!;
    const word = target.name.split(/\s+/).at(-1)!.toUpperCase();
    const found = await everyRow(`${PATH}?search=${encodeURIComponent(word)}`);
    expect(found.map((row) => row.plant_id)).toContain(target.plant_id);
    expect(found.every((row) => fold(`${row.name} ${row.uf}`).includes(fold(word)))).toBe(true);

    const month = all.find((row) => row.last_reading)!.last_reading.slice(0, 7);
    const one = (await api('GET', `${PATH}?from=${month}&to=${month}&page_size=100`)).body;
    const oneSummary = (await api('GET', `/summary/generation/?from=${month}&to=${month}`)).body;
    expect(
      one.results.reduce((sum: number, row: { generated_kwh: number }) => sum + row.generated_kwh, 0),
    ).toBe(oneSummary.generated_kwh);
  });

  it('is refused to a reader without Geração, and a reversed period is refused with its reason', async () => {
    const reader = await login(energy.server, 'usuario@alvorada.dev');
    expect((await api('GET', PATH, undefined, { token: reader.accessToken })).status).toBe(403);
    const reversed = await api('GET', `${PATH}?from=2026-05&to=2026-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).toBe('period_reversed');
  });
});
