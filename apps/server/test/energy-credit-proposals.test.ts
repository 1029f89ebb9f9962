import { describe, expect, it } from 'vitest';
import { moduleServer } from './module-server.ts';

const { api, everyRow } = moduleServer('energy', 'energia@alvorada.dev');

interface ProposalRow {
  unit_id: number;
  plant_id: number | null;
  plant_name: string | null;
  percent_ppm: number | null;
  proposed_ppm: number | null;
}

/** The rateio page's suggestion for each plant of `rows`: its proposed share per UC. */
async function suggestionsOf(rows: ProposalRow[]) {
  const suggestions = new Map<number, Map<number, number>>();
  for (const plantId of new Set(rows.flatMap((row) => (row.plant_id === null ? [] : [row.plant_id])))) {
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
  return suggestions;
}

describe('the credits overview’s proposed shares', () => {
  it('are the rateio page’s suggestion for each UC’s plant, in the table, its order and the plants’ counter', async () => {
    const rows = (await everyRow('/summary/credits/rebalancing/')) as ProposalRow[];
    const planted = rows.filter((row) => row.plant_id !== null);
    expect(planted.length).toBeGreaterThan(0);
    const suggestions = await suggestionsOf(planted);
    for (const row of planted)
      expect(row.proposed_ppm, `UC ${row.unit_id}`).toBe(
        suggestions.get(row.plant_id!)!.get(row.unit_id) ?? null,
      );
    expect(planted.some((row) => suggestions.get(row.plant_id!)!.has(row.unit_id))).toBe(true);

    // Sorting by the proposed share orders the rows by the figure shown.
    for (const ordering of ['proposed_ppm', '-proposed_ppm']) {
      const sorted = (await everyRow(`/summary/credits/rebalancing/?ordering=${ordering}`)) as ProposalRow[];
      const shown = sorted.map((row) => row.proposed_ppm ?? -1);
      const expected = [...shown].sort((a, b) => (ordering.startsWith('-') ? b - a : a - b));
      expect(shown, ordering).toEqual(expected);
      expect(sorted.map((row) => row.unit_id).sort()).toEqual(rows.map((row) => row.unit_id).sort());
    }

    // The alert counts, per plant, the UCs whose suggested share differs from today's.
    const counted = new Map<number, { plant_id: number; plant_name: string; units: number }>();
    for (const row of planted) {
      if (row.proposed_ppm === null || row.proposed_ppm === row.percent_ppm) continue;
      const plant = counted.get(row.plant_id!) ?? {
        plant_id: row.plant_id!,
        plant_name: row.plant_name ?? '',
        units: 0,
      };
      plant.units++;
      counted.set(row.plant_id!, plant);
    }
    expect(counted.size).toBeGreaterThan(0);
    const summary = (await api('GET', '/summary/credits/')).body;
    expect(
      [...summary.rebalancing_plants].sort(
        (a: { plant_id: number }, b: { plant_id: number }) => a.plant_id - b.plant_id,
      ),
    ).toEqual([...counted.values()].sort((a, b) => a.plant_id - b.plant_id));
  });
});
