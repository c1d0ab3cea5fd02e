// `npm start`: build when the sources are newer than the build, then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.env.UI_RUNTIME === 'preact' ? 'dist-preact' : 'dist';
const entry = join(root, outDir, 'server', 'entry.mjs');
const apiEntry = join(root, outDir, 'server', 'api.mjs');
const contentSecurity = join(root, outDir, 'server', 'content-security.json');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const inputs = ['src', 'machines', 'public', 'astro.config.mjs', 'scripts/astro-api.mjs', 'scripts/astro-precompress.mjs', 'package.json']
  .map((p) => join(root, p))
  .filter(existsSync);
const stale = ![entry, apiEntry, contentSecurity].every(existsSync) || Math.max(...inputs.map(newestMtime)) > statSync(entry).mtimeMs;
if (stale) {
  console.log('Building the site…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./serve.mjs');
