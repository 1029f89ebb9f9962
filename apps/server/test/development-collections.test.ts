import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TEST_RUN_JOB_KIND } from '@alvorada/contracts';
import { queueBackgroundJob } from '../src/platform/jobs/background-job.ts';
import { createTestCollections } from '../src/modules/development/test-collection-service.ts';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let dev: string;
let devId: number;
let admin: string;
let adminId: number;
let devSocket: ReturnType<typeof openSocket>;
let adminSocket: ReturnType<typeof openSocket>;

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info', DEVTOOLS_SAMPLE_RATE: '1', DEVTOOLS_MAX_REQUESTS: '200' });
  const devSession = await login(server, 'dev@alvorada.dev');
  const adminSession = await login(server, 'admin@alvorada.dev');
  [dev, devId, admin, adminId] = [
    devSession.accessToken,
    devSession.userData.id,
    adminSession.accessToken,
    adminSession.userData.id,
  ];
  devSocket = openSocket(server, devId, dev, { answerHeartbeats: true });
  adminSocket = openSocket(server, adminId, admin, { answerHeartbeats: true });
  await Promise.all([devSocket.opened, adminSocket.opened]);
});
afterAll(async () => {
  devSocket?.socket.close();
  adminSocket?.socket.close();
  await server?.close();
});

const THREE_REQUESTS = {
  name: 'Perfil e energia',
  variables: { area: 'energy' },
  requests: [
    {
      name: 'Perfil',
      method: 'GET',
      path: '{{base}}/auth/current_profile/',
      captures: [{ name: 'email', path: '$.email' }],
      assertions: [
        { kind: 'status', equals: 200 },
        { kind: 'json_exists', path: '$.id' },
        { kind: 'duration_below', ms: 60000 },
      ],
    },
    {
      name: 'Usinas',
      method: 'GET',
      path: '{{base}}/{{area}}/plants/',
      assertions: [{ kind: 'status', equals: 200 }],
    },
    {
      name: 'Busca pelo e-mail capturado',
      method: 'GET',
      path: '{{base}}/auth/current_profile/?q={{email}}',
      assertions: [
        { kind: 'json_equals', path: '$.email', value: '{{email}}' },
        { kind: 'json_contains', path: '$.email', value: '@alvorada.dev' },
      ],
    },
  ],
};

/** Runs a collection as `token`'s user and answers the run once its job ended (told over the socket). */
async function runCollection(id: number, token: string, socket: ReturnType<typeof openSocket>) {
  const started = await call(server, 'POST', `/api/development/test-collections/${id}/runs/`, { token });
  expect(started.status).toBe(202);
  for (;;) {
    const progress = await socket.next('job_progress');
    if (progress.kind === 'development.test-run' && ['done', 'failed'].includes(progress.state)) break;
  }
  const run = await call(server, 'GET', `/api/development/test-runs/${started.body.id}/`, { token });
  expect(run.status).toBe(200);
  return run.body;
}

