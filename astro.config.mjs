// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import react from '@astrojs/react';
import purgeCss from '@fullhuman/postcss-purgecss';
import { defineConfig } from 'astro/config';
import { apiServer } from './scripts/astro-api.mjs';
import { precompress } from './scripts/astro-precompress.mjs';

/**
 * Islands are written against React; `UI_RUNTIME=preact` builds the same islands on
 * preact/compat for smaller pages (docs/decisions/004). Each runtime builds into its own folder.
 */
const runtime = process.env.UI_RUNTIME === 'preact' ? 'preact' : 'react';
const reactLibraries = ['@nanostores/react', 'sonner', '@marsidev/react-turnstile'];

/**
 * Browser chunks (docs/decisions/008). Every page loads the UI runtime and the shell code the
 * document starts (session, theme, splash, stores, xstate, nanostores); as one chunk each they
 * compress better than the dozen small shared chunks the bundler would otherwise make.
 * Everything else (islands, forms, on-demand code) is split as usual.
 */
const dir = String.raw`[\\/]`;
const clientChunks = {
  groups: [
    {
      name: 'ui-runtime',
      test: new RegExp(`node_modules${dir}(react|react-dom|scheduler|preact|@astrojs${dir}(react|preact))${dir}`),
      priority: 20,
    },
    {
      name: 'shell',
      test: new RegExp(
        [
          `node_modules${dir}(xstate|nanostores|@nanostores${dir}react)${dir}`,
          `machines${dir}(session|theme)\\.ts$`,
          `src${dir}stores${dir}(session|theme|splash|storage|toast|routeGuard|language)\\.ts$`,
          `src${dir}(api${dir}navigation|config${dir}public|i18n${dir}locales|routing${dir}access|ui${dir}useClientStore)\\.tsx?$`,
        ].join('|'),
      ),
      priority: 10,
    },
    // Chunks of their own, named after the package: sonner loads with the first toast, and valibot
    // only where a form or schema runs (the shell's public config imports it for the server only).
    { name: 'sonner', test: new RegExp(`node_modules${dir}sonner${dir}`), priority: 15 },
    { name: 'valibot', test: new RegExp(`node_modules${dir}valibot${dir}`), priority: 15 },
    // The API client, query cache and query views every signed-in screen reads through, apart from
    // the rest: in the shared groups they were merged with the menus' code and the login page loaded them.
    {
      name: 'data',
      test: new RegExp(
        `node_modules${dir}(hono|@nanostores${dir}query|nanoevents)${dir}|src${dir}(api${dir}(rpc|query)|ui${dir}(useQuery|QueryView))\\.tsx?$`,
      ),
      // Below the shell: what the client shares with it (storage, page access) stays in the shell.
      priority: 5,
    },
    // The words every island reads (its ScreenProvider, useT and the formatters), apart from the data
    // group: pulled into it as QueryView's dependencies, they made the login page load the API client again.
    {
      name: 'words',
      test: new RegExp(`src${dir}(ui${dir}i18n|i18n${dir}format)\\.tsx?$`),
      priority: 6,
    },
    // The small modules islands share (form parts, icons, hooks): one chunk per set of islands using
    // them, small sets merged into their nearest neighbour, rather than a file of a few hundred
    // bytes each, every one a request with its headers.
    { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4_000, priority: 1 },
  ],
};
/**
 * Bulma's selectors and variables that no source file names are dropped at build time
 * (docs/decisions/041): Bulma writes every colour into every component and both themes, about
 * nine tenths of its 560 kB. Only src/styles/bulma.scss is purged; the product's own styles are
 * kept whole (their class names are often made in code, which a purge cannot see).
 */
function purgeBulma() {
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).map((name) => `src/${name}`);
  // Variables the product's own styles and code read from Bulma are kept with what they depend on.
  const bulmaVariables = new Set(
    sources
      .filter((file) => /\.(scss|astro|tsx?)$/.test(file))
      .flatMap((file) => readFileSync(file, 'utf8').match(/--bulma-[\w-]+/g) ?? []),
  );
  const purge = /** @type {import('postcss').Plugin} */ (
    purgeCss({
      content: ['src/**/*.{astro,ts,tsx}', 'machines/**/*.ts'],
      variables: true,
      safelist: {
        // Colours given as `is-${tone}` (notifications, confirmation buttons).
        standard: [/^is-(primary|link|info|success|warning|danger|light)$/],
        variables: [...bulmaVariables],
      },
    })
  );
  /** @type {import('postcss').Plugin} */
  const plugin = {
    postcssPlugin: 'purge-bulma',
    OnceExit(root, helpers) {
      const [file = ''] = (root.source?.input.file ?? '').replaceAll('\\', '/').split('?');
      if (file.endsWith('/src/styles/bulma.scss')) return purge.OnceExit?.(root, helpers);
    },
  };
  return plugin;
}

const client = { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } };

export default defineConfig({
  output: 'static',
  // OUT_DIR: a separate build (screenshots beside a running test server); the scripts use the defaults.
  outDir: process.env.OUT_DIR || (runtime === 'preact' ? './dist-preact' : './dist'),
  adapter: node({ mode: 'standalone' }),
  // precompress last: it compresses what the others wrote.
  integrations: [runtime === 'preact' ? preact({ compat: true }) : react(), apiServer(), precompress()],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  i18n: {
    locales: ['en', 'de', 'es', 'fr', 'ja', 'zh'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  // The API authenticates with bearer tokens, not cookies, and answers every error in JSON;
  // Astro's form-origin check would answer some API calls with a plain-text 403.
  security: { checkOrigin: false },
  vite: {
    css: {
      preprocessorOptions: { scss: { quietDeps: true } },
      // Only in builds: the dev server shows every class at once, as a source changes.
      ...(process.argv.includes('build') && { postcss: { plugins: [purgeBulma()] } }),
    },
    // Source maps on request, for `node bench/js-size.mjs --chunks` to show bytes per package.
    build: { sourcemap: process.env.SOURCEMAP === '1' },
    environments: {
      client,
      // React libraries must go through the preact/compat alias on the server too, not load real React.
      ...(runtime === 'preact' && { prerender: { resolve: { noExternal: reactLibraries } } }),
    },
    ...(runtime === 'preact' && { ssr: { noExternal: reactLibraries } }),
  },
});
