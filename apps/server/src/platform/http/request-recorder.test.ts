import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestRecorder } from './request-recorder.ts';

afterEach(() => void vi.useRealTimers());

async function recordingApp(maxPerSecond: number) {
  const recorder = createRequestRecorder({
    sampleRate: 1,
    maxPerSecond,
    maxRequests: 50,
    maxBodyChars: 1000,
    skip: () => false,
  });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  recorder.install(app);
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
  return { app, recorder };
}

describe('request recorder', () => {
  it('records at most its budget in one second, and again from the next second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const { app, recorder } = await recordingApp(3);
    for (let i = 0; i < 5; i++) expect((await app.inject(`/api/ping?n=${i}`)).statusCode).toBe(200);
    expect(recorder.recent().map((r) => r.url)).toEqual(['/api/ping?n=2', '/api/ping?n=1', '/api/ping?n=0']);

    vi.setSystemTime(new Date('2026-03-01T12:00:00.999Z'));
    await app.inject('/api/ping?n=5');
    expect(recorder.recent()).toHaveLength(3);
    vi.setSystemTime(new Date('2026-03-01T12:00:01Z'));
    await app.inject('/api/ping?n=6');
    await app.inject('/api/ping?n=7');
    expect(recorder.recent()[0]).toMatchObject({ url: '/api/ping?n=7', status: 200 });
    expect(recorder.recent()).toHaveLength(5);
    await app.close();
  });
});
