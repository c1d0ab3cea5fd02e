/**
 * The API as an attacker would call it (issues 12 and 27): requests generated with fast-check from
 * the OpenAPI document — every documented route, its path parameters, query parameters and JSON
 * body filled with values its schema accepts, then one of them (or the body) made hostile (NUL
 * bytes, lone surrogates, CR/LF, `..%2f`, malformed percent-escapes, huge numbers, dates the
 * database cannot hold, wrong types, invalid JSON, JSON nested thousands deep, bodies over the
 * limits), with a spoofed X-Forwarded-For in front of the proxy's — as anonymous, a member and an
 * administrator, over HTTP through the server's own listener from a client with a keep-alive pool.
 * Every answer must be JSON (or the route's declared file or stream) with a status under 500, no
 * connection may close without an answer, and a refused request (4xx) must leave no row written.
 *
 * FUZZ_RUNS sets how many requests (default 2,000 per database in `npm test`; `npm run fuzz` sends
 * 10,000); FUZZ_SEED replays a run.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { apiRequestListener } from '../../src/server/http/nodeListener';
import { drivers, type Harness, useHarness } from './harness';
import { demoAccount, type Person, signedInAdmin, signedInMember } from './tradingHelpers';

const runs = Number(process.env.FUZZ_RUNS ?? 2_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Tables a refused request may write by design: rate-limit counters, the member's sign-in history
 * (failed attempts are recorded), used security-check tokens, and a session's last-seen time.
 */
const writesAllowedWhenRefused = ['rate_limits', 'login_events', 'used_challenges', 'sessions', 'fuzz_writes'];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  const?: unknown;
  required?: string[];
};
type Operation = {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[];
  body?: JsonSchema;
};

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  'x\r\nSet-Cookie: a=b',
  '../../etc/passwd',
  '..%2f..%2f',
  '%',
  '%zz',
  '%E0%A4%A',
  '\uD800',
  '💥',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999',
  '9223372036854775808',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(5_000),
  '2026-02-30',
  '2026-11-24T25:00:00Z',
  // Dates PostgreSQL cannot hold, or that no platform could report.
  '0000-01-01',
  '9999-12-31',
  '-000001-01-01',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00Z',
  // Lone surrogates (well-formed UTF-16 only in pairs): jsonb and text refuse them.
  '\udc00',
  'a\udc00b',
];
const hostileNumbers = [0, -1, 1, 0.5, -0.0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER];

function typesOf(schema: JsonSchema): string[] {
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []), ...nested.flatMap(typesOf)];
}

const hostileValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<unknown>(...hostileStrings) },
  // The characters a database, a header or a file name cannot take, more often.
  { weight: 3, arbitrary: fc.constantFrom<unknown>('\u0000', 'a\u0000b', '\r\n', '%zz', '\uD800', '\udc00', '9999-12-31', '0000-01-01') },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...hostileNumbers, null, true, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value the schema accepts, as far as its JSON Schema says (`ids` are real rows, so some lookups find one). */
function validFor(schema: JsonSchema | undefined, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.string({ maxLength: 10 });
  const alternatives = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const choices: fc.Arbitrary<unknown>[] = [];
  const constants = alternatives.flatMap((s) => [...(s.enum ?? []), ...('const' in s ? [s.const] : [])]);
  if (constants.length) choices.push(fc.constantFrom(...constants));
  for (const alternative of alternatives) {
    const { pattern, format } = alternative;
    if (pattern) choices.push(fc.stringMatching(new RegExp(pattern), { maxLength: 12 }));
    else if (format === 'date')
      choices.push(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      );
    else if (format === 'date-time')
      choices.push(fc.date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((d) => d.toISOString()));
    else if (format === 'uuid') choices.push(fc.constantFrom(...ids.filter((id) => id.length === 36), randomUUID()));
    else if (format === 'email') choices.push(fc.constantFrom('member@example.com', 'someone@example.org'));
    else if (typesOf(alternative).includes('string') && !alternative.enum && !('const' in alternative)) {
      choices.push(fc.oneof(fc.string({ minLength: 3, maxLength: 30 }), fc.constantFrom(...ids)));
    }
  }
  const types = typesOf(schema);
  if (types.includes('integer')) choices.push(fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 100_000, 2 ** 31) }));
  else if (types.includes('number')) choices.push(fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100_000, noNaN: true }));
  if (types.includes('boolean')) choices.push(fc.boolean());
  if (types.includes('array')) choices.push(fc.array(validFor(schema.items, ids, depth + 1), { minLength: 1, maxLength: 3 }));
  const properties: Record<string, JsonSchema> = Object.assign(
    {},
    schema.properties,
    ...(schema.allOf ?? []).map((s) => s.properties ?? {}),
  );
  if (Object.keys(properties).length) {
    const required = [...(schema.required ?? []), ...(schema.allOf ?? []).flatMap((s) => s.required ?? [])];
    choices.push(
      fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validFor(property, ids, depth + 1)])), {
        requiredKeys: required.filter((name) => name in properties),
      }),
    );
  } else if (types.includes('object'))
    choices.push(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }));
  return choices.length ? fc.oneof(...choices) : fc.string({ maxLength: 10 });
}

