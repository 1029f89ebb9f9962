import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBenchFigures } from '../src/modules/development/bench-figures.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (path: string, figures: Record<string, unknown>) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), JSON.stringify(figures));
};

describe('the bench figures', () => {
  it('gives the last local run beside the baseline as soon as it is written, each with its unit', () => {
    write('baseline/api.json', { health_recorder_on_req_per_s: 100, login_js_transfer_kb: 80, note: 'x' });
    expect(readBenchFigures(dir)).toMatchObject({
      latest_date: null,
      figures: [
        { file: 'api', name: 'health_recorder_on_req_per_s', baseline: 100, latest: null, unit: 'req/s' },
        { file: 'api', name: 'login_js_transfer_kb', baseline: 80, latest: null, unit: 'KB' },
      ],
    });
    write('results/api.json', { health_recorder_on_req_per_s: 120, search_503_pct: 0.5 });
    const after = readBenchFigures(dir);
    expect(after.latest_date).not.toBeNull();
    expect(after.figures).toEqual([
      { file: 'api', name: 'health_recorder_on_req_per_s', baseline: 100, latest: 120, unit: 'req/s' },
      { file: 'api', name: 'login_js_transfer_kb', baseline: 80, latest: null, unit: 'KB' },
      { file: 'api', name: 'search_503_pct', baseline: null, latest: 0.5, unit: '%' },
    ]);
  });
});
