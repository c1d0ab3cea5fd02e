import { keyOf, refresh } from '../../../api/keys';
import { defineList } from '../../../api/list';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { Locale } from '../../../i18n';

/** What the profile page fetches: the caller's live sessions and a page of sign-in attempts (its state in the URL). */
const profile = rpc.api.profile;

export type SessionList = Answer<typeof profile.sessions.$get>;
export type SessionView = SessionList['items'][number];
export type LoginPage = Answer<typeof profile.logins.$get>;
export type LoginView = LoginPage['items'][number];

export const $sessions = createQuery<SessionList>([keyOf('profile.sessions')], {
  fetcher: () => call(profile.sessions.$get()),
});

export const loginList = defineList({
  key: 'profile.logins',
  endpoint: (query) => call(profile.logins.$get({ query })),
  // No column sorts: the attempts come newest first.
  defaults: { page: '1', pageSize: '10', sort: '' },
  filters: [],
});

/** One of the caller's sessions signed out, or all but this one; answers the server's message. */
export async function signOutSession(id: string | 'others'): Promise<string> {
  const answer =
    id === 'others'
      ? await call(profile.sessions['revoke-others'].$post())
      : await call(profile.sessions[':id'].$delete({ param: { id } }));
  refresh('profile.sessions');
  return answer.message;
}

/** New names: answers the saved user (for the header) and the server's message. */
export function saveNames(names: { firstName: string; lastName: string }) {
  return call(profile.$put({ json: names }));
}

/** The password change; the other sessions end, so the list is fetched again. */
export async function changePassword(passwords: { currentPassword: string; password: string }) {
  const answer = await call(rpc.api.user.password.$put({ json: passwords }));
  refresh('profile.sessions');
  return answer;
}

/** The account's language (its mail and invoices); the page then moves to that language. */
export async function saveLanguage(locale: Locale): Promise<void> {
  await call(profile.locale.$put({ json: { locale } }));
}

/** Two-step sign-in (issue 12): its state, set-up, the first code, new recovery codes, turning it off. */
const twoFactor = profile['two-factor'];
export type TwoFactorStatus = Answer<typeof twoFactor.$get>;

export const $twoFactor = createQuery<TwoFactorStatus>([keyOf('profile.twoFactor')], {
  fetcher: () => call(twoFactor.$get()),
});

export function startTwoFactorSetup() {
  return call(twoFactor.setup.$post());
}

export async function enableTwoFactor(code: string) {
  const answer = await call(twoFactor.enable.$post({ json: { code } }));
  refresh('profile.twoFactor');
  return answer;
}

export async function renewRecoveryCodes(code: string) {
  const answer = await call(twoFactor['recovery-codes'].$post({ json: { code } }));
  refresh('profile.twoFactor');
  return answer;
}

export async function disableTwoFactor(input: { currentPassword: string; code: string }) {
  const answer = await call(twoFactor.disable.$post({ json: input }));
  refresh('profile.twoFactor');
  return answer;
}
