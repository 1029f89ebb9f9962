import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { startCluster, type Cluster } from './cluster-process.ts';
import { tradingLab } from './trading-lab.ts';

// Runs in the PostgreSQL + Redis project only: `npm run cluster` needs both. Two workers, whose trading
// runs stop once running with their lock held (platform/jobs/hold-point.ts), so that one can be killed there.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ workers: 2, settings: { ALVORADA_HOLD_JOBS: 'trading.run' } });
});
afterAll(async () => {
  expect(await cluster?.stop()).toBe(0);
});

it('a worker killed mid-job: its job ends failed with the reason, nothing half written, and the worker starts again', async () => {
  const lab = await tradingLab(cluster as unknown as TestServer);
  const accepted = await lab.api('POST', '/backtests/', lab.request());
  expect(accepted.status).toBe(202);
  const [, worker, id] = await cluster.line(/^\[(worker-\d)\] holding trading\.run (\d+)$/);
  expect(Number(id)).toBe(accepted.body.id);
  process.kill(cluster.pid(worker!), 'SIGKILL');

  expect(await lab.finished('backtests', accepted.body.id)).toMatchObject({
    state: 'failed',
    error: 'Interrompida: o servidor parou antes de terminá-la.',
    trade_count: null,
  });
  // The cluster starts the killed worker again.
  await cluster.line(new RegExp(`^${worker} pid \\d+$`), 2);
});
