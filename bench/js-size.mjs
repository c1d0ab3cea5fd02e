// JavaScript shipped per page kind, for the React build and the Preact (preact/compat) build.
// Counts every module a page loads: its scripts, island components and renderers, and what they import.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const pageKinds = { 'auth page': 'auth/login', 'member page': 'accounts', 'admin page': 'dashboard' };

function shippedModules(clientDir, pagePath) {
  const html = readFileSync(join(clientDir, pagePath, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const seen = new Set();
  while (queue.length) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']|import\(["'](\.\/[^"']+\.js)["']\)/g)) {
      queue.push(`/_astro/${(m[1] ?? m[2]).slice(2)}`);
    }
  }
  const code = [...seen].map((url) => readFileSync(join(clientDir, url))).concat(Buffer.from(inline));
  const raw = code.reduce((sum, b) => sum + b.length, 0);
  const gzip = code.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  return { raw, gzip, files: seen.size };
}

export function measureJsSize(root) {
  const builds = { react: join(root, 'dist', 'client'), preact: join(root, 'dist-preact', 'client') };
  for (const [name, dir] of Object.entries(builds)) {
    if (!existsSync(dir)) throw new Error(`No ${name} build in ${dir}: run "npm run build" and "npm run build:preact".`);
  }
  const rows = [];
  for (const [kind, path] of Object.entries(pageKinds)) {
    const react = shippedModules(builds.react, path);
    const preact = shippedModules(builds.preact, path);
    rows.push({
      'page kind': kind,
      'React raw': react.raw,
      'React gzip': react.gzip,
      'Preact raw': preact.raw,
      'Preact gzip': preact.gzip,
      'Preact/React (gzip)': (preact.gzip / react.gzip).toFixed(2),
    });
  }
  return rows;
}
