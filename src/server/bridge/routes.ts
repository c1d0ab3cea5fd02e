import { Hono } from 'hono';
import * as v from 'valibot';
import { BridgeAnswerSchema } from '../../schemas/accounts';
import { BridgeBatchSchema } from '../../schemas/trading';
import { DomainError } from '../errors';
import { limitBody } from '../http/bodies';
import { type AppEnv, translate } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { hasValidSignature, receiveBatch } from './ingestion';

/**
 * POST /api/bridge/events: what the trading platform reports, signed with
 * `X-Bridge-Signature: sha256=<hex HMAC-SHA256 of the raw body with the connection's secret>`
 * (BRIDGE_SECRET for the demo platform; each real platform connection has its own). Wrong or missing signature → 401; malformed → 400; unknown account → 404. The answer is the
 * account's fresh evaluation.
 */
export const bridgeRoutes = new Hono<AppEnv>().post(
  '/events',
  documented(
    'Events reported by a trading platform',
    {
      200: answer('The evaluation after the batch', BridgeAnswerSchema),
      400: refusal('Not a batch, or an event dated outside the account’s life (nothing stored)'),
      401: refusal('Missing or wrong signature'),
      404: refusal('Unknown account'),
    },
    {
      security: [{ bridgeSignature: [] }],
      description:
        "Body `{ accountLogin, events }` with at most 1000 deals (`kind: deal`, identified by ticket and entry; optional `price`, the price it was made at) and equity snapshots (`kind: equity`, identified by time; optional `positions`, every position open at that time: `{ ticket, symbol, side, volume, openTime, openPrice, price, profit }` with `profit` its floating result, an empty list when none is open, absent when the platform does not report them); amounts in minor units. Signed with `X-Bridge-Signature: sha256=<hex HMAC-SHA256 of the raw body with BRIDGE_SECRET>`. Idempotent. Every event falls within the account's life: a batch with one dated more than 5 minutes before the account started or after now is refused whole (400, naming the event). Answers the account's fresh evaluation. Contract: docs/decisions/046-open-positions.md.",
    },
  ),
  // An unsigned request is refused before its body is read; a signed one is read up to 1 MB.
  async (c, next) => {
    if (!c.req.header('x-bridge-signature')) throw new DomainError('unauthenticated', 'error.unauthorized');
    await next();
  },
  limitBody(1024 * 1024),
  async (c) => {
    const services = c.env.services;
    const body = await c.req.text();
    // Each platform connection signs with its own secret, and reports only the accounts it holds.
    const signature = c.req.header('x-bridge-signature');
    const connection = services.platforms.list().find((platform) => hasValidSignature(platform.bridgeSecret, body, signature));
    if (!connection) throw new DomainError('unauthenticated', 'error.unauthorized');
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new DomainError('invalid', 'error.badRequest');
    }
    const parsed = v.safeParse(BridgeBatchSchema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = issue ? (v.getDotPath(issue) ?? 'body') : 'body';
      return c.json({ message: `${translate(c, 'validation.notValid', { name: path })} (${issue?.message ?? ''})` }, 400);
    }
    return c.json(await receiveBatch(services, parsed.output, connection.name));
  },
);
