import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { BUILT_IN_ROLES } from '@alvorada/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from './modules/users/seed.ts';
import { exitWhenDataDirLocked } from './platform/db/locked-exit.ts';

const config = loadConfig();
const built = await exitWhenDataDirLocked(buildApp(config));
// Signals are handled before the server says it runs, so a stop right after that line is a clean one.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    built.platform.log.info({ signal }, 'shutting down');
    await built.close();
    process.exit(0);
  });
}

const { engine } = built.platform.database;
const lines: string[] = [];
// A worker runs jobs only: it listens on no port (the cluster watches its process, not an address).
if (config.role === 'worker') lines.push(`Alvorada worker is running (database: ${engine})`);
else {
  const address = await built.app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  lines.push(`Alvorada is running at ${url} (${address}, database: ${engine}, role: ${config.role})`);
}
if (config.demoSeed && config.role !== 'worker') {
  lines.push(`Demo logins, all with the password ${DEMO_PASSWORD}:`);
  for (const user of DEMO_USERS) {
    lines.push(`  ${user.email.padEnd(24)} ${BUILT_IN_ROLES.find((r) => r.code === user.role)?.name}`);
  }
}
if (built.firstAdmin?.password) {
  lines.push(
    `First administrator: ${built.firstAdmin.email} with the password ${built.firstAdmin.password} (shown once; change it).`,
  );
}
console.log(lines.join('\n'));
