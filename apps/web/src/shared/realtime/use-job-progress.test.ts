import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CYCLE_CLOSE_JOB_KIND, type JobKind, type JobState, type ServerMessage } from '@alvorada/contracts';
import { useJobProgress } from './use-job-progress.ts';

const listeners = new Set<(message: ServerMessage) => void>();
vi.mock('./realtime.ts', () => ({
  realtime: {
    subscribe: (listener: (message: ServerMessage) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  },
}));

const send = (job_id: string, kind: JobKind, state: JobState, progress: number) =>
  act(() => {
    for (const listener of listeners) listener({ type: 'job_progress', job_id, kind, state, progress });
  });

describe('useJobProgress', () => {
  it('follows its own job only, queued until it says anything, and tells once it ends', () => {
    const onChange = vi.fn();
    const onFinished = vi.fn();
    const { result } = renderHook(() =>
      useJobProgress(CYCLE_CLOSE_JOB_KIND, 'job-1', { onChange, onFinished }),
    );
    expect(result.current).toEqual({ progress: 0, state: 'queued' });
    send('job-1', 'energy.close-cycle', 'running', 0.5);
    send('job-2', 'energy.close-cycle', 'running', 0.9);
    send('job-1', 'energy.report', 'failed', 0);
    expect(result.current).toMatchObject({ progress: 0.5, state: 'running' });
    expect(onFinished).not.toHaveBeenCalled();
    send('job-1', 'energy.close-cycle', 'done', 1);
    expect(result.current).toMatchObject({ progress: 1, state: 'done' });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onFinished).toHaveBeenCalledExactlyOnceWith({ progress: 1, state: 'done' });
  });

  it('answers null and listens to nothing without a job', () => {
    const { result } = renderHook(() => useJobProgress('trading.backtest', null));
    expect(result.current).toBeNull();
    expect(listeners.size).toBe(0);
  });
});
