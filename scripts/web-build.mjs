import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Builds the web app into apps/web/dist when it has not been built (a fresh clone's first start). */
export function ensureWebBuilt(root) {
  if (existsSync(`${root}apps/web/dist/index.html`)) return;
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@alvorada/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
