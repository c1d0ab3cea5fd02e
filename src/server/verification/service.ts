import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { transition } from 'xstate';
import { type VerificationEvent, verificationMachine } from '../../../machines/verification';
import { localeOr, localizePath } from '../../i18n';
import type {
  VerificationKind,
  VerificationOutcome,
  VerificationProviderName,
  VerificationSource,
  VerificationState,
} from '../../schemas/enums';
import type { Verification } from '../../schemas/verification';
import { openFundedAccount } from '../accounts/lifecycle';
import { audit } from '../audit';
import type { Db, Transaction } from '../db';
import {
  acceptedHolderNames,
  billingProfiles,
  challenges,
  type IdentityVerification,
  identityVerifications,
  tradingAccounts,
  type User,
  users,
  verificationDeliveries,
  verificationEvents,
} from '../db/schema';
import type { Env } from '../env';
import { DomainError } from '../errors';
import { log } from '../log';
import type { Services } from '../services';
import { waitingForFunded } from './gates';
import { mailVerificationChange } from './mail';
import { demoProvider } from './providers/demo';
import { parseSumsubWebhook, sumsubProvider } from './providers/sumsub';
import { type ProviderEvent, RefusedDelivery, type VerificationProvider } from './providers/types';

/**
 * Identity verification (issue 31). The state lives in identity_verifications and moves only
 * through machines/verification.ts (`move`): an event the state does not take changes nothing,
 * so a late, out-of-order or replayed delivery can never undo a decision. Every change is kept
 * in verification_events, audited, and mailed to the member in their language.
 */
const day = 86_400_000;
/** Sumsub resends a failed delivery up to 18 hours later; anything older is stale. */
export const deliveryTolerance = 24 * 3_600_000;

const noVerification = () => new DomainError('notFound', 'error.notFound', { name: 'entity.verification' });

/** The machine with this server's expiry (VERIFICATION_EXPIRY_DAYS). */
function machineFor(env: Env) {
  return verificationMachine.provide({ delays: { expiry: env.VERIFICATION_EXPIRY_DAYS * day } });
}

const providers = new WeakMap<Env, VerificationProvider>();
/** The configured provider (one per server configuration). */
export function providerOf(env: Env): VerificationProvider {
  let provider = providers.get(env);
  if (!provider) {
    provider =
      env.VERIFICATION_PROVIDER === 'sumsub'
        ? sumsubProvider({
            apiUrl: env.SUMSUB_API_URL,
            appToken: env.SUMSUB_APP_TOKEN,
            secretKey: env.SUMSUB_SECRET_KEY,
            webhookSecret: env.SUMSUB_WEBHOOK_SECRET,
            levelIndividual: env.SUMSUB_LEVEL_INDIVIDUAL,
            levelCompany: env.SUMSUB_LEVEL_COMPANY,
          })
        : demoProvider;
    providers.set(env, provider);
  }
  return provider;
}

/** A business member verifies the company when one of their products asks for KYB; everyone else, the person. */
async function kindFor(db: Db, user: Pick<User, 'id' | 'type'>): Promise<VerificationKind> {
  if (user.type !== 'Business') return 'individual';
  const [row] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(and(eq(tradingAccounts.userId, user.id), eq(challenges.verifyBusiness, true)))
    .limit(1);
  return row ? 'company' : 'individual';
}

