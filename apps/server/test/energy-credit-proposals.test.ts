import { describe, expect, it } from 'vitest';
import { moduleServer } from './module-server.ts';

const { api } = moduleServer('energy', 'energia@alvorada.dev');

describe('the credits overview’s proposed shares', () => {
  it('are the rateio page’s suggestion for each UC’s plant', async () => {
    const rows = (await api('GET', '/summary/credits/rebalancing/?page_size=100')).body.results as {
      unit_id: number;
      plant_id: number | null;
      proposed_ppm: number | null;
    }[];
    const planted = rows.filter((row) => row.plant_id !== null);
    expect(planted.length).toBeGreaterThan(0);
    const suggestions = new Map<number, Map<number, number>>();
    for (const plantId of new Set(planted.map((row) => row.plant_id!))) {
      const suggestion = (await api('GET', `/plants/${plantId}/rebalancing/`)).body;
      suggestions.set(
        plantId,
        new Map(
          suggestion.items.map((item: { unit_id: number; proposed_ppm: number }) => [
            item.unit_id,
            item.proposed_ppm,
          ]),
        ),
      );
    }
    for (const row of planted) {
      const proposed = suggestions.get(row.plant_id!)!.get(row.unit_id);
      if (proposed !== undefined) expect(row.proposed_ppm, `UC ${row.unit_id}`).toBe(proposed);
    }
    expect(planted.some((row) => suggestions.get(row.plant_id!)!.has(row.unit_id))).toBe(true);
  });
});
