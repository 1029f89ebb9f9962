import { LOADING_BAR } from '@alvorada/contracts';

export interface LoadingBarState {
  active: boolean;
  value: number;
}

/**
 * The top loading bar's progress: 10% at start, random steps about every 800 ms, held at 82% once past
 * 80% while loading, 100% on resolve, reset 300 ms later.
 */
export function createLoadingBarController(onChange: (state: LoadingBarState) => void, random = Math.random) {
  let value = 0;
  let active = false;
  let tick: ReturnType<typeof setInterval> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;
  const emit = () => onChange({ active, value });

  function advance(): void {
    if (value > LOADING_BAR.holdAfter) {
      value = LOADING_BAR.cap;
      clearInterval(tick);
    } else {
      value = Math.min(value + 3 + random() * 12, LOADING_BAR.cap);
    }
    emit();
  }

  return {
    start(): void {
      clearTimeout(reset);
      clearInterval(tick);
      active = true;
      value = LOADING_BAR.start;
      emit();
      tick = setInterval(advance, LOADING_BAR.tickMs);
    },
    finish(): void {
      if (!active) return;
      clearInterval(tick);
      value = 100;
      emit();
      reset = setTimeout(() => {
        active = false;
        value = 0;
        emit();
      }, LOADING_BAR.resetMs);
    },
    dispose(): void {
      clearInterval(tick);
      clearTimeout(reset);
    },
  };
}
