import { atom } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { verificationDecisions } from '../../../schemas/enums';
import type { UserForm } from '../../../schemas/users';

/** What the admin's Users and edit-user screens fetch and send (/api/users). */
const users = rpc.api.users;

export type UserList = Answer<typeof users.$get>;
export type UserRow = UserList['items'][number];
export type UserDetail = Answer<(typeof users)[':id']['$get']>;

export const userList = defineList({
  key: 'users',
  endpoint: (query) => call(users.$get({ query })),
  defaults: { page: '1', pageSize: '25', sort: '-created', status: '', type: '', verification: '', from: '', to: '', q: '' },
  /** `from`/`to`: the sign-up day (UTC), both ends inclusive, as the dashboard's sign-ups tile links here. */
  filters: ['status', 'type', 'verification', 'from', 'to', 'q'],
});

/** Pickers' search (give a challenge, issue a certificate) once typing pauses: the first active users by name. */
export const $memberSearch = atom('');
export const $memberMatches = createQuery<UserList>([keyOf('users', 'matches?q='), $memberSearch], {
  fetcher: (_, q) => call(users.$get({ query: { q: String(q), status: 'Active', sort: 'name', pageSize: '8' } })),
});

/** The user the edit screen shows; null: a new user, nothing fetched. */
export const $userId = atom<string | null>(null);
export const $user = createQuery<UserDetail>([keyOf('user'), $userId], {
  fetcher: (_, id) => call(users[':id'].$get({ param: { id: String(id) } })),
});

export type VerificationDecision = (typeof verificationDecisions)[number];

/** The user's identity verification (issue 31), beside the user on the edit screen; null while no user is shown. */
export type UserVerification = Answer<(typeof users)[':id']['verification']['$get']>;
export const $userVerification = createQuery<UserVerification>([keyOf('admin.userVerification'), $userId], {
  fetcher: (_, id) => call(users[':id'].verification.$get({ param: { id: String(id) } })),
});

export const actions = {
  setStatus: (ids: string[], status: 'Active' | 'Suspended') => call(users.status.$patch({ json: { ids, status } })),
  remove: (ids: string[]) =>
    ids.length === 1 ? call(users[':id'].$delete({ param: { id: ids[0] as string } })) : call(users.delete.$post({ json: { ids } })),
  create: (form: UserForm) => call(users.$post({ json: form })),
  update: (id: string, form: UserForm) => call(users[':id'].$put({ param: { id }, json: form })),
  sendReset: (id: string) => call(users[':id']['password-reset'].$post({ param: { id } })),
  resetTwoFactor: (id: string, reason: string) => call(users[':id']['two-factor'].reset.$post({ param: { id }, json: { reason } })),
  decideVerification: (id: string, decision: { action: VerificationDecision; reason: string }) =>
    call(users[':id'].verification.decision.$post({ param: { id }, json: decision })),
  acceptHolderName: (id: string, holder: { name: string; reason: string }) =>
    call(users[':id'].verification['holder-names'].$post({ param: { id }, json: holder })),
};
