import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { translator } from '../../i18n';
import { type Locale, localeOr } from '../../i18n/locales';
import { dayAfter, dayStart } from '../../schemas/days';
import type { userStatuses, VerificationState } from '../../schemas/enums';
import type { UserForm, UserListQuery } from '../../schemas/users';
import { audit } from '../audit';
import { createResetLink, resetLinkMinutes, resetMail } from '../auth/resetLinks';
import { revokeSessions } from '../auth/sessions';
import { removeTwoFactor } from '../auth/twoFactor';
import { challengeNameIn, phaseNameIn } from '../challenges/names';
import type { Db, Transaction } from '../db';
import { totalOf } from '../db/count';
import { containsPattern } from '../db/like';
import {
  billingProfiles,
  challenges,
  loginEvents,
  orders,
  passwordResets,
  payoutDestinations,
  payouts,
  sessions,
  tradingAccounts,
  type User,
  users,
} from '../db/schema';
import { DomainError } from '../errors';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';
import { askProvidersToForget, dropIdentity } from '../verification/service';

/**
 * The administrator's user management (issue 10, docs/decisions/022): the Users list with its
 * aggregates, bulk status changes, deletion (anonymisation when money history exists), the
 * edit-user form and invitations. Every change is audited with its before and after.
 */

const notFound = () => new DomainError('notFound', 'error.notFound', { name: 'entity.user' });
/** How long an invitation link stays valid: a new user may not read their mail the same day. */
export const invitationDays = 7;

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

const country = sql<string | null>`${billingProfiles.details}->>'country'`;
const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
// A correlated lookup for each listed row (written out with the table's name, since drizzle leaves a
// column unqualified in a query over one table).
const paidCurrency = sql<string | null>`(select max(o.currency) from orders o where o.user_id = "users"."id" and o.status = 'paid')`;

/** The member's verification state, not started when never asked (issue 31; one index probe per listed user). */
const verificationState = sql<VerificationState>`coalesce((select v.state from identity_verifications v where v.user_id = "users"."id"), 'notStarted')`;
function verificationIs(state: VerificationState): SQL {
  return state === 'notStarted'
    ? sql`not exists (select 1 from identity_verifications v where v.user_id = ${users.id} and v.state <> 'notStarted')`
    : sql`exists (select 1 from identity_verifications v where v.user_id = ${users.id} and v.state = ${state})`;
}

/**
 * Each sort is on a column of the user's row with an index on it and the id (0008, 0010): the last
 * sign-in, the accounts and the total paid are kept there by triggers (docs/decisions/032), so no
 * sort aggregates every user's rows. Never signed in is last when newest first, first the other way.
 */
const sorts = {
  name: { column: sql`lower(${users.lastName})` },
  email: { column: sql`${users.email}` },
  created: { column: sql`${users.createdAt}` },
  accounts: { column: sql`${users.accountsCount}` },
  totalPaid: { column: sql`${users.totalPaid}` },
  // Null order spelled out, both keys, so users_last_login_idx serves either direction.
  lastLogin: { column: sql`${users.lastLoginAt}`, nulls: { desc: sql`nulls last`, asc: sql`nulls first` } },
} as const;

/**
 * One page of users: first the page's ids (sorted, offset and limited over the users alone, or
 * joined with one grouped aggregate when sorted by it), then the listed users' details and
 * aggregates, 25 correlated lookups rather than one per user passed over. Ties break on the id in
 * the sort's direction, so one index serves both directions and pages never overlap.
 */
