// Serves the existing build (`npm run build` makes it): static shells, assets and /api in one process.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const outDir = process.env.OUT_DIR || (process.env.UI_RUNTIME === 'preact' ? 'dist-preact' : 'dist');
const entry = fileURLToPath(new URL(`../${outDir}/server/entry.mjs`, import.meta.url));
const apiEntry = fileURLToPath(new URL(`../${outDir}/server/api.mjs`, import.meta.url));
const contentSecurity = fileURLToPath(new URL(`../${outDir}/server/content-security.json`, import.meta.url));
if (![entry, apiEntry, contentSecurity].every((file) => existsSync(file))) {
  console.error(`No build found at ${outDir}/. Run "npm run build" first (or "npm start", which builds when needed).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

// Our own server: /api straight to Hono (src/server/node.ts, bundled by the build), everything else
// to the adapter's handler (static files, then Astro's on-demand pages). Node closes an idle
// keep-alive connection after 5 s, and a client or proxy that reuses it at that moment gets a
// reset (seen as "socket hang up" in Playwright's request context). Idle connections are kept for
// 65 s, longer than the usual proxy's, so the client side is the one that closes them.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import(entry);
const { compressPages, createApiListener, createSecurityHeaders, isApiPath, log, precompressedFiles } = await import(apiEntry);
const api = createApiListener();
const secure = createSecurityHeaders(JSON.parse(readFileSync(contentSecurity, 'utf8')));
// Static files go out as the build compressed them; the API and pages rendered on request are
// compressed as they go (docs/decisions/041).
const staticFile = precompressedFiles(fileURLToPath(new URL(`../${outDir}/client`, import.meta.url)));
const page = compressPages(handler);
const server = createServer((request, response) => {
  if (isApiPath(request.url)) {
    secure.api(request, response);
    return api.listener(request, response);
  }
  secure.other(request, response);
  return staticFile(request, response) || page(request, response);
});
// A request Node cannot parse (a NUL or a bare CR in its request line, headers too large) never
// reaches a handler: it is answered in JSON like every other refusal, then the connection closes.
const badRequest = JSON.stringify({ message: 'The request could not be read. Please check it and try again.' });
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(badRequest)}\r\nConnection: close\r\n\r\n${badRequest}`,
  );
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, host, resolve);
});

// The API runtime starts now (migrations, first administrator, demo data), not on the first
// request; a configuration error stops the process with its message.
await api.ready;
log.info(`Ready on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`);

// SIGTERM/SIGINT (src/server/process.ts): no new connections, the requests under way finish, idle
// keep-alive connections close; live streams and anything stuck are cut after 10 s. Then the
// database closes and the process exits.
api.drainBeforeClose(
  () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 10_000).unref();
    }),
);
