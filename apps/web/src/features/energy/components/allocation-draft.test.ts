import { describe, expect, it } from 'vitest';
import type { PlantAllocationVersion } from '@alvorada/contracts';
import { cycleOptions, draftFrom, parseShare, toInput, validateDraft } from './allocation-draft.ts';

const version: PlantAllocationVersion = {
  id: 7,
  version: 2,
  effective_cycle: '2025-11',
  status: 'VIGENTE',
  kind: 'PERCENTUAL',
  protocol: 'P-2',
  items: [
    { unit_id: 11, installation_number: '1', customer_name: 'A', percent_ppm: 123_456, priority: null },
    { unit_id: 12, installation_number: '2', customer_name: 'B', percent_ppm: 400_000, priority: null },
  ],
};

describe('the rateio draft', () => {
  it('starts from the version in force, every stored share to its 4 decimals, with proposed shares put in', () => {
    const draft = draftFrom(
      version,
      '2026-12',
      new Map([
        [12, 350_000],
        [99, 1],
      ]),
    );
    expect(draft.items.map((i) => i.share)).toEqual(['12,3456', '35']);
    expect(validateDraft(draft, '2026-10')).toEqual({});
    expect(toInput(3, draft)).toEqual({
      plant_id: 3,
      kind: 'PERCENTUAL',
      effective_cycle: '2026-12',
      status: 'RASCUNHO',
      items: [
        { unit_id: 11, percent_ppm: 123_456 },
        { unit_id: 12, percent_ppm: 350_000 },
      ],
    });
  });

  it('mirrors the server: sum, precision, repeated UCs and priorities, and a cycle after the last closed', () => {
    const draft = draftFrom(version, '2026-10');
    draft.items[0]!.share = '70,00005';
    draft.items.push({ unitId: 12, share: '0', priority: '' });
    expect(validateDraft(draft, '2026-10')).toEqual({
      'items.0.percent_ppm': 'precision',
      'items.2.unit_id': 'duplicateUnit',
      'items.2.percent_ppm': 'shareRequired',
      items: 'over100',
      effective_cycle: 'cycleClosed',
    });
    const byOrder = { ...draft, kind: 'PRIORIDADE' as const, effectiveCycle: '2026-11' };
    byOrder.items = [
      { unitId: 11, share: '', priority: '1' },
      { unitId: 12, share: '', priority: '1' },
    ];
    expect(validateDraft(byOrder, '2026-10')).toEqual({ 'items.1.priority': 'priorityRepeated' });
  });

  it('keeps shares of 4 decimals that add up to 100 %, as the demo stores them', () => {
    const thirds = draftFrom(version, '2026-12');
    thirds.items = ['33,3333', '33,3333', '25', '8,3334'].map((share, i) => ({
      unitId: 20 + i,
      share,
      priority: '',
    }));
    expect(validateDraft(thirds, null)).toEqual({});
    expect(toInput(3, thirds).items.map((item) => item.percent_ppm)).toEqual([
      333_333, 333_333, 250_000, 83_334,
    ]);
  });

  it('reads shares with comma or point and offers the twelve cycles after the last closed one', () => {
    expect(parseShare('12,5')).toBe(125_000);
    expect(parseShare('12.5')).toBe(125_000);
    expect(parseShare('abc')).toBeNull();
    expect(cycleOptions('2026-11')).toHaveLength(12);
    expect(draftFrom(version, '2026-12', new Map([[11, 0]])).items.map((i) => i.unitId)).toEqual([12]);
    expect(cycleOptions('2026-11').slice(0, 2)).toEqual(['2026-12', '2027-01']);
    // A new plant may take a rateio from the month just ended, still open to close.
    expect(cycleOptions(null, new Date(2026, 0, 15)).slice(0, 2)).toEqual(['2025-12', '2026-01']);
  });
});
