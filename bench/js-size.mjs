// JavaScript shipped per page kind, for the React build and the Preact (preact/compat) build.
// Counts every module a page loads: its scripts, island components and renderers, and what they import.
// "At load" follows static imports from the page's HTML (whatever the island directive: an idle or
// visible island still loads without the visitor doing anything); "on demand" is what is reachable
// only through import(), which the code runs when something happens (the first toast, a form
// submitted, a stored token to verify, the chart once its data is there).
// Information only: the page budgets are the bytes as served (HTML, CSS and JS, compressed as the
// server sends them) measured by Lighthouse in bench/lighthouse.mjs; they replace decision 008's
// JavaScript-only gzip budgets, which this table used to check.
//
//   node bench/js-size.mjs                      the table
//   node bench/js-size.mjs --chunks [kind ...]  every file of those page kinds (all kinds by default);
//                                               with source maps (SOURCEMAP=1 npm run build) also
//                                               the bytes per package or source file
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const pageKinds = {
  'auth page': { path: 'auth/login' },
  'member page': { path: 'accounts' },
  'admin page': { path: 'dashboard' },
  'trading overview': { path: 'accounts/trading-overview' },
};

const builds = (root) => ({ react: join(root, 'dist', 'client'), preact: join(root, 'dist-preact', 'client') });

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const staticImports = /(?:import|from)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;
const dynamicImports = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

