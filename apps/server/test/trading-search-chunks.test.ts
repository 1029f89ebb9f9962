import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { computeRun } from '../src/modules/trading/run-compute.ts';
import { readRunInput } from '../src/modules/trading/run-input.ts';
import { SEARCH_CHUNK_JOB, type SearchChunk } from '../src/modules/trading/search-chunk-job.ts';
import { searchChunks } from '../src/modules/trading/search-chunk-schema.ts';
import { runs } from '../src/modules/trading/schema.ts';
import { eventually } from './eventually.ts';
import { fileTradingLab } from './trading-lab.ts';

// Every search of this file is spread, in chunks of 10 sets, whatever its size and the machine's speed.
process.env.ALVORADA_SEARCH_CHUNK = '10';

/**
 * Searches spread over chunk jobs, with the jobs in this process's memory (no Redis): the run's result is
 * the one the same run computes in one thread, for a grid, a model-based search and a walk-forward.
 */
const { server, lab } = fileTradingLab();

const space = { n1: { min: 5, max: 25, step: 5 }, n2: { min: 10, max: 65, step: 5 } };
const search = { space, constraint: 'n1 < n2', maximize: 'Equity Final [$]' };
const walkSpace = { n1: space.n1, n2: [30, 40, 50] };

/** The chunks queued while `work` runs, in the order they were queued. */
async function chunksQueued(work: () => Promise<unknown>) {
  const { queue } = server.built.platform;
  const add = vi.spyOn(queue, 'add');
  try {
    await work();
    return add.mock.calls
      .filter(([name]) => name === SEARCH_CHUNK_JOB)
      .map(([, data]) => data as SearchChunk);
  } finally {
    add.mockRestore();
  }
}

/** The run once ended, its stored result, and the result the same run computes in one thread. */
async function ended(kind: 'optimizations' | 'walk-forwards', id: number) {
  const run = await lab.finished(kind, id);
  const { db } = server.built.platform;
  const [row] = await db.select().from(runs).where(eq(runs.id, id));
  const single = JSON.parse(JSON.stringify(computeRun(await readRunInput(db, row!))));
  const left = await db.select().from(searchChunks).where(eq(searchChunks.runId, id));
  return { run, stored: row!.result, single, left };
}

describe('searches spread over chunk jobs', () => {
  it('a grid: every set in chunks of 10, merged in order into the one-thread result, best and ties', async () => {
    let id = 0;
    const chunks = await chunksQueued(async () => {
      id = (await lab.api('POST', '/optimizations/', lab.request(search))).body.id;
      await lab.finished('optimizations', id);
    });
    const { run, stored, single, left } = await ended('optimizations', id);
    expect(run).toMatchObject({ state: 'done', progress: 1 });
    expect(stored).toEqual(single);
    expect(single.evaluations).toHaveLength(50);
    expect(chunks.map((c) => c.sets.length)).toEqual([10, 10, 10, 10, 10]);
    expect(chunks.flatMap((c) => c.sets)).toEqual(
      single.evaluations.map((e: { params: object }) => e.params),
    );
    expect(run.best).toEqual(single.best);
    expect(left).toEqual([]);
  });

  it('a model-based search: its random draws, then each proposal once the last one’s values are in', async () => {
    let id = 0;
    const chunks = await chunksQueued(async () => {
      const sample = { method: 'model', tries: 8, seed: 7 };
      id = (await lab.api('POST', '/optimizations/', lab.request({ ...search, sample }))).body.id;
      await lab.finished('optimizations', id);
    });
    const { stored, single } = await ended('optimizations', id);
    expect(stored).toEqual(single);
    expect(single.evaluations).toHaveLength(8);
    // Five random draws in one chunk, then the model's three proposals one by one.
    expect(chunks.map((c) => [c.stage, c.sets.length])).toEqual([
      [0, 5],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('a walk-forward: each window’s search on its training bars, then its best traded on the test bars', async () => {
    let id = 0;
    const chunks = await chunksQueued(async () => {
      const body = lab.request({ ...search, space: walkSpace, windows: 3, train_ratio: 3 });
      id = (await lab.api('POST', '/walk-forwards/', body)).body.id;
      await lab.finished('walk-forwards', id);
    });
    const { stored, single } = await ended('walk-forwards', id);
    expect(stored).toEqual(single);
    expect(single.windows).toHaveLength(3);
    single.windows.forEach((w: { train: { first_bar: number; last_bar: number } }, k: number) => {
      const window = chunks.filter((c) => c.stage === k);
      expect(window.map((c) => c.sets.length)).toEqual([10, 5]);
      expect(window.every((c) => c.bars[0] === w.train.first_bar && c.bars[1] === w.train.last_bar + 1)).toBe(
        true,
      );
    });
    expect(new Set(chunks.map((c) => c.stage))).toEqual(new Set([0, 1, 2]));
  });

  it('a run cancelled while its chunks compute stops, keeps no results and leaves no chunk behind', async () => {
    const sample = { method: 'model', tries: 50, seed: 3 };
    const { id } = (await lab.api('POST', '/optimizations/', lab.request({ ...search, sample }))).body;
    expect(await lab.computing('optimizations', id)).toMatchObject({ state: 'running' });
    expect((await lab.api('POST', `/optimizations/${id}/cancel/`)).status).toBe(200);
    await lab.jobsDone();
    await eventually(async () => !(await server.built.platform.queue.depths())[SEARCH_CHUNK_JOB]);
    const run = (await lab.api('GET', `/optimizations/${id}/`)).body;
    expect(run).toMatchObject({ state: 'cancelled', best: null, evaluations: [] });
    const { db } = server.built.platform;
    expect(await db.select().from(searchChunks).where(eq(searchChunks.runId, id))).toEqual([]);
  });
});