/** Where the one hostile value goes: nowhere (a well-formed request), a parameter, a body field, or the body itself. */
type Mutation =
  | { kind: 'none' }
  | { kind: 'param'; index: number }
  | { kind: 'field'; index: number }
  | { kind: 'body' }
  | { kind: 'invalidJson' }
  | { kind: 'deep'; levels: number }
  | { kind: 'huge'; bytes: number };

/**
 * What a client puts in front of the trusted proxy's own entry: nothing, or a claim (another
 * address, a list, junk). The proxy's entry — a fresh address per request — is the caller's.
 */
const spoofedForwarding = fc.option(fc.constantFrom('10.0.1.7', '127.0.0.1', '::1', '1.2.3.4, 5.6.7.8', 'not-an-address', ' ', 'unknown'), {
  freq: 2,
});

/** Text of any kind (a search, a name, an id in the path), not a choice, pattern or format. */
const isFreeText = (schema: JsonSchema | undefined) =>
  !!schema && typesOf(schema).includes('string') && !schema.enum && !schema.format && !schema.pattern && !schema.anyOf;

/** A path or query value as text: encoded, or raw (malformed escapes, slashes) half of the time. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).toWellFormed();
const urlPart = (raw: boolean, value: unknown) => (raw ? asText(value).replace(/[#?\s]/g, '') : encodeURIComponent(asText(value)));

async function operationsOf(h: Harness): Promise<Operation[]> {
  const document = (await h.request('/api/openapi.json')).body as {
    paths: Record<
      string,
      Record<string, { parameters?: Operation['params']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // Signing out ends the caller's own session: every later request of that caller would only meet the 401.
      if (method === 'post' && path === '/api/auth/logout') continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Counts every row written to a table outside the allowed list, in the request's own transaction. */
