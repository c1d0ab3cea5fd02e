// The JSON API beside Astro, not inside it (docs/decisions/034): the build bundles src/server/node.ts
// into <outDir>/server/api.mjs for scripts/serve.mjs, and the dev server answers /api from the same
// module before Astro sees the request. The build also writes what the pages' Content-Security-Policy
// must allow into <outDir>/server/content-security.json (decision 035): the hash of every inline
// script, and the other origins the browser code calls (PUBLIC_API_URL, PUBLIC_GEOLOCATION_URL).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { loadEnv } from 'vite';

const entry = fileURLToPath(new URL('../src/server/node.ts', import.meta.url));

/** @returns {import('astro').AstroIntegration} */
export function apiServer() {
  let outDir;
  let root;
  let onDemand = [];
  return {
    name: 'funding-platform:api',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        root = config.root;
      },
      // Pages rendered per request: the build renders each once to hash its inline scripts.
      'astro:routes:resolved': ({ routes }) => {
        onDemand = routes
          .filter((route) => !route.isPrerendered && route.origin === 'project' && route.type === 'page')
          .map((route) => route.pattern);
      },
      'astro:server:setup': ({ server }) => {
        let api;
        server.middlewares.use(async (req, res, next) => {
          try {
            const module = await server.ssrLoadModule(entry);
            // Made on the first request of any kind: pages rendered on request get their data from it (decision 040).
            api ??= module.createApiListener();
            if (!module.isApiPath(req.url)) return next();
            await api.listener(req, res);
          } catch (error) {
            next(error);
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const pages = [...(await builtPages(fileURLToPath(dir))), ...(await renderedPages(new URL('server/entry.mjs', outDir), onDemand))];
        const scriptHashes = inlineScriptHashes(pages);
        const connectSources = otherOrigins(loadEnv('production', fileURLToPath(root), 'PUBLIC_'));
        const policy = JSON.stringify({ scriptHashes, connectSources }, null, 2);
        await writeFile(new URL('server/content-security.json', outDir), `${policy}\n`);
        // Packages stay imports (node_modules is there at run time); only our sources are bundled.
        await build({
          entryPoints: [entry],
          outfile: fileURLToPath(new URL('server/api.mjs', outDir)),
          bundle: true,
          packages: 'external',
          platform: 'node',
          format: 'esm',
          target: 'node22',
          jsx: 'automatic',
          logLevel: 'warning',
        });
        logger.info(`API bundled into server/api.mjs; ${scriptHashes.length} inline scripts hashed`);
      },
    },
  };
}

/** Origins other than the site's that the browser code calls, as the pages were built with them. */
function otherOrigins(env) {
  const urls = [env.PUBLIC_API_URL, env.PUBLIC_GEOLOCATION_URL].filter((url) => /^https?:\/\//.test(url?.trim() ?? ''));
  return [...new Set(urls.map((url) => new URL(url.trim()).origin))].sort();
}

/** Types a browser runs as a script; JSON data blocks are never run, so need no hash. */
const executable = /^(|module|text\/javascript|application\/javascript)$/i;

/** The sha256 of every distinct inline script in these pages, as CSP sources ("sha256-…"). */
function inlineScriptHashes(pages) {
  const hashes = new Set();
  for (const html of pages) {
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (/\bsrc\s*=/i.test(attributes) || !executable.test(type) || body === '') continue;
      hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

async function builtPages(clientDir) {
  const files = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith('.html'));
  return Promise.all(files.map((file) => readFile(`${clientDir}/${file}`, 'utf8')));
}

/** Each on-demand page as the built server renders it (`[...rest]` left out, `[name]` as "name"). */
async function renderedPages(serverEntry, patterns) {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const nodeEnv = process.env.NODE_ENV;
  const { handler } = await import(pathToFileURL(fileURLToPath(serverEntry)).href);
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${server.address().port}`;
    const paths = patterns.map((pattern) => pattern.replace(/\/\[\.\.\.\w+\]/g, '').replace(/\[(\w+)\]/g, '$1') || '/');
    // Astro picks its island script by NODE_ENV as it renders: a development server runs another.
    const pages = [];
    for (const mode of ['production', 'development']) {
      process.env.NODE_ENV = mode;
      for (const path of paths) pages.push(await (await fetch(base + path)).text());
    }
    return pages;
  } finally {
    process.env.NODE_ENV = nodeEnv;
    server.close();
  }
}
