import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at the
 * highest levels, so the server sends them as they are instead of compressing on each request. A copy
 * that would not be smaller than its file is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'alvorada:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir!, name);
          const bytes = await readFile(path);
          const copies: [string, Buffer][] = [
            [
              '.br',
              await brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
            ],
            ['.gz', await gz(bytes, { level: constants.Z_BEST_COMPRESSION })],
          ];
          await Promise.all(
            copies
              .filter(([, copy]) => copy.length < bytes.length)
              .map(([extension, copy]) => writeFile(path + extension, copy)),
          );
        }),
      );
    },
  };
}
