import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import send from 'send';

/*
 * What goes out compressed (docs/decisions/041). Static files were compressed at build time
 * (scripts/astro-precompress.mjs) and are sent as they are; API answers and pages rendered per
 * request are compressed as they go out. A client that accepts neither brotli nor gzip gets the
 * plain bytes.
 */

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The build's compressible formats (scripts/astro-precompress.mjs) and what they are. */
const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  ico: 'image/x-icon',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/**
 * Serves a static file's precompressed copy to a browser that accepts it, and answers true; false
 * when the request is for something else (the caller then serves it as before). The copies are
 * listed once at start, so a request for anything else costs a map lookup, and a path that is not
 * a listed file can never reach the disk from here.
 */
export function precompressedFiles(root: string): Listener {
  const copies = listCopies(root);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = filePath(request.url ?? '/', copies);
    if (path === undefined) return false;
    // The same address answers differently by Accept-Encoding, compressed or not.
    response.setHeader('Vary', 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...(copies.get(path) as Set<Encoding>)]);
    if (encoding === undefined) return false;
    const immutable = path.startsWith('/_astro/');
    send(request, path + suffix[encoding], { root, maxAge: immutable ? '365d' : 0, immutable })
      .on('headers', (res: ServerResponse) => {
        res.setHeader('Content-Type', contentTypes[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
        res.setHeader('Content-Encoding', encoding);
      })
      .on('error', (error: { status?: number }) => {
        response.statusCode = error.status ?? 500;
        response.end();
      })
      .pipe(response);
    return true;
  };
}

/** The file an address names (`/accounts` and `/accounts/` are `/accounts/index.html`), if it has copies. */
function filePath(url: string, copies: Map<string, Set<Encoding>>): string | undefined {
  let pathname = url.split(/[?#]/, 1)[0] as string;
  try {
    pathname = decodeURI(pathname);
  } catch {
    return undefined;
  }
  if (pathname.endsWith('/')) pathname += 'index.html';
  if (copies.has(pathname)) return pathname;
  const index = `${pathname}/index.html`;
  return copies.has(index) ? index : undefined;
}

/** Every file of the build that has a compressed copy, by its address, with the encodings it has. */
function listCopies(root: string): Map<string, Set<Encoding>> {
  const copies = new Map<string, Set<Encoding>>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    for (const encoding of encodings) {
      if (!name.endsWith(suffix[encoding])) continue;
      const address = `/${name.slice(0, -suffix[encoding].length).split(sep).join('/')}`;
      if (!copies.has(address)) copies.set(address, new Set());
      copies.get(address)?.add(encoding);
    }
  }
  return copies;
}

/**
 * Compresses pages rendered per request (Astro's handler writes them to Node's response) when the
 * client accepts it. Brotli at quality 5: most of quality 11's gain at a small share of its time.
 */
export function compressPages(listener: Listener): Listener {
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: dynamicQuality } } });
  return (request, response) => compress(request as never, response as never, () => listener(request, response));
}

const dynamicQuality = 5;
/** Below this, compressing saves less than a packet's worth and costs a round of zlib. */
const dynamicThreshold = 1024;
/** Answers worth compressing; event streams never, compression would hold their events back. */
const compressibleAnswer = /^(application\/(json|problem\+json)|text\/(plain|csv|html))\b/;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An API answer compressed for the client, when it accepts brotli or gzip and the answer is JSON
 * or text over 1 KB. Hono's answers are Responses whose length Node learns only as they are
 * written, so the size is checked here, on the whole body, not by a Node middleware.
 */
export async function compressAnswer(acceptEncoding: string | undefined, answer: Response): Promise<Response> {
  if (!acceptEncoding || answer.body === null || answer.headers.has('Content-Encoding')) return answer;
  if (!compressibleAnswer.test(answer.headers.get('Content-Type') ?? '')) return answer;
  const headers = new Headers(answer.headers);
  headers.append('Vary', 'Accept-Encoding');
  const encoding = negotiate(acceptEncoding, encodings);
  if (encoding === undefined) return new Response(answer.body, { status: answer.status, headers });
  const body = new Uint8Array(await answer.arrayBuffer());
  if (body.byteLength < dynamicThreshold) return new Response(body, { status: answer.status, headers });
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: dynamicQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : await gzipAsync(body);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(new Uint8Array(compressed), { status: answer.status, headers });
}

/** The client's preferred encoding among `available` (brotli first on a tie), or undefined for none. */
function negotiate(acceptEncoding: string, available: readonly Encoding[]): Encoding | undefined {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as PreferringNegotiator;
  const chosen = negotiator.encoding([...available, 'identity'], [...encodings, 'identity']);
  return chosen === undefined || chosen === 'identity' ? undefined : (chosen as Encoding);
}

/** negotiator 0.6.4 breaks ties by a preferred order (its types predate that argument). */
type PreferringNegotiator = { encoding(available: string[], preferred: string[]): string | undefined };
