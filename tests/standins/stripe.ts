/**
 * A local stand-in for the part of Stripe's API the server calls (POST /v1/checkout/sessions), so
 * card payments are tested with the official library and no network. It answers the way Stripe
 * does (a Checkout Session object, Stripe's error shape, the same answer for a repeated
 * Idempotency-Key, 401 for a wrong secret key) and records every request so tests can check what
 * the server sent. Webhook events to feed back are built by `event()`; signing them is the test's
 * job, with the library's own helper.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body decoded into nested objects and arrays (`line_items[0][quantity]=1` → `{line_items: [{quantity: '1'}]}`). */
  form: Record<string, unknown>;
}

/** The fields of a Checkout Session the server reads or sends (Stripe's names and types). */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Decodes a form body the way Stripe reads the library's bracket notation. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    const last = path.pop() as string;
    for (const segment of path) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node[last] = value;
  }
  // Objects keyed 0, 1, 2 ... are arrays on Stripe's side.
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrays(v)] as const);
    const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({ error: { type, message, ...extra } });

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, CheckoutSession>();
  /** When set, session creation answers this status with Stripe's error body (as during an outage). */
  failWith: number | null = null;
  private readonly idempotent = new Map<string, { form: string; status: number; body: unknown }>();
  private server: Server | undefined;
  url = '';

  constructor(readonly secretKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error) => {
        response.writeHead(500).end(JSON.stringify(stripeError('api_error', String(error))));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Requests to create a Checkout Session, oldest first. */
  get sessionRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  }

  /** The session as Stripe holds it once the member paid on the hosted page. */
  paid(sessionId: string, overrides: Partial<CheckoutSession> = {}): CheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in opened no session ${sessionId}`);
    const paid: CheckoutSession = { ...session, status: 'complete', payment_status: 'paid', payment_intent: id('pi'), url: null };
    // As on Stripe, the session stays complete: it can no longer be expired. Overrides only shape the event.
    this.sessions.set(sessionId, paid);
    return { ...paid, ...overrides };
  }

  /** The session after its 24 hours ran out unpaid. */
  expired(sessionId: string): CheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in opened no session ${sessionId}`);
    return { ...session, status: 'expired', url: null };
  }

  /** A webhook event as Stripe delivers it (the body to sign and post). */
  event(type: string, object: object, at = new Date()) {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(at.getTime() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', this.url).pathname;
    const form = decodeForm(raw);
    this.requests.push({ method: request.method ?? 'GET', path, headers: request.headers, form });

    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req'), ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return answer(401, stripeError('invalid_request_error', 'Invalid API Key provided'));
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = this.sessions.get(sessionPath[1] ?? '');
      if (!session) return answer(404, stripeError('invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`));
      if (request.method === 'GET' && !sessionPath[2]) return answer(200, session);
      if (request.method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') {
          return answer(400, stripeError('invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.'));
        }
        const expired: CheckoutSession = { ...session, status: 'expired', url: null };
        this.sessions.set(session.id, expired);
        return answer(200, expired);
      }
    }
    if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
      return answer(404, stripeError('invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`));
    }
    const key = request.headers['idempotency-key'];
    const previous = typeof key === 'string' ? this.idempotent.get(key) : undefined;
    if (previous) {
      if (previous.form !== raw) {
        return answer(
          400,
          stripeError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      }
      return answer(previous.status, previous.body, { 'Idempotent-Replayed': 'true' });
    }
    if (this.failWith !== null) {
      // Stripe does not store the result of a 500 under the key, so a retry runs again.
      return answer(this.failWith, stripeError('api_error', 'An unknown error occurred'));
    }
    const session = this.open(form);
    if (typeof key === 'string') this.idempotent.set(key, { form: raw, status: 200, body: session });
    return answer(200, session);
  }

  private open(form: Record<string, unknown>): CheckoutSession {
    const items = (form.line_items ?? []) as { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }[];
    const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const sessionId = id('cs_test');
    const created = Math.floor(Date.now() / 1000);
    const session: CheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: (form.cancel_url as string | undefined) ?? null,
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      created,
      currency: items[0]?.price_data?.currency ?? 'usd',
      customer_email: (form.customer_email as string | undefined) ?? null,
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      mode: (form.mode as string | undefined) ?? 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: (form.success_url as string | undefined) ?? null,
      url: `${this.url}/c/pay/${sessionId}`,
    };
    this.sessions.set(sessionId, session);
    return session;
  }
}

/** Starts a stand-in that accepts this secret key. */
export function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  return new StripeStandIn(secretKey).start();
}