describe('API test collections', () => {
  let collectionId: number;

  it('runs a collection as the user who runs it: their rights decide, captures feed later requests', async () => {
    const created = await call(server, 'POST', '/api/development/test-collections/', {
      token: dev,
      body: THREE_REQUESTS,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ owner_id: devId, last_run: null });
    collectionId = created.body.id;

    const asDev = await runCollection(collectionId, dev, devSocket);
    expect(asDev).toMatchObject({ state: 'done', user_id: devId, passed: 2, failed: 1 });
    const [profile, plants, search] = asDev.steps;
    expect(profile).toMatchObject({ url: '/api/auth/current_profile/', status: 200, passed: true });
    // The developer may not read energy: the run meets the refusal their role meets.
    expect(plants).toMatchObject({ url: '/api/energy/plants/', status: 403, passed: false });
    expect(plants.assertions[0]).toMatchObject({ passed: false, actual: '403' });
    expect(search.url).toBe('/api/auth/current_profile/?q=dev@alvorada.dev');
    expect(search.passed).toBe(true);

    // Each result names its request: the explorer opens it, the developer's own, with its bodies.
    const recorded = await call(server, 'GET', `/api/development/requests/${plants.request_id}/`, {
      token: dev,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ url: '/api/energy/plants/', status: 403, user_id: devId });

    // The administrator runs the same collection with theirs: energy answers.
    const asAdmin = await runCollection(collectionId, admin, adminSocket);
    expect(asAdmin).toMatchObject({ state: 'done', user_id: adminId, passed: 3, failed: 0 });
    expect(asAdmin.steps[1]).toMatchObject({ status: 200, passed: true });
    expect(asAdmin.steps[2].url).toBe('/api/auth/current_profile/?q=admin@alvorada.dev');

    const history = await call(server, 'GET', `/api/development/test-collections/${collectionId}/runs/`, {
      token: dev,
    });
    expect(history.body.map((r: { id: number }) => r.id)).toEqual([asAdmin.id, asDev.id]);
    const listed = await call(server, 'GET', '/api/development/test-collections/', { token: dev });
    const mine = listed.body.find((c: { id: number }) => c.id === collectionId);
    expect(mine.last_run).toMatchObject({ id: asAdmin.id, state: 'done', passed: 3, failed: 0 });
  });

  it('fails a request it cannot send with the reason, and runs the others', async () => {
    const created = await call(server, 'POST', '/api/development/test-collections/', {
      token: dev,
      body: {
        name: 'Variável ausente',
        requests: [
          { name: 'Sem variável', method: 'GET', path: '{{base}}/x/{{nobody}}/' },
          { name: 'Corpo inválido', method: 'POST', path: '{{base}}/auth/login/', body: '{nope' },
          { name: 'Fora da API', method: 'GET', path: '/metrics' },
          { name: 'Perfil', method: 'GET', path: '{{base}}/auth/current_profile/' },
        ],
      },
    });
    const run = await runCollection(created.body.id, dev, devSocket);
    expect(run.steps.map((s: { error: string | null }) => s.error)).toEqual([
      'variable_missing',
      'body_not_json',
      'path_outside_api',
      null,
    ]);
    expect(run).toMatchObject({ passed: 1, failed: 3 });
  });

  it('the seeded collection checks the demo’s main flows, and passes for the demo developer', async () => {
    const listed = await call(server, 'GET', '/api/development/test-collections/', { token: dev });
    const seeded = listed.body.find((c: { name: string }) => c.name === 'Fluxos principais da demo');
    expect(seeded.requests.length).toBeGreaterThanOrEqual(5);
    const run = await runCollection(seeded.id, dev, devSocket);
    expect(run.steps.filter((s: { passed: boolean }) => !s.passed)).toEqual([]);
    expect(run.failed).toBe(0);
  });

  it('only the owner, or whoever manages Development, changes or deletes a collection', async () => {
    const byAdmin = await call(server, 'POST', '/api/development/test-collections/', {
      token: admin,
      body: { ...THREE_REQUESTS, name: 'Do admin' },
    });
    const path = `/api/development/test-collections/${byAdmin.body.id}/`;
    expect((await call(server, 'PUT', path, { token: dev, body: THREE_REQUESTS })).status).toBe(403);
    expect((await call(server, 'DELETE', path, { token: dev })).status).toBe(403);
    const renamed = await call(server, 'PUT', `/api/development/test-collections/${collectionId}/`, {
      token: admin,
      body: { ...THREE_REQUESTS, name: 'Renomeada' },
    });
    expect(renamed.body.name).toBe('Renomeada');
    expect((await call(server, 'DELETE', path, { token: admin })).status).toBe(204);
    expect((await call(server, 'GET', path, { token: admin })).status).toBe(404);
  });

  it('runs a scheduled collection as its owner once per interval, however many instances check at once', async () => {
    const created = await call(server, 'POST', '/api/development/test-collections/', {
      token: dev,
      body: { ...THREE_REQUESTS, name: 'De hora em hora', schedule_minutes: 60 },
    });
    expect(created.status).toBe(201);
    const firstRun = Date.parse(created.body.next_run_at);
    expect(firstRun - Date.now()).toBeGreaterThan(59 * 60_000);
    const platform = server.built.platform;
    const queueRun = async (runId: number, userId: number) => {
      await queueBackgroundJob(platform, API_TEST_RUN_JOB_KIND, String(runId), userId);
    };
    const instances = [1, 2].map(() => createTestCollections(platform.db, queueRun));
    expect(await instances[0]!.runDue()).toBe(0);
    const due = new Date(firstRun + 1000);
    const claimed = await Promise.all(instances.map((c) => c.runDue(due)));
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await instances[0]!.runDue(due)).toBe(0);
    for (;;) {
      const progress = await devSocket.next('job_progress');
      if (progress.kind === 'development.test-run' && progress.state === 'done') break;
    }
    const runs = await call(server, 'GET', `/api/development/test-collections/${created.body.id}/runs/`, {
      token: admin,
    });
    expect(runs.body).toHaveLength(1);
    expect(runs.body[0]).toMatchObject({ state: 'done', user_id: devId, passed: 2, failed: 1 });
    const after = await call(server, 'GET', `/api/development/test-collections/${created.body.id}/`, {
      token: dev,
    });
    expect(Date.parse(after.body.next_run_at)).toBe(due.getTime() + 60 * 60_000);
    // Back to on demand: nothing more runs by itself.
    await call(server, 'PUT', `/api/development/test-collections/${created.body.id}/`, {
      token: dev,
      body: { ...THREE_REQUESTS, name: 'De hora em hora' },
    });
    expect(await instances[0]!.runDue(new Date(Date.now() + 400 * 86_400_000))).toBe(0);
  });

  it('refuses a malformed assertion with the field named', async () => {
    const bad = await call(server, 'POST', '/api/development/test-collections/', {
      token: dev,
      body: {
        name: 'x',
        requests: [
          { name: 'a', method: 'GET', path: '/api/', assertions: [{ kind: 'json_exists', path: 'a.b' }] },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['requests.0.assertions.0.path']);
  });
});

describe('runs in the jobs view', () => {
  it('lists a collection’s run with its state and duration, and a failed one as retried from the Tests page', async () => {
    const { db } = server.built.platform;
    const jobs = () =>
      call(server, 'GET', '/api/development/jobs/?kind=development.test-run', { token: dev });
    const listed = await jobs();
    expect(listed.status).toBe(200);
    const done = listed.body.results[0];
    expect(done).toMatchObject({
      kind: 'development.test-run',
      state: 'done',
      retryable: false,
      reason: null,
    });
    expect(done.duration_ms).toBeGreaterThanOrEqual(0);

    // A run whose process died ends failed with the reason (as recovery leaves it): its page runs it again.
    await db.execute(
      `update background_jobs set state = 'failed', error = 'job_interrupted' where id = ${done.id}` as never,
    );
    const failed = (await jobs()).body.results.find((j: { id: number }) => j.id === done.id);
    expect(failed).toMatchObject({
      retryable: true,
      link: '/development/tests',
      reason: 'Interrompido: o servidor parou antes de terminar.',
    });
  });

  it('answers none of it to a user without Development', async () => {
    const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
    for (const [method, path] of [
      ['GET', '/api/development/test-collections/'],
      ['GET', '/api/development/exceptions/'],
      ['GET', '/api/development/jobs/'],
    ])
      expect((await call(server, method, path, { token: user })).status).toBe(403);
  });
});
