// The login route's initial JavaScript: the entry chunk, the login page chunk and every chunk they import
// statically, gzip-compressed, from a fresh production build's manifest.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
console.log(
  JSON.stringify({
    login_initial_js_gzip_kb: Math.round(js.gzip / 102.4) / 10,
    login_initial_js_raw_kb: Math.round(js.raw / 102.4) / 10,
    login_initial_js_files: files.size,
    login_initial_css_gzip_kb: Math.round(styles.gzip / 102.4) / 10,
  }),
);
