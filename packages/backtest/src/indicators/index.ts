export { sma } from './sma.ts';
