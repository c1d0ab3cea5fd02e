// Serves the existing build (`npm run build` makes it): static shells, assets and /api in one process.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const outDir = process.env.OUT_DIR || (process.env.UI_RUNTIME === 'preact' ? 'dist-preact' : 'dist');
const entry = fileURLToPath(new URL(`../${outDir}/server/entry.mjs`, import.meta.url));
if (!existsSync(entry)) {
  console.error(`No build found at ${outDir}/. Run "npm run build" first (or "npm start", which builds when needed).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

// The adapter's handler (static files, then Astro and /api) on a server of our own: Node closes an
// idle keep-alive connection after 5 s, and a client or proxy that reuses it at that moment gets a
// reset (seen as "socket hang up" in Playwright's request context). Idle connections are kept for
// 65 s, longer than the usual proxy's, so the client side is the one that closes them.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import(entry);
const server = createServer(handler);
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, host, resolve);
});

// Start the API runtime now (migrations, first administrator, demo data) rather than on the first
// request; a configuration error stops the process with its message.
const base = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
for (let attempt = 0; attempt < 100; attempt++) {
  try {
    const response = await fetch(`${base}/api/health`);
    if (response.ok) {
      console.info(`Ready on ${base}`);
      break;
    }
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 100));
}