export async function listUsers({ db }: Services, query: UserListQuery) {
  const filters: (SQL | undefined)[] = [];
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.type) filters.push(eq(users.type, query.type));
  if (query.verification) filters.push(verificationIs(query.verification));
  if (query.from) filters.push(gte(users.createdAt, dayStart(query.from)));
  if (query.to) filters.push(lt(users.createdAt, dayAfter(query.to)));
  // The country is a two-letter code: a longer search cannot be in it, and leaves the billing profiles out.
  const searchesCountry = query.q !== '' && query.q.length <= 2;
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(fullName, pattern), ilike(users.email, pattern), searchesCountry ? ilike(country, pattern) : undefined));
  }
  const where = and(...filters);
  // The billing profile holds the country: joined only when the search looks at it.
  const matches = db.select({ id: users.id }).from(users).$dynamic();
  if (searchesCountry) matches.leftJoin(billingProfiles, eq(billingProfiles.userId, users.id));
  const counted = matches.where(where);

  const descending = query.sort.startsWith('-');
  const sort: { column: SQL; nulls?: { desc: SQL; asc: SQL } } = sorts[query.sort.replace('-', '') as keyof typeof sorts];
  const direction = descending ? sql`desc` : sql`asc`;
  const nulls = sort.nulls ? (descending ? sort.nulls.desc : sort.nulls.asc) : sql``;
  const page = db.select({ id: users.id }).from(users).$dynamic();
  if (searchesCountry) page.leftJoin(billingProfiles, eq(billingProfiles.userId, users.id));
  const ids = (
    await page
      .where(where)
      .orderBy(sql`${sort.column} ${direction} ${nulls}`, sql`${users.id} ${direction} ${nulls}`)
      .limit(query.pageSize)
      .offset(offsetOf(query))
  ).map((row) => row.id);
  const total = await totalOf(db, counted, query, ids.length);
  if (ids.length === 0) return { rows: [], total };
  const details = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      status: users.status,
      type: users.type,
      createdAt: users.createdAt,
      country,
      lastLogin: users.lastLoginAt,
      accounts: users.accountsCount,
      totalPaid: users.totalPaid,
      currency: paidCurrency,
      verification: verificationState,
    })
    .from(users)
    .leftJoin(billingProfiles, eq(billingProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  const byId = new Map(details.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total };
}

// ---------------------------------------------------------------------------------------------
// Guards
// ---------------------------------------------------------------------------------------------

/**
 * An administrator cannot suspend, demote or delete themself, nor the last active administrator:
 * someone must always be able to sign in to the back office. The administrators are locked so two
 * concurrent changes cannot each leave the other's last administrator.
 */
async function guardAdmins(tx: Transaction, actorId: string, ids: string[]): Promise<void> {
  if (ids.includes(actorId)) throw new DomainError('conflict', 'users.notSelf');
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.role, 'USER'), eq(users.status, 'Active')))
    .for('update');
  const remaining = admins.filter((admin) => !ids.includes(admin.id));
  if (admins.length > 0 && remaining.length === 0) throw new DomainError('conflict', 'users.lastAdmin');
}

async function lockedUsers(tx: Transaction, ids: string[]): Promise<User[]> {
  const rows = await tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** What the audit log keeps of a user: no secret. */
const snapshot = (user: User) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  status: user.status,
  type: user.type,
  locale: user.locale,
});

// ---------------------------------------------------------------------------------------------
// Status and deletion
// ---------------------------------------------------------------------------------------------

/** Suspends or reactivates users in one transaction; a suspended user's sessions end at once. */
export async function setStatuses(
  services: Services,
  actorId: string,
  ids: string[],
  status: (typeof userStatuses)[number],
): Promise<number> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const targets = await lockedUsers(tx, ids);
    if (status === 'Suspended') await guardAdmins(tx, actorId, ids);
    for (const user of targets) {
      if (user.status === status) continue;
      await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, user.id));
      if (status === 'Suspended') await revokeSessions(tx, user.id, now);
      await audit(tx, {
        actorId,
        action: 'user.status',
        subjectType: 'user',
        subjectId: user.id,
        at: now,
        details: { before: { status: user.status }, after: { status } },
      });
    }
    return targets.length;
  });
}

/** Whether money or trading history points at the user (those tables restrict deletion). */
async function hasHistory(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      history: sql<boolean>`exists (select 1 from orders x where x.user_id = "users"."id")
        or exists (select 1 from trading_accounts x where x.user_id = "users"."id")
        or exists (select 1 from payouts x where x.user_id = "users"."id")
        or exists (select 1 from certificates x where x.user_id = "users"."id")`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.history);
}

export const anonymisedEmail = (id: string) => `deleted-${id}@invalid`;

/**
 * Deletes users. One with orders, accounts, payouts or certificates is anonymised instead: the
 * money history stays (orders and invoices keep the billing details they were issued with), the
 * person's account is gone: name "Deleted user", an address that cannot receive mail, no usable
 * password, no sessions, billing profile, login history or reset links.
 */
