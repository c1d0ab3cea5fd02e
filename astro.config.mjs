// @ts-check
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/**
 * Islands are written against React; `UI_RUNTIME=preact` builds the same islands on
 * preact/compat for smaller pages (docs/decisions/004). Each runtime builds into its own folder.
 */
const runtime = process.env.UI_RUNTIME === 'preact' ? 'preact' : 'react';
const reactLibraries = ['@nanostores/react', 'sonner', '@marsidev/react-turnstile'];

export default defineConfig({
  output: 'static',
  outDir: runtime === 'preact' ? './dist-preact' : './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [runtime === 'preact' ? preact({ compat: true }) : react()],
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
    css: { preprocessorOptions: { scss: { quietDeps: true } } },
    // React libraries must go through the preact/compat alias on the server too, not load real React.
    ...(runtime === 'preact' && {
      ssr: { noExternal: reactLibraries },
      environments: { prerender: { resolve: { noExternal: reactLibraries } } },
    }),
  },
});
