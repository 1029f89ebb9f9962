import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMemoryQueue } from './memory-queue.ts';

describe('memory queue', () => {
  it('makes a try the last once the queue is closing, whatever attempts are left', async () => {
    const queue = createMemoryQueue(pino({ level: 'silent' }));
    const tries: [number, boolean][] = [];
    queue.define(
      'test.fails-while-closing',
      async (_data, job) => {
        void queue.close();
        tries.push([job.attempt, job.lastAttempt]);
        throw new Error('fails');
      },
      { attempts: 3, backoffMs: 1 },
    );
    await queue.add('test.fails-while-closing', {});
    await queue.close();
    expect(tries).toEqual([[1, true]]);
  });
});