async function recordWrites(h: Harness) {
  const allowed = writesAllowedWhenRefused.map((name) => `'${name}'`).join(',');
  for (const statement of [
    'CREATE TABLE fuzz_writes (table_name text NOT NULL)',
    `CREATE FUNCTION fuzz_record_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
    `DO $$ DECLARE t text; BEGIN
       FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL (ARRAY[${allowed}]) LOOP
         EXECUTE format('CREATE TRIGGER fuzz_write AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_record_write()', t);
       END LOOP;
     END $$`,
  ]) {
    await h.db.execute(sql.raw(statement));
  }
}

describe.each(drivers)('the API under generated hostile requests (%s)', (driver) => {
  // Behind the one trusted proxy (docs/operations.md): the last X-Forwarded-For entry is the caller.
  const h = useHarness(driver, 60_000, { env: () => ({ TRUST_PROXY: 'true' }) });
  const server = { base: '', close: async () => {} };
  let operations: Operation[] = [];
  let member: Person;
  let admin: Person;
  let ids: string[] = [];

  beforeAll(async () => {
    operations = await operationsOf(h);
    await seedCatalogue(h.db);
    member = await signedInMember(h);
    admin = await signedInAdmin(h);
    const account = await demoAccount(h, member.token);
    ids = [member.id, account.id, account.orderId ?? randomUUID(), account.login];
    await recordWrites(h);
    // The server's own listener (src/server/http/nodeListener.ts), as scripts/serve.mjs uses it.
    const listening = createServer(apiRequestListener(h.app.fetch));
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    server.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    server.close = async () => {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    };
  }, 60_000);
  afterAll(() => server.close());

  it(`answers ${runs} generated requests with JSON and no 5xx, and writes nothing when it refuses`, async () => {
    expect(operations.length).toBeGreaterThan(70);
    const request = fc.constantFrom(...operations).chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        caller: fc.constantFrom('anonymous', 'member', 'admin', 'admin'),
        raw: fc.boolean(),
        params: fc.tuple(...operation.params.map((param) => fc.option(validFor(param.schema, ids), { freq: 3 }))),
        body: operation.body ? validFor(operation.body, ids) : fc.constant(undefined),
        hostile: hostileValue,
        mutation: fc.oneof<fc.Arbitrary<Mutation>[]>(
          fc.constant({ kind: 'none' }),
          fc.nat().map((index) => ({ kind: 'param', index })),
          fc.nat().map((index) => ({ kind: 'param', index })),
          fc.nat().map((index) => ({ kind: 'field', index })),
          fc.nat().map((index) => ({ kind: 'field', index })),
          fc.constant({ kind: 'body' }),
          fc.constant({ kind: 'invalidJson' }),
          fc.integer({ min: 33, max: 20_000 }).map((levels) => ({ kind: 'deep', levels })),
          // Over the JSON limit (64 KB), some over the listener's ceiling (4 MB).
          fc.integer({ min: 65 * 1024, max: 5 * 1024 * 1024 }).map((bytes) => ({ kind: 'huge', bytes })),
        ),
        forwardedFor: spoofedForwarding,
        extraQuery: fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...hostileStrings)), { freq: 5 }),
      }),
    );

    const counts = { requests: 0, refused: 0, ok: 0, closedWithoutAnswer: 0 };
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ operation, caller, raw, params, body: validBody, hostile, mutation, extraQuery, forwardedFor }) => {
          let body: unknown = validBody;
          const values = [...params];
          if (mutation.kind === 'param' && values.length) {
            // Two times in three into a parameter of free text (a search, a name), where a hostile string gets past validation.
            const freeText = operation.params.flatMap((param, index) => (isFreeText(param.schema) ? [index] : []));
            const pool = freeText.length && mutation.index % 3 !== 0 ? freeText : operation.params.map((_, index) => index);
            values[pool[Math.floor(mutation.index / 3) % pool.length] as number] = hostile;
          }
          if (mutation.kind === 'field' && body && typeof body === 'object' && !Array.isArray(body)) {
            const keys = Object.keys(operation.body?.properties ?? body);
            if (keys.length) body = { ...body, [keys[mutation.index % keys.length] as string]: hostile };
          }
          if (mutation.kind === 'body') body = hostile;
          let path = operation.path;
          const query: string[] = [];
          operation.params.forEach((param, index) => {
            const value = values[index];
            if (param.in === 'path') path = path.replace(`{${param.name}}`, urlPart(raw, value ?? ''));
            else if (value !== null && value !== undefined) query.push(`${param.name}=${urlPart(raw, value)}`);
          });
          if (extraQuery) query.push(`${encodeURIComponent(extraQuery[0].toWellFormed())}=${urlPart(raw, extraQuery[1])}`);
          const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
          const headers: Record<string, string> = {
            accept: 'application/json',
            'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${h.nextIp()}` : h.nextIp(),
          };
          if (caller !== 'anonymous') headers.authorization = `Bearer ${(caller === 'admin' ? admin : member).token}`;
          const hasBody = operation.method !== 'GET' && (body !== undefined || mutation.kind === 'deep' || mutation.kind === 'huge');
          if (hasBody) headers['content-type'] = 'application/json';
          const text = !hasBody
            ? undefined
            : mutation.kind === 'deep'
              ? `${'['.repeat(mutation.levels)}${']'.repeat(mutation.levels)}`
              : mutation.kind === 'huge'
                ? JSON.stringify({ pad: 'x'.repeat(mutation.bytes) })
                : `${JSON.stringify(body)}${mutation.kind === 'invalidJson' ? '}{' : ''}`;

          let response: Response;
          try {
            response = await fetch(`${server.base}${url.startsWith('/') ? url : `/${url}`}`, {
              method: operation.method,
              headers,
              body: text,
            });
          } catch (error) {
            // The connection closed without an answer (a reset, a hang-up): never acceptable.
            counts.closedWithoutAnswer += 1;
            throw new Error(
              `${operation.method} ${url} as ${caller}: no answer (${(error as Error & { cause?: Error }).cause?.message ?? error})`,
            );
          }
          const type = response.headers.get('content-type') ?? '';
          // Files and streams a route answers with when the request is right; never for an error.
          const file = response.status < 400 && /^(application\/pdf|image\/png|text\/csv|text\/event-stream)/.test(type);
          if (file) await response.body?.cancel();
          const answer = file ? '' : await response.text();
          const where = `${operation.method} ${url} as ${caller} (${text?.slice(0, 200) ?? 'no body'}) → ${response.status} ${answer.slice(0, 200)}`;
          counts.requests += 1;
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          expect(response.status, where).toBeLessThan(500);
          if (!file) {
            expect(type, where).toContain('application/json');
            expect(() => JSON.parse(answer), where).not.toThrow();
          }
          const written = (await h.db.execute(sql`DELETE FROM fuzz_writes RETURNING table_name`)) as unknown as
            | { rows: { table_name: string }[] }
            | { table_name: string }[];
          const rows = Array.isArray(written) ? written : written.rows;
          if (response.status >= 400) {
            counts.refused += 1;
            expect([...new Set(rows.map((row) => row.table_name))], `${where} wrote rows`).toEqual([]);
          } else counts.ok += 1;
          // A generated request may have signed out, suspended or deleted the caller (an admin's
          // password reset of the member, a bulk deletion): carry on with someone new.
          if (caller !== 'anonymous' && (response.status === 401 || (response.status === 403 && /suspended/i.test(answer)))) {
            if (caller === 'admin') admin = await signedInAdmin(h);
            else {
              member = await signedInMember(h);
              ids[0] = member.id;
            }
            await h.db.execute(sql`DELETE FROM fuzz_writes`);
          }
        },
      ),
      { numRuns: runs, seed, endOnFailure: true },
    );
    console.info(
      `fuzz (${driver}): ${counts.requests} requests over HTTP, ${counts.refused} refused, ${counts.ok} answered 2xx/3xx, ${counts.closedWithoutAnswer} closed without an answer; by status ${JSON.stringify(statuses)}`,
    );
    // The server still answers on a fresh connection after the run (it did not, after the review's).
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  }, 900_000);
});