/** The member's verification row, locked, created (not started) when there is none. */
async function lockedRow(tx: Transaction, services: Services, user: Pick<User, 'id' | 'type'>): Promise<IdentityVerification> {
  const now = services.now();
  await tx
    .insert(identityVerifications)
    .values({
      userId: user.id,
      kind: await kindFor(tx, user),
      provider: services.env.VERIFICATION_PROVIDER,
      stateSince: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(identityVerifications).where(eq(identityVerifications.userId, user.id)).for('update');
  if (!row) throw new Error(`Verification of ${user.id} vanished`);
  return row;
}

type Change = { row: IdentityVerification; from: VerificationState };

/** Where the machine takes the stored state on `event`; null when the state does not take it (nothing would change). */
function nextOf(env: Env, row: Pick<IdentityVerification, 'state' | 'reason'>, event: VerificationEvent | { type: string }) {
  const machine = machineFor(env);
  const snapshot = machine.resolveState({ value: row.state, context: { reason: row.reason } });
  const [next] = transition(machine, snapshot, event as VerificationEvent);
  const state = next.value as VerificationState;
  const reason = next.context.reason || null;
  return state === row.state && reason === row.reason ? null : { state, reason };
}

/**
 * Sends one event through the machine from the stored state. Null when the state does not take it
 * (nothing is written); otherwise the row as changed, its history entry and the audit entry.
 */
async function move(
  tx: Transaction,
  services: Services,
  row: IdentityVerification,
  event: VerificationEvent | { type: string },
  by: { source: VerificationSource; actorId: string | null },
  also: Partial<IdentityVerification> = {},
): Promise<Change | null> {
  const next = nextOf(services.env, row, event);
  if (!next) return null;
  const { state, reason } = next;
  const now = services.now();
  const [updated] = await tx
    .update(identityVerifications)
    .set({ ...also, state, reason, stateSince: now, updatedAt: now })
    .where(eq(identityVerifications.id, row.id))
    .returning();
  if (!updated) throw new Error(`Verification ${row.id} vanished`);
  await tx.insert(verificationEvents).values({
    verificationId: row.id,
    fromState: row.state,
    toState: state,
    source: by.source,
    reason,
    actorId: by.actorId,
    at: now,
  });
  await audit(tx, {
    actorId: by.actorId,
    action: 'verification.changed',
    subjectType: 'user',
    subjectId: row.userId,
    at: now,
    details: { from: row.state, to: state, source: by.source, reason, provider: row.provider, kind: row.kind },
  });
  if (state === 'approved') await openWaitingFunded(tx, services, row.userId, by.actorId);
  return { row: updated, from: row.state };
}

/** Funded accounts that waited for the verification open now, dated now. */
async function openWaitingFunded(tx: Transaction, services: Services, userId: string, actorId: string | null): Promise<void> {
  for (const { account, challenge } of await waitingForFunded(tx, userId)) {
    await openFundedAccount(tx, services.certificates, account, challenge, services.now(), actorId);
  }
}

/** After the transaction: the member hears of each change, in their language; a failed mail never undoes it. */
async function announce(services: Services, change: Change | null): Promise<void> {
  if (!change) return;
  try {
    await mailVerificationChange(services, change.row);
  } catch (error) {
    log.error({ err: error }, `The mail for verification ${change.row.id} could not be sent`);
  }
}

/** What the member's page (and the member's page in the back office) shows. */
async function viewOf(db: Db, env: Env, user: Pick<User, 'id' | 'type'>, row: IdentityVerification | undefined, withActors: boolean) {
  const [strictest] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .innerJoin(challenges, eq(challenges.id, tradingAccounts.challengeId))
    .where(and(eq(tradingAccounts.userId, user.id), eq(challenges.verificationRequired, 'beforeFunded')))
    .limit(1);
  const waiting = await waitingForFunded(db, user.id);
  const history = row
    ? await db
        .select({ event: verificationEvents, actorFirst: users.firstName, actorLast: users.lastName })
        .from(verificationEvents)
        .leftJoin(users, eq(users.id, verificationEvents.actorId))
        .where(eq(verificationEvents.verificationId, row.id))
        .orderBy(asc(verificationEvents.at), asc(verificationEvents.seq))
    : [];
  const state: VerificationState = row?.state ?? 'notStarted';
  const expires = row && (state === 'inProgress' || state === 'resubmissionRequested');
  const view: Verification = {
    state,
    kind: row?.kind ?? (await kindFor(db, user)),
    provider: row?.provider ?? env.VERIFICATION_PROVIDER,
    reason: row?.reason ?? null,
    stateSince: row?.stateSince.toISOString() ?? null,
    expiresAt: expires ? new Date(row.stateSince.getTime() + env.VERIFICATION_EXPIRY_DAYS * day).toISOString() : null,
    verifiedName: row?.verifiedName ?? null,
    verifiedCountry: row?.verifiedCountry ?? null,
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
    required: strictest ? 'beforeFunded' : 'beforePayout',
    fundedWaiting: waiting.length,
    history: history.map(({ event, actorFirst, actorLast }) => ({
      from: event.fromState,
      to: event.toState,
      source: event.source,
      reason: event.reason,
      at: event.at.toISOString(),
      ...(withActors && { actor: actorFirst === null ? null : `${actorFirst} ${actorLast}` }),
    })),
  };
  return view;
}

async function rowOf(db: Db, userId: string): Promise<IdentityVerification | undefined> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
  return row;
}

/** The member's own verification. */
export async function memberVerification(services: Services, user: User): Promise<Verification> {
  return viewOf(services.db, services.env, user, await rowOf(services.db, user.id), false);
}

const startable: VerificationState[] = ['notStarted', 'inProgress', 'resubmissionRequested', 'expired'];

/**
 * The member opens the provider's flow: the applicant is created (once) and the member is sent to
 * the hosted flow. The provider is called outside the transaction; the state moves to "in progress".
 */
export async function startVerification(services: Services, user: User): Promise<{ url: string; provider: VerificationProviderName }> {
  const provider = providerOf(services.env);
  const current = await services.db.transaction((tx) => lockedRow(tx, services, user));
  if (!startable.includes(current.state)) throw new DomainError('conflict', 'verification.error.notStartable');
  const locale = localeOr(user.locale);
  // A provider changed in the settings starts afresh there.
  const reference = current.provider === provider.name ? current.reference : null;
  const opened = await provider.start({
    externalId: current.externalId,
    reference,
    kind: current.kind,
    email: user.email,
    locale,
    returnUrl: `${services.env.APP_URL}${localizePath('/verification', locale)}`,
  });
  const change = await services.db.transaction(async (tx) => {
    const row = await lockedRow(tx, services, user);
    if (!startable.includes(row.state)) throw new DomainError('conflict', 'verification.error.notStartable');
    const also = { reference: opened.reference, provider: provider.name };
    const moved = await move(tx, services, row, { type: 'verification.start' }, { source: 'member', actorId: user.id }, also);
    if (!moved) await tx.update(identityVerifications).set(also).where(eq(identityVerifications.id, row.id));
    return moved;
  });
  await announce(services, change);
  return { url: opened.url, provider: provider.name };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function machineEventOf(event: ProviderEvent): VerificationEvent | null {
  switch (event.kind) {
    case 'started':
      return { type: 'verification.start' };
    case 'submitted':
      return { type: 'verification.submitted' };
    case 'approved':
      return { type: 'verification.approved' };
    case 'rejected':
      return { type: 'verification.rejected', reason: event.reason ?? '' };
    case 'resubmissionRequested':
      return { type: 'verification.resubmissionRequested', reason: event.reason ?? '' };
    default:
      return null;
  }
}

/**
 * What a provider told us (a verified webhook, or the demo provider's page). Taken once per
 * delivery key; an event older than the current state (an administrator decided since) or one the
 * state does not take changes nothing. An approval reads who was verified from the provider first.
 */
export async function applyProviderEvent(
  services: Services,
  provider: VerificationProviderName,
  event: ProviderEvent,
): Promise<VerificationOutcome> {
  const machineEvent = machineEventOf(event);
  if (!machineEvent) return 'ignored';
  const [known] = uuidPattern.test(event.externalId)
    ? await services.db.select().from(identityVerifications).where(eq(identityVerifications.externalId, event.externalId))
    : [];
  if (!known || known.provider !== provider || (known.reference !== null && known.reference !== event.reference)) {
    log.warn(`A ${provider} event (${event.kind}) names no verification of ours (${event.externalId}, ${event.reference})`);
    return 'unknown';
  }
  const subject =
    event.kind === 'approved' ? (event.subject ?? (await providerOf(services.env).subject(event.reference, known.kind))) : null;
  const result: { outcome: VerificationOutcome; change: Change | null } = { outcome: 'unchanged', change: null };
  await services.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(verificationDeliveries)
      .values({ key: event.key, provider, receivedAt: services.now() })
      .onConflictDoNothing()
      .returning({ key: verificationDeliveries.key });
    if (!first) {
      result.outcome = 'replayed';
      return;
    }
    const [row] = await tx.select().from(identityVerifications).where(eq(identityVerifications.id, known.id)).for('update');
    if (!row || row.externalId !== event.externalId) return;
    if (event.at.getTime() < row.stateSince.getTime()) {
      result.outcome = 'outdated';
      return;
    }
    const also = subject ? { verifiedName: subject.name, verifiedCountry: subject.country, verifiedAt: services.now() } : {};
    result.change = await move(
      tx,
      services,
      row,
      machineEvent,
      { source: 'provider', actorId: null },
      { reference: event.reference, ...also },
    );
    if (result.change) result.outcome = 'applied';
  });
  await announce(services, result.change);
  return result.outcome;
}

