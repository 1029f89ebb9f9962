import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { runsHere } from './job-placement.ts';

describe('where jobs run', () => {
  it('a web instance runs only the kinds any process may run; a worker runs the rest, and kinds not listed', () => {
    expect(runsHere('web', 'trading.run')).toBe(false);
    expect(runsHere('worker', 'trading.run')).toBe(true);
    expect(runsHere('web', 'development.self-check-echo')).toBe(true);
    expect(runsHere('worker', 'development.self-check-echo')).toBe(true);
    expect(runsHere('web', 'a.kind-not-listed')).toBe(false);
    expect(runsHere('worker', 'a.kind-not-listed')).toBe(true);
  });

  it('one process with both roles runs every kind', () => {
    expect(runsHere('both', 'trading.run')).toBe(true);
    expect(runsHere('both', 'a.kind-not-listed')).toBe(true);
  });

  it('a web or worker process needs the Redis queue it shares with the others', () => {
    expect(loadConfig({}).role).toBe('both');
    expect(() => loadConfig({ ROLE: 'web' })).toThrow(/ROLE: web needs REDIS_URL/);
    expect(loadConfig({ ROLE: 'worker', REDIS_URL: 'redis://127.0.0.1:6379' }).role).toBe('worker');
    expect(() => loadConfig({ ROLE: 'cook', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/ROLE/);
  });
});
