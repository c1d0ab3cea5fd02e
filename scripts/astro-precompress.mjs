// Every static file the browser loads, compressed once at build time (docs/decisions/041): brotli at
// quality 11 and gzip at level 9 beside the file (`x.js.br`, `x.js.gz`), which the server sends to a
// browser that accepts them (src/server/http/staticFiles.ts). Compressing per request would cost CPU
// on every load and could only afford a lower quality.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';

/** Text formats; images, woff2 fonts and PDFs are compressed already. */
export const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|ico|ttf|otf)$/;
/** Below this a compressed copy saves less than a packet's worth. */
const minimumBytes = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @returns {import('astro').AstroIntegration} */
export function precompress() {
  return {
    name: 'funding-platform:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { files, before, after } = await compressFolder(root);
        logger.info(`${files} files precompressed: ${kB(before)} → ${kB(after)} (brotli)`);
      },
    },
  };
}

/** Writes `.br` and `.gz` beside every compressible file of `root` where they are smaller. */
export async function compressFolder(root) {
  const names = (await readdir(root, { recursive: true })).filter((name) => compressible.test(name));
  // Brotli 11 is slow (tens of ms for a large file): one per core keeps the build responsive.
  const limit = pLimit(2);
  let files = 0;
  let before = 0;
  let after = 0;
  await Promise.all(
    names.map((name) =>
      limit(async () => {
        const path = join(root, name);
        if ((await stat(path)).size < minimumBytes) return;
        const plain = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(plain, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
            },
          }),
          gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < plain.length) await writeFile(`${path}.br`, br);
        if (gz.length < plain.length) await writeFile(`${path}.gz`, gz);
        files += 1;
        before += plain.length;
        after += Math.min(br.length, plain.length);
      }),
    ),
  );
  return { files, before, after };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(0)} kB`;
