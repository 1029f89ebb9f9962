export { optimizeParallel, type ParallelOptimizeOptions } from './optimize-parallel.ts';
export { readOhlcvFile } from './read-ohlcv-file.ts';
export { formatDuration, formatStats, formatStatValue } from './format-stats.ts';
export { main as runCli } from './cli.ts';
