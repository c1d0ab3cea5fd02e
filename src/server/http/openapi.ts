import type { Context, Hono, MiddlewareHandler } from 'hono';
import { type DescribeRouteOptions, describeRoute, generateSpecs, resolver, uniqueSymbol } from 'hono-openapi';
import * as v from 'valibot';
import { MessageSchema } from '../../schemas/http';
import type { AppEnv } from './context';

/**
 * The OpenAPI document's parts (/api/openapi.json): every answer described by the valibot schema its
 * view is typed by, every error by the one `{ message }` schema, who may call by the guards a route
 * runs, so the document is written by the code that answers.
 */

type Responses = NonNullable<DescribeRouteOptions['responses']>;

/** Each JSON answer's valibot schema, kept for the answer check below. */
const schemaOfAnswer = new WeakMap<object, v.GenericSchema>();

/** A JSON answer, described by the schema of the view that writes it. */
export const answer = (description: string, schema: v.GenericSchema) => {
  const entry = { description, content: { 'application/json': { schema: resolver(schema) } } };
  schemaOfAnswer.set(entry, schema);
  return entry;
};

/** An error (or a bare confirmation): `{ message }` in the caller's language. */
export const refusal = (description: string) => answer(description, MessageSchema);

/** A file answer (a PDF, a CSV, an image). */
export const file = (description: string, mediaType: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' as const, format: 'binary' } } },
});

/**
 * Whether each documented JSON answer is checked against its schema as it leaves (the API tests set
 * CHECK_ANSWERS=1, vitest.config.ts): an answer the document misdescribes then fails its test as a 500
 * naming the route and the first wrong field, so the contract cannot drift from the views.
 */
const checkAnswers = process.env.CHECK_ANSWERS === '1';

/** An operation's entry: what it does, its answers (400 is added wherever a request part is validated). */
export function documented(summary: string, responses: Responses, more: Omit<DescribeRouteOptions, 'summary' | 'responses'> = {}) {
  const description = describeRoute({ summary, ...more, responses });
  if (!checkAnswers) return description;
  const schemas = schemasOf(responses);
  const checked: MiddlewareHandler = async (c, next) => {
    await next();
    await checkAnswer(c, c.res, schemas);
  };
  return Object.assign(checked, { [uniqueSymbol]: (description as unknown as Record<symbol, unknown>)[uniqueSymbol] });
}

/**
 * A route's one handler, carrying its entry itself: Hono runs a route of a single handler without
 * its middleware chain, which `documented` would add (the fast path of /api/health and verify-token,
 * docs/decisions/034).
 */
export function documentedHandler<Handler extends (c: Context<AppEnv>) => Response | Promise<Response>>(
  summary: string,
  responses: Responses,
  handler: Handler,
  more: Omit<DescribeRouteOptions, 'summary' | 'responses'> = {},
): Handler {
  const entry = { [uniqueSymbol]: { spec: { summary, ...more, responses } } };
  if (!checkAnswers) return Object.assign(handler, entry);
  const schemas = schemasOf(responses);
  const checked = async (c: Context<AppEnv>) => {
    const response = await handler(c);
    await checkAnswer(c, response, schemas);
    return response;
  };
  return Object.assign(checked as Handler, entry);
}

function schemasOf(responses: Responses): Map<number, v.GenericSchema> {
  const schemas = new Map<number, v.GenericSchema>();
  for (const [status, entry] of Object.entries(responses)) {
    const schema = schemaOfAnswer.get(entry);
    if (schema) schemas.set(Number(status), schema);
  }
  return schemas;
}

async function checkAnswer(c: Context, response: Response, schemas: Map<number, v.GenericSchema>): Promise<void> {
  const schema = schemas.get(response.status);
  if (!schema || !response.headers.get('content-type')?.startsWith('application/json')) return;
  const result = v.safeParse(schema, await response.clone().json());
  if (!result.success) {
    throw new Error(
      `${c.req.method} ${c.req.routePath} answered ${response.status} off its documented schema: ${v.summarize(result.issues)}`,
    );
  }
}

/** A guard's part of every operation it guards (a scheme, its refusals); hono-openapi reads it off the middleware. */
export function guardDocumented<M extends MiddlewareHandler>(middleware: M, spec: DescribeRouteOptions): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `accessToken` of POST /api/auth/login.' },
  bridgeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Bridge-Signature',
    description: '`sha256=<hex HMAC-SHA256 of the raw body with BRIDGE_SECRET>`: the trading platform bridge.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's webhook signature over the raw body with STRIPE_WEBHOOK_SECRET.",
  },
  sumsubDigest: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Payload-Digest',
    description: "Sumsub's webhook digest: hex HMAC of the raw body with SUMSUB_WEBHOOK_SECRET (algorithm in X-Payload-Digest-Alg).",
  },
} as const;

type Operation = { security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * GET /api/openapi.json, made once. An operation no guard describes is public (`security: []`);
 * hono-openapi repeats a guard's scheme once per documented handler of the route, so each is kept once.
 */
export function openApiDocument(app: Hono<AppEnv>) {
  let made: Promise<unknown> | undefined;
  return async (c: Context) => {
    made ??= generateSpecs(
      app,
      {
        documentation: {
          info: {
            title: 'Funding Platform API',
            version: '1.0.0',
            description:
              'Money is in integer minor units of its currency, times are UTC ISO-8601. Errors are `{ message }` in the Accept-Language of the request. Lists answer `{ items, total, page, pageSize }`.',
          },
          servers: [{ url: '/', description: 'This server' }],
          components: { securitySchemes },
        },
        // A documented path ending like a file name (/api/admin/orders/export.csv) is an operation too.
        excludeStaticFile: false,
        // Copied as is, unresolved: the schema by reference (MessageSchema's `ref`, which every refusal resolves).
        defaultValidationErrorResponse: {
          description: 'The request is not valid: the message names the first wrong field',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } },
        },
      },
      c,
    ).then((document) => {
      for (const operations of Object.values((document as Document).paths)) {
        for (const operation of Object.values(operations)) {
          const unique = new Map((operation.security ?? []).map((scheme) => [JSON.stringify(scheme), scheme]));
          operation.security = [...unique.values()];
        }
      }
      return document;
    });
    return c.json(await made);
  };
}
