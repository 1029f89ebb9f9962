import { describe, expect, it } from 'vitest';
import { blockEnd } from '../src/blocks.ts';

const blocks = (start: number, end: number): [number, number][] => {
  const out: [number, number][] = [];
  for (let from = start, to: number; from < end; from = to) {
    to = blockEnd(from, start, end);
    out.push([from, to]);
  }
  return out;
};

describe('blockEnd', () => {
  it('cuts a loop into blocks that follow each other without a gap, the first one short', () => {
    for (const [start, end] of [
      [0, 1_000_000],
      [1, 20_000],
      [19, 70],
      [5, 6],
    ] as const) {
      const cut = blocks(start, end);
      expect(cut[0]![0]).toBe(start);
      expect(cut.at(-1)![1]).toBe(end);
      for (let k = 1; k < cut.length; k++) expect(cut[k]![0]).toBe(cut[k - 1]![1]);
      expect(cut.every(([from, to]) => to > from)).toBe(true);
    }
    const [first, second] = blocks(0, 1_000_000);
    expect(first![1] - first![0]).toBeLessThan(second![1] - second![0]);
  });

  it('runs no loop over an empty range', () => {
    expect(blocks(10, 10)).toEqual([]);
  });
});
