import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { call } from './harness.ts';
import { moduleServer } from './module-server.ts';

const CLI = new URL('../src/modules/energy/close-cycle-cli.ts', import.meta.url).pathname;

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { server, api } = energy;

/**
 * Runs the close in a child process that stops inside a chunk's transaction, runs `whileHeld`, then kills
 * the child with SIGKILL.
 */
function closeAndKill(cycle: string, holdInChunk: number, whileHeld = async () => undefined) {
  const child = spawn(
    process.execPath,
    [CLI, cycle, '--chunk-size', '5', '--hold-in-chunk', String(holdInChunk)],
    {
      env: { ...process.env, DATABASE_URL: server.env.DATABASE_URL, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      if (!output.includes(`holding chunk ${holdInChunk}`)) return;
      child.stdout.removeAllListeners('data');
      whileHeld()
        .finally(() => child.kill('SIGKILL'))
        .catch(reject);
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(output) : reject(new Error(output))));
  });
}

const snapshot = async (cycle: string) => ({
  results: (await api('GET', `/credits/results/?cycle=${cycle}&page_size=100&ordering=unit_id`)).body.results,
  movements: (await api('GET', `/credits/movements/?cycle=${cycle}&page_size=100&ordering=id`)).body.results
    .map((m: any) => [m.lot_id, m.type, m.kwh])
    .sort(),
  lots: (await api('GET', `/credits/lots/?page_size=100&ordering=origin_cycle`)).body.results
    .map((l: any) => [l.id, l.balance_kwh, l.status])
    .sort(),
});

async function waitClosed(id: number) {
  for (let i = 0; i < 400; i++) {
    const cycle = (await api('GET', `/cycles/${id}/`)).body;
    if (cycle.state === 'closed') return cycle;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not closed');
}

it('a close killed with SIGKILL inside a chunk leaves the cycle closing with whole chunks; a rerun completes it', async () => {
  // The demo's oldest open cycle: its month has ended and every UC has its bill.
  const [open] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
  const output = await closeAndKill(open.cycle, 2, async () => {
    const busy = await call(server, 'POST', `/api/energy/cycles/${open.id}/close/`, {
      token: energy.token,
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      code: 'cycle_busy',
      detail: `O ciclo ${open.cycle} está em fechamento.`,
    });
  });
  expect(output).toContain('progress 10/');
  const killed = (await api('GET', `/cycles/${open.id}/`)).body;
  expect(killed).toMatchObject({ state: 'closing', units_done: 10 });
  expect(killed.units_total).toBeGreaterThan(15);
  expect((await api('GET', `/credits/results/?cycle=${open.cycle}`)).body.count).toBe(10);

  expect((await api('POST', `/cycles/${open.id}/close/`)).status).toBe(202);
  const closed = await waitClosed(open.id);
  expect(closed.units_done).toBe(killed.units_total);
  const resumed = await snapshot(open.cycle);

  // The same cycle closed again from scratch, without interruption, gives the same ledger.
  expect((await api('POST', `/cycles/${open.id}/recompute/`)).status).toBe(202);
  await waitClosed(open.id);
  expect(await snapshot(open.cycle)).toEqual(resumed);
});