export async function deleteUsers(services: Services, actorId: string, ids: string[]): Promise<{ deleted: number; anonymised: number }> {
  const now = services.now();
  const forget: Awaited<ReturnType<typeof dropIdentity>> = [];
  const result = await services.db.transaction(async (tx) => {
    const targets = await lockedUsers(tx, ids);
    await guardAdmins(tx, actorId, ids);
    let deleted = 0;
    let anonymised = 0;
    for (const user of targets) {
      const before = snapshot(user);
      // What we hold on their identity goes either way; the provider is asked to forget theirs after the commit.
      forget.push(...(await dropIdentity(tx, user.id)));
      if (await hasHistory(tx, user.id)) {
        const [after] = await tx
          .update(users)
          .set({
            firstName: 'Deleted',
            lastName: 'user',
            email: anonymisedEmail(user.id),
            // Not an argon2 hash: no password verifies against it.
            passwordHash: `!deleted-${randomBytes(16).toString('hex')}`,
            role: 'USER',
            status: 'Suspended',
            updatedAt: now,
          })
          .where(eq(users.id, user.id))
          .returning();
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await tx.delete(billingProfiles).where(eq(billingProfiles.userId, user.id));
        await tx.delete(loginEvents).where(eq(loginEvents.userId, user.id));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
        await tx.delete(payoutDestinations).where(eq(payoutDestinations.userId, user.id));
        await audit(tx, {
          actorId,
          action: 'user.anonymised',
          subjectType: 'user',
          subjectId: user.id,
          at: now,
          details: { before, after: after ? snapshot(after) : null },
        });
        anonymised += 1;
      } else {
        await tx.delete(users).where(eq(users.id, user.id));
        await audit(tx, {
          actorId,
          action: 'user.deleted',
          subjectType: 'user',
          subjectId: user.id,
          at: now,
          details: { before, after: null },
        });
        deleted += 1;
      }
    }
    return { deleted, anonymised };
  });
  await askProvidersToForget(services, forget);
  return result;
}

// ---------------------------------------------------------------------------------------------
// One user: details, create, update, reset link
// ---------------------------------------------------------------------------------------------

const recent = 10;

export async function userDetail({ db }: Services, id: string, locale: Locale = 'en') {
  const [row] = await db
    .select({ user: users, billing: billingProfiles.details })
    .from(users)
    .leftJoin(billingProfiles, eq(billingProfiles.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw notFound();
  const [orderRows, accountRows, payoutRows, [lastSeen]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        currency: orders.currency,
        challengeName: challengeNameIn(locale),
      })
      .from(orders)
      .innerJoin(challenges, eq(challenges.id, orders.challengeId))
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(recent),
    db
      .select({
        id: tradingAccounts.id,
        login: tradingAccounts.login,
        phaseName: phaseNameIn(locale),
        funded: tradingAccounts.funded,
        status: tradingAccounts.status,
        initialBalance: tradingAccounts.initialBalance,
        currency: tradingAccounts.currency,
        startedAt: tradingAccounts.startedAt,
      })
      .from(tradingAccounts)
      .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
      .where(eq(tradingAccounts.userId, id))
      .orderBy(desc(tradingAccounts.createdAt), desc(tradingAccounts.id))
      .limit(recent),
    db
      .select({
        id: payouts.id,
        amount: payouts.amount,
        currency: payouts.currency,
        status: payouts.status,
        requestedAt: payouts.requestedAt,
      })
      .from(payouts)
      .where(eq(payouts.userId, id))
      .orderBy(desc(payouts.requestedAt), desc(payouts.id))
      .limit(recent),
    db
      .select({ at: sql<Date | null>`max(${loginEvents.at})` })
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, id), eq(loginEvents.success, true))),
  ]);
  return {
    user: row.user,
    billing: row.billing,
    lastLogin: lastSeen?.at ?? null,
    orders: orderRows,
    accounts: accountRows,
    payouts: payoutRows,
  };
}

async function emailFree(tx: Db, email: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), except ? ne(users.id, except) : undefined));
  if (taken) throw new DomainError('conflict', 'error.emailTaken');
}

async function saveBilling(tx: Transaction, userId: string, billing: UserForm['billing'], now: Date): Promise<void> {
  if (!billing) return;
  await tx
    .insert(billingProfiles)
    .values({ userId, details: billing, updatedAt: now })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { details: billing, updatedAt: now } });
}

/**
 * Creates a user without a password: the invitation mail carries a single-use link to set one
 * (the password-reset page), valid for `invitationDays`.
 */
