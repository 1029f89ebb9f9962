// Entry point of `npm run backtest`. Plain JavaScript, and the compile cache is turned on before the engine's
// modules load (hence the dynamic import): runs after the first reuse their stripped TypeScript and compiled
// code instead of loading the TypeScript stripper and compiling everything again.
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { main } = await import('../src/node/cli.ts');
process.exitCode = main(process.argv.slice(2));
