import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

const root = mkdtempSync(join(tmpdir(), 'alvorada-precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('writes a brotli and a gzip copy beside each built file', async () => {
  writeFileSync(join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
  writeFileSync(join(root, 'main.js'), `console.log(${JSON.stringify('alvorada '.repeat(500))});`);
  await build({ root, logLevel: 'silent', configFile: false, plugins: [precompress()] });

  const assets = join(root, 'dist/assets');
  const script = readdirSync(assets).find((name) => name.endsWith('.js'))!;
  const plain = readFileSync(join(assets, script));
  expect(brotliDecompressSync(readFileSync(join(assets, `${script}.br`)))).toEqual(plain);
  expect(gunzipSync(readFileSync(join(assets, `${script}.gz`)))).toEqual(plain);
});