export async function createUser(services: Services, actorId: string, input: UserForm, requestLocale: Locale): Promise<User> {
  const now = services.now();
  const locale = input.locale ?? requestLocale;
  const { user, link } = await services.db.transaction(async (tx) => {
    await emailFree(tx, input.email);
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        // No password until the invitation is followed: nothing verifies against this.
        passwordHash: `!invited-${randomBytes(16).toString('hex')}`,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        status: input.status,
        type: input.type,
        locale,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new DomainError('conflict', 'error.emailTaken');
    await saveBilling(tx, user.id, input.billing, now);
    const link = await createResetLink(tx, services.env, { userId: user.id, locale, minutes: invitationDays * 24 * 60, now });
    await audit(tx, {
      actorId,
      action: 'user.created',
      subjectType: 'user',
      subjectId: user.id,
      at: now,
      details: { before: null, after: { ...snapshot(user), billing: input.billing ?? null } },
    });
    return { user, link };
  });
  const t = translator(locale);
  await services.mailer.send({
    to: user.email,
    subject: t('mail.invite.subject'),
    text: [t('mail.reset.greeting', { name: user.firstName }), '', t('mail.invite.body', { days: invitationDays }), link].join('\n'),
  });
  return user;
}

export async function updateUser(services: Services, actorId: string, id: string, input: UserForm): Promise<User> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [before] = await lockedUsers(tx, [id]);
    if (!before) throw notFound();
    const demoted = before.role !== 'USER' && input.role === 'USER';
    const suspended = before.status === 'Active' && input.status === 'Suspended';
    if (demoted || suspended) await guardAdmins(tx, actorId, [id]);
    await emailFree(tx, input.email, id);
    const [beforeBilling] = await tx
      .select({ details: billingProfiles.details })
      .from(billingProfiles)
      .where(eq(billingProfiles.userId, id));
    const [after] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: input.role,
        status: input.status,
        type: input.type,
        ...(input.locale && { locale: input.locale }),
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw notFound();
    await saveBilling(tx, id, input.billing, now);
    if (suspended) await revokeSessions(tx, id, now);
    await audit(tx, {
      actorId,
      action: 'user.updated',
      subjectType: 'user',
      subjectId: id,
      at: now,
      details: {
        before: { ...snapshot(before), billing: beforeBilling?.details ?? null },
        after: { ...snapshot(after), billing: input.billing ?? beforeBilling?.details ?? null },
      },
    });
    return after;
  });
}

/** Sends the user a password reset link (as "forgot password" would); an anonymised user has no address to send to. */
export async function sendResetLink(services: Services, actorId: string, id: string): Promise<void> {
  const now = services.now();
  const [user] = await services.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  if (user.email === anonymisedEmail(user.id)) throw new DomainError('conflict', 'users.noAddress');
  const locale = localeOr(user.locale);
  const link = await services.db.transaction(async (tx) => {
    const link = await createResetLink(tx, services.env, { userId: id, locale, minutes: resetLinkMinutes, now });
    await audit(tx, { actorId, action: 'user.resetLinkSent', subjectType: 'user', subjectId: id, at: now });
    return link;
  });
  await services.mailer.send(resetMail(user, locale, link));
}

/**
 * Turns off a member's two-step sign-in for one who lost both the authenticator and the recovery
 * codes, once support has confirmed who they are (decision 037): audited with the reason, and the
 * member is told by mail. Only members: an administrator's second factor guards the admin area, so
 * turning it off is left to an operator with database access (docs/operations.md).
 */
export async function resetTwoFactor(services: Services, actorId: string, id: string, reason: string): Promise<User> {
  const now = services.now();
  const user = await services.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound();
    if (user.role !== 'USER') throw new DomainError('conflict', 'users.twoFactorReset.membersOnly');
    if (user.twoFactorAt === null) throw new DomainError('conflict', 'error.twoFactorAlreadyOff');
    await removeTwoFactor(tx, id, now);
    await audit(tx, {
      actorId,
      action: 'user.twoFactorReset',
      subjectType: 'user',
      subjectId: id,
      at: now,
      details: { before: { twoFactor: true }, after: { twoFactor: false }, reason },
    });
    return { ...user, twoFactorAt: null, updatedAt: now };
  });
  const t = translator(localeOr(user.locale));
  await services.mailer.send({
    to: user.email,
    subject: t('mail.twoFactorReset.subject'),
    text: [t('mail.reset.greeting', { name: user.firstName }), '', t('mail.twoFactorReset.body')].join('\n'),
  });
  return user;
}