/** POST /api/verification/webhooks/sumsub: verified over the raw body before anything is read. */
export async function receiveSumsubDelivery(
  services: Services,
  rawBody: string,
  headers: { digest?: string | null; alg?: string | null },
): Promise<VerificationOutcome> {
  const { env } = services;
  if (env.VERIFICATION_PROVIDER !== 'sumsub') throw new DomainError('invalid', 'verification.error.deliveryRefused');
  try {
    const event = parseSumsubWebhook(rawBody, headers, env.SUMSUB_WEBHOOK_SECRET, services.now(), deliveryTolerance);
    return await applyProviderEvent(services, 'sumsub', event);
  } catch (error) {
    if (!(error instanceof RefusedDelivery)) throw error;
    log.warn(`A Sumsub delivery was refused: ${error.why}`);
    throw new DomainError('invalid', 'verification.error.deliveryRefused');
  }
}

/** The demo provider's page speaks for the provider: only outside production, only on the member's own demo verification. */
async function demoRow(services: Services, user: User): Promise<IdentityVerification> {
  const row = await rowOf(services.db, user.id);
  if (
    services.env.NODE_ENV === 'production' ||
    services.env.VERIFICATION_PROVIDER !== 'demo' ||
    !row ||
    row.provider !== 'demo' ||
    !row.reference
  ) {
    throw noVerification();
  }
  return row;
}

