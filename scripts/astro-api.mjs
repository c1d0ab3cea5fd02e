// The JSON API beside Astro, not inside it (docs/decisions/034): the build bundles src/server/node.ts
// into <outDir>/server/api.mjs for scripts/serve.mjs, and the dev server answers /api from the same
// module before Astro sees the request.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../src/server/node.ts', import.meta.url));

/** @returns {import('astro').AstroIntegration} */
export function apiServer() {
  let outDir;
  return {
    name: 'funding-platform:api',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:server:setup': ({ server }) => {
        let api;
        server.middlewares.use(async (req, res, next) => {
          try {
            const module = await server.ssrLoadModule(entry);
            if (!module.isApiPath(req.url)) return next();
            api ??= module.createApiListener();
            await api.listener(req, res);
          } catch (error) {
            next(error);
          }
        });
      },
      'astro:build:done': async ({ logger }) => {
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
        logger.info('API bundled into server/api.mjs');
      },
    },
  };
}
