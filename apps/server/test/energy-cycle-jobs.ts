import { afterAll, beforeAll, expect } from 'vitest';
import type { LoginResponse } from '@alvorada/contracts';
import { login, openSocket } from './harness.ts';
import type { moduleServer } from './module-server.ts';

/**
 * A cycle's close and recompute as the energy operator (or `email`) asks for them: the request answers 202 with its job,
 * and the job's end comes over the operator's socket; the cycle is then read as the API shows it.
 */
export function cycleJobs(energy: ReturnType<typeof moduleServer>, email = 'energia@alvorada.dev') {
  let session: LoginResponse;
  let socket: ReturnType<typeof openSocket>;
  beforeAll(async () => {
    session = await login(energy.server, email);
    socket = openSocket(energy.server, session.userData.id, session.accessToken);
    await socket.opened;
  });
  afterAll(() => socket.socket.close());

  async function ended(jobId: string) {
    for (;;) {
      const message = await socket.next('job_progress');
      if (message.job_id === jobId && ['done', 'failed'].includes(message.state)) return message;
    }
  }

  async function run(cycleId: number, path: 'close' | 'recompute', body?: unknown) {
    const res = await energy.api('POST', `/cycles/${cycleId}/${path}/`, body, { token: session.accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect((await ended(res.body.job_id)).state).toBe('done');
    return (await energy.api('GET', `/cycles/${cycleId}/`)).body;
  }

  return {
    userId: () => session.userData.id,
    closed: (cycleId: number, body?: unknown) => run(cycleId, 'close', body),
    recomputed: (cycleId: number, body?: unknown) => run(cycleId, 'recompute', body),
  };
}