/** The files a page loads at load and on demand, and its inline scripts. */
function pageModules(clientDir, pagePath) {
  const html = readFileSync(join(clientDir, pagePath, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const code = new Map();
  const read = (url) => {
    if (!code.has(url)) code.set(url, readFileSync(join(clientDir, url), 'utf8'));
    return code.get(url);
  };
  const follow = (start, seen) => {
    const queue = [...start];
    const lazy = [];
    while (queue.length) {
      const url = queue.pop();
      if (seen.has(url)) continue;
      seen.add(url);
      const source = read(url);
      for (const m of source.matchAll(staticImports)) queue.push(`/_astro/${m[1].slice(2)}`);
      for (const m of source.matchAll(dynamicImports)) lazy.push(`/_astro/${m[1].slice(2)}`);
    }
    return lazy;
  };
  const atLoad = new Set();
  let lazy = follow(entries, atLoad);
  const reachable = new Set(atLoad);
  while (lazy.length) lazy = follow(lazy, reachable);
  const onDemand = [...reachable].filter((url) => !atLoad.has(url));
  return { atLoad: [...atLoad], onDemand, inline };
}

function files(clientDir, urls) {
  return urls.map((url) => {
    const buffer = readFileSync(join(clientDir, url));
    return { url, raw: buffer.length, gzip: gzip(buffer) };
  });
}

function shippedModules(clientDir, pagePath) {
  const { atLoad, onDemand, inline } = pageModules(clientDir, pagePath);
  const loaded = files(clientDir, atLoad);
  const raw = loaded.reduce((sum, f) => sum + f.raw, 0) + Buffer.byteLength(inline);
  const gz = loaded.reduce((sum, f) => sum + f.gzip, 0) + gzip(Buffer.from(inline));
  const lazyGzip = files(clientDir, onDemand).reduce((sum, f) => sum + f.gzip, 0);
  return { raw, gzip: gz, files: loaded.length, onDemandGzip: lazyGzip };
}

function checkBuilds(root) {
  const dirs = builds(root);
  for (const [name, dir] of Object.entries(dirs)) {
    if (!existsSync(dir)) throw new Error(`No ${name} build in ${dir}: run "npm run build" and "npm run build:preact".`);
  }
  return dirs;
}

export function measureJsSize(root) {
  const dirs = checkBuilds(root);
  const rows = [];
  for (const [kind, { path }] of Object.entries(pageKinds)) {
    if (!existsSync(join(dirs.react, path, 'index.html'))) continue;
    const react = shippedModules(dirs.react, path);
    const preact = shippedModules(dirs.preact, path);
    rows.push({
      'page kind': kind,
      'React raw': react.raw,
      'React gzip': react.gzip,
      'Preact raw': preact.raw,
      'Preact gzip': preact.gzip,
      'Preact/React (gzip)': (preact.gzip / react.gzip).toFixed(2),
      'React on demand': react.onDemandGzip,
      'Preact on demand': preact.onDemandGzip,
    });
  }
  return rows;
}

// Source maps, when the build wrote them: bytes of each chunk per package or source file.
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function sourceOwner(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : source.replace(/^(\.\.\/)+/, '');
}

/** Characters of generated code per owner (package or source file), read from the chunk's map. */
function charsBySource(code, map) {
  const owners = new Map();
  const add = (owner, n) => owners.set(owner, (owners.get(owner) ?? 0) + n);
  const lines = code.split('\n');
  const mappings = map.mappings.split(';');
  let source = 0;
  for (let i = 0; i < lines.length; i++) {
    let column = 0;
    const points = [];
    for (const segment of (mappings[i] ?? '').split(',').filter(Boolean)) {
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      points.push([column, fields.length > 1 ? sourceOwner(map.sources[source]) : '(bundler)']);
    }
    add('(bundler)', points.length ? points[0][0] : lines[i].length);
    for (const [j, [start, owner]] of points.entries()) {
      add(owner, (j + 1 < points.length ? points[j + 1][0] : lines[i].length) - start);
    }
  }
  return owners;
}

/** Every file a page kind loads, per build, and (with source maps) gzip shares per package. */
export function chunkBreakdown(root, kinds = Object.keys(pageKinds)) {
  const dirs = checkBuilds(root);
  const report = [];
  for (const kind of kinds) {
    const page = pageKinds[kind];
    if (!page) throw new Error(`Unknown page kind "${kind}"; known: ${Object.keys(pageKinds).join(', ')}`);
    for (const [build, dir] of Object.entries(dirs)) {
      if (!existsSync(join(dir, page.path, 'index.html'))) continue;
      const { atLoad, onDemand, inline } = pageModules(dir, page.path);
      const chunks = [
        ...files(dir, atLoad).map((f) => ({ when: 'load', ...f })),
        ...files(dir, onDemand).map((f) => ({ when: 'on demand', ...f })),
        { when: 'load', url: '(inline scripts)', raw: Buffer.byteLength(inline), gzip: gzip(Buffer.from(inline)) },
      ].sort((a, b) => a.when.localeCompare(b.when) || b.gzip - a.gzip);
      const sources = new Map();
      for (const chunk of chunks) {
        const mapFile = join(dir, `${chunk.url}.map`);
        if (!existsSync(mapFile)) continue;
        const code = readFileSync(join(dir, chunk.url), 'utf8');
        for (const [owner, chars] of charsBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))) {
          const key = `${chunk.when === 'load' ? '' : '(on demand) '}${owner}`;
          sources.set(key, (sources.get(key) ?? 0) + Math.round((chunk.gzip * chars) / code.length));
        }
      }
      report.push({
        kind,
        build,
        chunks,
        sources: [...sources].map(([source, gzip]) => ({ source, gzip })).sort((a, b) => b.gzip - a.gzip),
      });
    }
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const chunks = process.argv.indexOf('--chunks');
  if (chunks === -1) {
    console.table(measureJsSize(root));
  } else {
    const kinds = process.argv.slice(chunks + 1).filter((arg) => !arg.startsWith('--'));
    for (const { kind, build, chunks: list, sources } of chunkBreakdown(root, kinds.length ? kinds : undefined)) {
      const atLoad = list.filter((c) => c.when === 'load').reduce((sum, c) => sum + c.gzip, 0);
      console.log(`\n${kind}, ${build} build: ${atLoad} bytes gzip at load`);
      console.table(list.map(({ when, url, raw, gzip: gz }) => ({ when, file: url.replace('/_astro/', ''), raw, gzip: gz })));
      if (sources.length) console.table(sources.filter((s) => s.gzip >= 100));
    }
  }
}