export async function demoSubmit(services: Services, user: User): Promise<Verification> {
  const row = await demoRow(services, user);
  // Refused before anything is recorded: the page offers the step only when the state takes it.
  if (!nextOf(services.env, row, { type: 'verification.submitted' })) throw new DomainError('conflict', 'verification.error.notStartable');
  const outcome = await applyProviderEvent(services, 'demo', demoEvent(services, row, { kind: 'submitted' }));
  if (outcome !== 'applied') throw new DomainError('conflict', 'verification.error.notStartable');
  return memberVerification(services, user);
}

export async function demoReview(
  services: Services,
  user: User,
  review: { outcome: 'approved'; name: string; country: string } | { outcome: 'rejected' | 'resubmissionRequested'; reason: string },
): Promise<Verification> {
  const row = await demoRow(services, user);
  const reviewed =
    review.outcome === 'approved' ? { type: 'verification.approved' } : { type: `verification.${review.outcome}`, reason: review.reason };
  if (!nextOf(services.env, row, reviewed)) throw new DomainError('conflict', 'verification.error.notReviewable');
  const event =
    review.outcome === 'approved'
      ? demoEvent(services, row, { kind: 'approved', subject: { name: review.name, country: review.country } })
      : demoEvent(services, row, { kind: review.outcome, reason: review.reason });
  if ((await applyProviderEvent(services, 'demo', event)) !== 'applied')
    throw new DomainError('conflict', 'verification.error.notReviewable');
  return memberVerification(services, user);
}

function demoEvent(services: Services, row: IdentityVerification, what: Pick<ProviderEvent, 'kind' | 'reason' | 'subject'>): ProviderEvent {
  return { ...what, reference: row.reference ?? '', externalId: row.externalId, at: services.now(), key: `demo-${crypto.randomUUID()}` };
}

/** Unfinished verifications past VERIFICATION_EXPIRY_DAYS expire (a job; each in its own transaction). */
export async function expireVerifications(services: Services): Promise<number> {
  const cutoff = new Date(services.now().getTime() - services.env.VERIFICATION_EXPIRY_DAYS * day);
  const due = await services.db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(
      and(inArray(identityVerifications.state, ['inProgress', 'resubmissionRequested']), lte(identityVerifications.stateSince, cutoff)),
    );
  let expired = 0;
  for (const { id } of due) {
    const change = await services.db.transaction(async (tx) => {
      const [row] = await tx.select().from(identityVerifications).where(eq(identityVerifications.id, id)).for('update');
      if (!row || row.stateSince.getTime() > cutoff.getTime()) return null;
      // The machine's own delayed event: the expiry is the machine's transition, not a copy of it.
      return move(tx, services, row, { type: `xstate.after.expiry.verification.${row.state}` }, { source: 'system', actorId: null });
    });
    if (change) expired += 1;
    await announce(services, change);
  }
  return expired;
}

