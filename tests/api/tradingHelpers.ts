/**
 * Helpers for the trading-core API tests: administrators and signed-in members, orders that
 * open accounts and signed bridge posts (the events themselves come from tests/builders).
 * Everything goes through the HTTP API except reading rows back to check what was stored.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { AccountEvent } from '../../src/domain/rules';
import type { paymentProviders } from '../../src/schemas/enums';
import { hashPassword } from '../../src/server/auth/passwords';
import { signBody } from '../../src/server/bridge/ingestion';
import { seedCatalogue } from '../../src/server/challenges/catalogue';
import { auditLog, type Challenge, challenges, type TradingAccount, tradingAccounts, users } from '../../src/server/db/schema';
import { demoUsers } from '../../src/server/demoUsers';
import { upsertAdmin } from '../../src/server/runtime';
import { billing } from '../builders/orders';
import { BRIDGE_SECRET, type Harness, uniqueEmail } from './harness';

export const forbidden = { message: 'You do not have access to this.' };
export const unauthorized = { message: 'Please log in to continue.' };

export interface Person {
  email: string;
  password: string;
  id: string;
  token: string;
}

/** An administrator made the way the server makes one (upsertAdmin), signed in. */
export async function signedInAdmin(h: Harness): Promise<Person> {
  const email = uniqueEmail('admin');
  const password = 'Admin#Pass1';
  await upsertAdmin(h.services, { email, password, firstName: 'Adam', lastName: 'Keller' });
  const user = await h.userByEmail(email);
  return { email, password, id: user!.id, token: await h.token(email, password) };
}

/** The catalogue seeded and an administrator signed in before the file's tests: the person is filled in by the beforeAll this registers. */
export function useSignedInAdmin(h: Harness): Person {
  const boss = {} as Person;
  beforeAll(async () => {
    await seedCatalogue(h.services.db);
    Object.assign(boss, await signedInAdmin(h));
  });
  return boss;
}

/** The demo users, inserted the way the runtime seeds them. */
export async function insertDemoUsers(h: Harness) {
  for (const demo of demoUsers) {
    const { password, ...rest } = demo;
    await h.db
      .insert(users)
      .values({ ...rest, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
}

/** Every item of a payout's eligibility checklist, in the order it is shown. */
export const eligibilityCodes = [
  'funded',
  'profit',
  'interval',
  'flat',
  'noBreach',
  'noOpenRequest',
  'newsWindows',
  'riskReview',
  'identity',
];

/** A registered member (Maria Novak), signed in. */
export async function signedInMember(h: Harness): Promise<Person> {
  const { email, password, user } = await h.member();
  return { email, password, id: user.id, token: await h.token(email, password) };
}

/** A fresh session for someone already registered (after the clock moved on by more than a session's life). */
export async function refresh(h: Harness, person: Person): Promise<Person> {
  return { ...person, token: await h.token(person.email, person.password) };
}

export async function challengeBySlug(h: Harness, slug: string): Promise<Challenge> {
  // The current version: replaced versions keep their slug.
  const [challenge] = await h.db
    .select()
    .from(challenges)
    .where(and(eq(challenges.slug, slug), isNull(challenges.replacedAt)));
  if (!challenge) throw new Error(`No challenge ${slug}`);
  return challenge;
}

/** POST /api/orders; checks the 201. */
/** An order as the configurator sends it (terms accepted), with `extra` fields overriding. */
export async function placeOrder(
  h: Harness,
  token: string,
  slug: string,
  provider: (typeof paymentProviders)[number],
  extra: Record<string, unknown> = {},
) {
  const challenge = await challengeBySlug(h, slug);
  const response = await h.authed(token, '/api/orders', {
    body: { challengeId: challenge.id, billing, provider, acceptTerms: true, ...extra },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as {
    order: {
      id: string;
      number: string;
      status: string;
      challengeId: string;
      discount: number;
      total: number;
      invoiceId: string | null;
      creditNoteId: string | null;
    };
    instructions: Record<string, unknown>;
  };
}

/** A demo order (paid at once) and the phase 1 account it opened. */
export async function demoAccount(h: Harness, token: string, slug = 'two-step-10k'): Promise<TradingAccount> {
  const { order } = await placeOrder(h, token, slug, 'demo');
  const [account] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
  if (!account) throw new Error('The demo order opened no account');
  return account;
}

export async function accountRow(h: Harness, id: string): Promise<TradingAccount> {
  const [account] = await h.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, id));
  if (!account) throw new Error(`No account ${id}`);
  return account;
}

/** The account opened after `id` (next phase, funded stage or reset). */
export async function successorOf(h: Harness, id: string): Promise<TradingAccount | undefined> {
  const rows = await h.db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.previousAccountId, id))
    .orderBy(asc(tradingAccounts.createdAt));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

export async function auditRows(h: Harness, subjectType: string, subjectId: string) {
  return h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.createdAt));
}

/** POST /api/bridge/events with a raw body, signed with `secret` unless a signature is given (or null: none). */
export function postRaw(h: Harness, body: string, signature: string | null = signBody(BRIDGE_SECRET, body)) {
  return h.request('/api/bridge/events', {
    method: 'POST',
    rawBody: body,
    headers: signature === null ? {} : { 'X-Bridge-Signature': signature },
  });
}

/**
 * A signed batch for `login`. A platform reports what has happened: a clock behind the batch's last
 * event is moved on to it (the bridge refuses events more than five minutes ahead of now).
 */
export function postEvents(h: Harness, login: string, events: AccountEvent[]) {
  const latest = Math.max(...events.map((event) => Date.parse(event.time)));
  if (latest > h.clock.millis()) h.clock.set(latest);
  return postRaw(h, JSON.stringify({ accountLogin: login, events }));
}

/** A signed batch that must be accepted (200). */
export async function ingest(h: Harness, login: string, events: AccountEvent[]) {
  const response = await postEvents(h, login, events);
  expect(response.status, response.text).toBe(200);
  return response.body as { accountLogin: string; accepted: number; evaluation: any };
}

/**
 * The member's identity verified through the demo provider (start, documents, approval), as the
 * name on the document says (a registered member is Maria Novak): payouts need it (issue 31).
 */
export async function verifiedIdentity(h: Harness, person: Person, name = 'Maria Novak', country = 'CZ'): Promise<void> {
  const started = await h.authed(person.token, '/api/verification/start', { method: 'POST' });
  expect(started.status, started.text).toBe(200);
  const submitted = await h.authed(person.token, '/api/verification/demo/submit', { method: 'POST' });
  expect(submitted.status, submitted.text).toBe(200);
  const approved = await h.authed(person.token, '/api/verification/demo/review', { body: { outcome: 'approved', name, country } });
  expect(approved.status, approved.text).toBe(200);
  expect(approved.body).toMatchObject({ state: 'approved', verifiedName: name });
}
