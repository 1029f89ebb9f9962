// The login route's initial JavaScript (the entry chunk, the login page chunk and every chunk they import
// statically, gzip-compressed, from a fresh production build's manifest), then Lighthouse on /login served by
// the real server in its own process, with Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const build = spawnSync('npm', ['run', 'build', '-w', '@alvorada/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/login-page.tsx'))!;

const files = new Set<string>();
const css = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key]!;
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((file) => css.add(file));
  chunk.imports?.forEach(visit);
};
visit(entryKey);
visit(loginKey);

const sizeOf = (list: Set<string>) =>
  [...list].reduce(
    (sum, file) => {
      const bytes = readFileSync(join(dist, file));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
const js = sizeOf(files);
const styles = sizeOf(css);
console.log(`login route: ${files.size} JS files`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function lighthouse(): Promise<Record<string, number>> {
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'alvorada-bench-web-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const deadline = Date.now() + 180_000;
    while (
      !(await fetch(`http://localhost:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const report = join(mkdtempSync(join(tmpdir(), 'alvorada-lighthouse-')), 'report.json');
    const flags =
      '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
    const run = spawnSync(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        `http://localhost:${port}/login`,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=${flags}`,
        '--only-categories=performance,accessibility,best-practices',
      ],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      },
    );
    if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const audit = (id: string) => Math.round(result.audits[id].numericValue);
    return {
      lighthouse_performance: Math.round(result.categories.performance.score * 100),
      lighthouse_accessibility: Math.round(result.categories.accessibility.score * 100),
      lighthouse_best_practices: Math.round(result.categories['best-practices'].score * 100),
      lighthouse_fcp_ms: audit('first-contentful-paint'),
      lighthouse_lcp_ms: audit('largest-contentful-paint'),
      lighthouse_tbt_ms: audit('total-blocking-time'),
    };
  } finally {
    server.kill('SIGTERM');
  }
}

const audits = await lighthouse();
console.log(
  JSON.stringify({
    ...audits,
    login_initial_js_gzip_kb: Math.round(js.gzip / 102.4) / 10,
    login_initial_js_raw_kb: Math.round(js.raw / 102.4) / 10,
    login_initial_js_files: files.size,
    login_initial_css_gzip_kb: Math.round(styles.gzip / 102.4) / 10,
  }),
);
