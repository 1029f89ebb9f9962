import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBarController, type LoadingBarState } from './loading-bar-controller.ts';

describe('loading bar', () => {
  let states: LoadingBarState[];
  const last = () => states.at(-1)!;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('starts at 10% and advances by random steps every 800 ms', () => {
    const bar = createLoadingBarController(
      (s) => states.push(s),
      () => 0.5,
    );
    bar.start();
    expect(last()).toEqual({ active: true, value: 10 });
    vi.advanceTimersByTime(799);
    expect(last().value).toBe(10);
    vi.advanceTimersByTime(1);
    expect(last().value).toBeGreaterThan(10);
  });

  it('holds at 82% once past 80% while loading', () => {
    const bar = createLoadingBarController(
      (s) => states.push(s),
      () => 1,
    );
    bar.start();
    vi.advanceTimersByTime(800 * 40);
    expect(last().value).toBe(82);
    const count = states.length;
    vi.advanceTimersByTime(800 * 10);
    expect(states.length).toBe(count);
  });

  it('jumps to 100% on resolve and resets 300 ms later', () => {
    const bar = createLoadingBarController((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(1600);
    bar.finish();
    expect(last()).toEqual({ active: true, value: 100 });
    vi.advanceTimersByTime(299);
    expect(last().active).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ active: false, value: 0 });
  });

  it('ignores a finish without a start', () => {
    const bar = createLoadingBarController((s) => states.push(s));
    bar.finish();
    expect(states).toEqual([]);
  });
});
