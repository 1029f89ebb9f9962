import { describe, expect, it } from 'vitest';
import { addMonths } from '@alvorada/energy';
import { moduleServer } from './module-server.ts';
import { today } from '../src/modules/energy/clock.ts';

const { api, everyRow } = moduleServer('energy', 'energia@alvorada.dev');

describe('the demo, a healthy operator’s portfolio', () => {
  it('closes its cycles up to two months back and leaves last month, with every bill, to close', async () => {
    const month = today().slice(0, 7);
    const closed = await everyRow('/cycles/?state=closed&ordering=cycle');
    expect(closed).toHaveLength(24);
    expect(closed.at(-1).cycle).toBe(addMonths(month, -2));
    const open = (await everyRow('/cycles/?state=open&ordering=cycle')).map((c) => c.cycle);
    expect(open).toEqual([addMonths(month, -1), month]);
    const [ended] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
    expect((await api('GET', `/cycles/${ended.id}/close-preview/`)).body).toMatchObject({
      month_ended: true,
      missing_bills_count: 0,
    });
  });

  it('has its closed invoices paid but for a handful of late payers, and a few plants under 90 %', async () => {
    const invoices = await everyRow('/invoices/');
    const owing = invoices.filter((i) => i.status === 'VENCIDA' || i.status === 'EMITIDA');
    const late = new Set(owing.map((i) => i.customer_id));
    expect(late.size).toBeGreaterThan(0);
    expect(late.size).toBeLessThanOrEqual(3);
    expect(owing.every((i) => i.status === 'VENCIDA')).toBe(true);
    expect(owing.length).toBeLessThanOrEqual(3 * late.size);
    expect(invoices.filter((i) => i.status === 'PAGA').length).toBeGreaterThan(invoices.length * 0.9);

    const table = await everyRow('/summary/generation/plants/');
    const low = table.filter((plant: { alerts: string[] }) => plant.alerts.includes('PI_BAIXO'));
    expect(low.length).toBeGreaterThan(0);
    expect(low.length).toBeLessThan(table.length);
  });
});
