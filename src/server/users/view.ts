import type { PublicUser, UserDetail, UserRow } from '../../schemas/users';
import type { User } from '../db/schema';

/** The user as the API returns it: never a secret. */
export function publicUser(user: User): PublicUser {
  const { passwordHash: _secret, createdAt, updatedAt: _updated, twoFactorAt, ...rest } = user;
  return { ...rest, createdAt: createdAt.toISOString(), twoFactorAt: twoFactorAt?.toISOString() ?? null };
}

type ListRow = Awaited<ReturnType<typeof import('./admin').listUsers>>['rows'][number];
type Detail = Awaited<ReturnType<typeof import('./admin').userDetail>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A row of the admin's Users list. */
export function userRow(row: ListRow): UserRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastLogin: iso(row.lastLogin),
    accounts: Number(row.accounts),
    totalPaid: Number(row.totalPaid),
  };
}

/** One user for the edit-user screen: details, billing details and short lists of their history. */
export function userDetailView(detail: Detail): UserDetail {
  return {
    user: publicUser(detail.user),
    billing: detail.billing,
    lastLogin: iso(detail.lastLogin),
    orders: detail.orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    accounts: detail.accounts.map((account) => ({ ...account, startedAt: account.startedAt.toISOString() })),
    payouts: detail.payouts.map((payout) => ({ ...payout, requestedAt: payout.requestedAt.toISOString() })),
  };
}
