import { revalidateKeys } from './query';

/**
 * The one registry of cache keys. A key is its resource's name and '|', then what picks the answer
 * (an id, a list's query), so a change refreshes a resource by name, never through a hand-written
 * predicate over free strings.
 */
const resources = [
  // The member's screens.
  'accounts',
  'account',
  'equity',
  'statistics',
  'trades',
  'positions',
  'afterClose',
  'breach',
  'daily',
  'orders',
  'order',
  'billingDetails',
  'certificates',
  'payouts',
  'verification',
  'news',
  'support',
  'profile.sessions',
  'profile.logins',
  'profile.twoFactor',
  'catalogue',
  'orderOptions',
  'quote',
  'checkoutAccounts',
  // The administrator's screens.
  'admin.orders',
  'admin.challenges',
  'admin.challenge',
  'admin.discountCodes',
  'admin.dashboard',
  'admin.news',
  'admin.payouts',
  'admin.certificates',
  'admin.memberAccounts',
  'admin.audit',
  'admin.auditActions',
  'admin.userAccounts',
  'admin.platform',
  'admin.platformCommands',
  'admin.risk',
  'admin.riskFlag',
  'users',
  'user',
  'admin.userVerification',
] as const;
export type Resource = (typeof resources)[number];

/** The first part of every key of `resource`: `createQuery([keyOf('users'), $query], …)`. */
export const keyOf = (resource: Resource, ...parts: string[]) => `${resource}|${parts.join('')}`;

/** Everything shown from an account's own answers, whose keys go on with the account id. */
export const accountResources = [
  'account',
  'equity',
  'statistics',
  'trades',
  'positions',
  'afterClose',
  'breach',
  'daily',
  'admin.platform',
] as const;

/** Fetches again every cached answer of these resources that is on screen; with `id`, only that id's. */
export function refresh(which: Resource | readonly Resource[], id = ''): void {
  const prefixes = (typeof which === 'string' ? [which] : which).map((resource) => keyOf(resource, id));
  revalidateKeys((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}