/** A member's verification as the back office reads it: history with who acted, the provider's reference, accepted holder names. */
export async function adminVerification(services: Services, userId: string) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('notFound', 'error.notFound', { name: 'entity.user' });
  const row = await rowOf(services.db, userId);
  const accepted = await services.db
    .select({ entry: acceptedHolderNames, byFirst: users.firstName, byLast: users.lastName })
    .from(acceptedHolderNames)
    .leftJoin(users, eq(users.id, acceptedHolderNames.acceptedBy))
    .where(eq(acceptedHolderNames.userId, userId))
    .orderBy(asc(acceptedHolderNames.at));
  return {
    userId,
    verification: row ? await viewOf(services.db, services.env, user, row, true) : null,
    reference: row?.reference ?? null,
    acceptedHolderNames: accepted.map(({ entry, byFirst, byLast }) => ({
      name: entry.name,
      reason: entry.reason,
      by: byFirst === null ? null : `${byFirst} ${byLast}`,
      at: entry.at.toISOString(),
    })),
  };
}

/**
 * An administrator's decision, with a reason (audited through the history and the audit log):
 * approve by hand (the verified name is the provider's if it gave one, else the member's own name
 * and billing country), reject, or ask for a new verification (a fresh start at the provider).
 */
export async function decideVerification(
  services: Services,
  adminId: string,
  userId: string,
  decision: { action: 'approve' | 'reject' | 'requestNew'; reason: string },
) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('notFound', 'error.notFound', { name: 'entity.user' });
  const change = await services.db.transaction(async (tx) => {
    const row = await lockedRow(tx, services, user);
    const by = { source: 'admin' as const, actorId: adminId };
    if (decision.action === 'approve') {
      const [billing] = await tx
        .select({ details: billingProfiles.details })
        .from(billingProfiles)
        .where(eq(billingProfiles.userId, userId));
      const also = {
        verifiedName: row.verifiedName ?? `${user.firstName} ${user.lastName}`,
        verifiedCountry: row.verifiedCountry ?? billing?.details.country ?? null,
        verifiedAt: services.now(),
      };
      return move(tx, services, row, { type: 'verification.approveManually', reason: decision.reason }, by, also);
    }
    if (decision.action === 'reject') return move(tx, services, row, { type: 'verification.rejectManually', reason: decision.reason }, by);
    // A fresh start at the provider, for whom the member's products now ask to be verified (KYB or the person).
    const fresh = {
      externalId: crypto.randomUUID(),
      kind: await kindFor(tx, user),
      reference: null,
      verifiedName: null,
      verifiedCountry: null,
      verifiedAt: null,
    };
    return move(tx, services, row, { type: 'verification.requestNew', reason: decision.reason }, by, fresh);
  });
  if (!change) throw new DomainError('conflict', 'verification.error.unchanged');
  await announce(services, change);
  return adminVerification(services, userId);
}

/** An administrator accepts a holder name that differs from the verified one, with a reason (audited). */
export async function acceptHolderName(services: Services, adminId: string, userId: string, input: { name: string; reason: string }) {
  const [user] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('notFound', 'error.notFound', { name: 'entity.user' });
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await tx
      .insert(acceptedHolderNames)
      .values({ userId, name: input.name, reason: input.reason, acceptedBy: adminId, at: now })
      .onConflictDoUpdate({
        target: [acceptedHolderNames.userId, acceptedHolderNames.name],
        set: { reason: input.reason, acceptedBy: adminId, at: now },
      });
    await audit(tx, {
      actorId: adminId,
      action: 'verification.holderNameAccepted',
      subjectType: 'user',
      subjectId: userId,
      at: now,
      details: { name: input.name, reason: input.reason },
    });
  });
  return adminVerification(services, userId);
}

/**
 * A member deleted or anonymised (decision 022): what we hold on their identity goes, in the
 * caller's transaction; the answer names what to ask the provider to forget once it commits.
 */
export async function dropIdentity(tx: Transaction, userId: string): Promise<{ provider: VerificationProviderName; reference: string }[]> {
  const rows = await tx
    .delete(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .returning({ provider: identityVerifications.provider, reference: identityVerifications.reference });
  await tx.delete(acceptedHolderNames).where(eq(acceptedHolderNames.userId, userId));
  return rows.flatMap((row) => (row.reference ? [{ provider: row.provider, reference: row.reference }] : []));
}

/** After the deletion committed: the provider is asked to forget; a failure is logged for an operator to repeat by hand. */
export async function askProvidersToForget(
  services: Services,
  subjects: { provider: VerificationProviderName; reference: string }[],
): Promise<void> {
  for (const subject of subjects) {
    try {
      if (subject.provider === 'sumsub' && services.env.VERIFICATION_PROVIDER === 'sumsub')
        await providerOf(services.env).forget(subject.reference);
    } catch (error) {
      log.error({ err: error }, `${subject.provider} could not be asked to forget applicant ${subject.reference}; ask in its dashboard`);
    }
  }
}
