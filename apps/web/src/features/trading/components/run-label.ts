import type { Run } from '@alvorada/contracts';

/** A run's name where several are shown together: its number, strategy and instrument. */
export const runLabel = (run: Pick<Run, 'id' | 'strategy_name' | 'symbol'>) =>
  `#${run.id} ${run.strategy_name} · ${run.symbol}`;
