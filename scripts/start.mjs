// `npm start`: builds the web app when it has not been built, then runs the server (migrations and the demo
// seed run at start-up). Signals reach the server, so Ctrl+C shuts it down gracefully.
import { spawn } from 'node:child_process';
import { ensureWebBuilt } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureWebBuilt(root);
const server = spawn(process.execPath, ['apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
