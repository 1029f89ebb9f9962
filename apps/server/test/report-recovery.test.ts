import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { reports } from '../src/modules/energy/report-schema.ts';
import { REPORT_JOB } from '../src/modules/energy/report-service.ts';
import { call, login, type TestServer } from './harness.ts';
import { restartingServers } from './restarting-servers.ts';

const INTERRUPTED = {
  status: 'failed',
  error: 'report_interrupted',
  error_message: 'A geração foi interrompida pelo reinício do servidor. Tente de novo.',
};
const servers = restartingServers();

/** A report as a process that died leaves it: being made (its lock gone with the process) or still queued. */
async function leftBehind(server: TestServer, states: ('running' | 'queued')[]) {
  const { userData } = await login(server, 'energia@alvorada.dev');
  const rows = states.map((state) => ({
    type: 'geracao_mensal' as const,
    format: 'pdf' as const,
    params: { month: '2025-01' },
    locale: 'pt-BR' as const,
    requestedBy: userData.id,
    state,
    startedAt: state === 'running' ? new Date() : null,
  }));
  return server.built.platform.db.insert(reports).values(rows).returning({ id: reports.id });
}

it('reports left running or queued by a process that stopped are failed, with the reason, at the next start', async () => {
  const first = await servers.start();
  const stuck = await leftBehind(first, ['running', 'queued']);

  const second = await servers.restart();
  const token = (await login(second, 'energia@alvorada.dev')).accessToken;
  for (const { id } of stuck) {
    const report = await call(second, 'GET', `/api/energy/reports/${id}/`, { token });
    expect(report.body).toMatchObject(INTERRUPTED);
    expect(report.body.finished_at).not.toBeNull();
  }
});

it('the job of a report whose process died, handed on by the queue, fails the report with the reason', async () => {
  const server = await servers.current();
  const token = (await login(server, 'energia@alvorada.dev')).accessToken;
  // As BullMQ redelivers a stalled job: the report is `running`, nobody holds its lock.
  const [dead] = await leftBehind(server, ['running']);
  await server.built.platform.queue.add(REPORT_JOB, { reportId: dead!.id });
  await expect
    .poll(async () => (await call(server, 'GET', `/api/energy/reports/${dead!.id}/`, { token })).body, {
      timeout: 15_000,
    })
    .toMatchObject(INTERRUPTED);
});

it("the migration to the jobs' states moves stored reports from generating to running and ready to done", async () => {
  const server = await servers.current();
  const { db } = server.built.platform;
  const rows = await leftBehind(server, ['running', 'queued', 'running']);
  const ids = rows.map((row) => row.id);
  // As rows stored before the migration read: the old words.
  await db.execute(sql`update energy_reports set status = case id
    when ${ids[0]} then 'generating' when ${ids[1]} then 'ready' else 'failed' end where id in ${ids}`);
  const migration = readFileSync(new URL('../drizzle/0020_report_job_states.sql', import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
  const states = await db
    .select({ id: reports.id, state: reports.state })
    .from(reports)
    .where(inArray(reports.id, ids))
    .orderBy(reports.id);
  expect(states.map((row) => row.state)).toEqual(['running', 'done', 'failed']);
});
