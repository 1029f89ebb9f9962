import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addUser, login } from './harness.ts';
import { fileTradingLab } from './trading-lab.ts';
import { auditLog } from '../src/platform/db/schema.ts';
import { runs } from '../src/modules/trading/schema.ts';

const { server, lab } = fileTradingLab();

/** A finished backtest of the trader's over a short period (`from` makes each request a different run). */
async function finishedBacktest(from: string) {
  const { body } = await lab.api('POST', '/backtests/', lab.request({ from, to: '2013-01-01' }));
  return lab.finished('backtests', body.id);
}

/** A copy of one of the trader's runs written straight to the table, as a write past the API's checks would. */
async function storedCopy(id: number, changes: Partial<typeof runs.$inferInsert>) {
  const db = server.built.platform.db;
  const [{ id: _, jobId: __, ...row }] = await db.select().from(runs).where(eq(runs.id, id));
  const [copy] = await db
    .insert(runs)
    .values({ ...row, requestKey: `copy-${id}-${Object.keys(changes).join()}`, ...changes })
    .returning({ id: runs.id });
  return copy!.id;
}

describe('deleting runs', () => {
  it('the owner deletes a backtest with its trades and Monte Carlo analyses, audited', async () => {
    const run = await finishedBacktest('2012-01-01');
    expect(run.state).toBe('done');
    const mc = await lab.api('POST', `/backtests/${run.id}/monte-carlo/`, { runs: 100, seed: 3 });
    expect(mc.status).toBe(202);
    expect((await lab.finished('monte-carlo', mc.body.id)).state).toBe('done');

    const res = await lab.api('DELETE', `/backtests/${run.id}/`);
    expect(res.status).toBe(204);
    expect((await lab.api('GET', `/backtests/${run.id}/`)).status).toBe(404);
    expect((await lab.api('GET', `/backtests/${run.id}/trades/`)).status).toBe(404);
    expect((await lab.api('GET', `/monte-carlo/${mc.body.id}/`)).status).toBe(404);
    const listed = (await lab.api('GET', '/backtests/?page_size=100')).body.results.map(
      (r: { id: number }) => r.id,
    );
    expect(listed).not.toContain(run.id);
    const [entry] = await server.built.platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.targetId, String(run.id))));
    expect(entry).toMatchObject({ subject: 'Backtest', actorId: lab.trader.userData.id });
    expect(entry!.before).toMatchObject({ id: run.id, kind: 'backtest', symbol: 'GOOG' });
  });

  it('another user cannot delete it: 404 for another trader, 403 without the permission', async () => {
    const run = await finishedBacktest('2011-06-01');
    const created = await addUser(server, {
      email: 'outro.trader@alvorada.dev',
      full_name: 'Outro Trader',
      role: 'Trader',
      password: 'Segredo123',
    });
    expect(created.status).toBe(201);
    const other = await login(server, 'outro.trader@alvorada.dev', 'Segredo123');
    const dev = await login(server, 'dev@alvorada.dev');
    expect((await lab.api('DELETE', `/backtests/${run.id}/`, undefined, other.accessToken)).status).toBe(404);
    expect((await lab.api('DELETE', `/backtests/${run.id}/`, undefined, dev.accessToken)).status).toBe(403);
    expect((await lab.api('GET', `/backtests/${run.id}/`)).body.state).toBe('done');
  });

  it('a run still queued is refused until cancelled, then deleted', async () => {
    const run = await finishedBacktest('2010-06-01');
    const queued = await storedCopy(run.id, { state: 'queued', finishedAt: null });
    const refused = await lab.api('DELETE', `/backtests/${queued}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('run_active');
    expect((await lab.api('POST', `/backtests/${queued}/cancel/`)).status).toBe(200);
    expect((await lab.api('DELETE', `/backtests/${queued}/`)).status).toBe(204);
  });

  it('a stored run that no longer reads as one shows failed with the reason, and its list and page still answer', async () => {
    const run = await finishedBacktest('2009-06-01');
    const broken = await storedCopy(run.id, {
      settings: { cash: 'dez mil' } as never,
      stats: { 'Return [%]': 'muito' } as never,
    });
    const list = await lab.api('GET', '/backtests/?page_size=100');
    expect(list.status).toBe(200);
    const shown = list.body.results.find((r: { id: number }) => r.id === broken);
    expect(shown).toMatchObject({
      state: 'failed',
      error: 'O registro desta execução está incompleto e não pode ser lido. Exclua-o e rode de novo.',
    });
    expect(list.body.results.find((r: { id: number }) => r.id === run.id).state).toBe('done');
    const page = await lab.api('GET', `/backtests/${broken}/`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ state: 'failed', stats: null, equity: null });
    expect((await lab.api('DELETE', `/backtests/${broken}/`)).status).toBe(204);
    expect((await lab.api('GET', '/backtests/')).status).toBe(200);
  });
});
