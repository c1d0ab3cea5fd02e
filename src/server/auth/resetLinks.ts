import { localizePath, translator } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import type { Db } from '../db';
import { passwordResets } from '../db/schema';
import type { Env } from '../env';
import { randomToken } from './tokens';

/** How long a forgotten-password link stays valid. */
export const resetLinkMinutes = 30;

/**
 * A single-use link to the reset-password page (only the token's hash is stored): the forgotten
 * password mail and the invitation of a user an administrator created both send one; the page's
 * POST /api/auth/reset spends it.
 */
export async function createResetLink(
  db: Db,
  env: Pick<Env, 'APP_URL'>,
  { userId, locale, minutes, now }: { userId: string; locale: Locale; minutes: number; now: Date },
): Promise<string> {
  const { token, hash } = randomToken();
  await db.insert(passwordResets).values({ userId, tokenHash: hash, expiresAt: new Date(now.getTime() + minutes * 60_000) });
  return `${env.APP_URL}${localizePath('/auth/reset-password', locale)}?token=${token}`;
}

/** The forgotten-password mail in the user's language: the link and how long it lasts. */
export function resetMail(user: { email: string; firstName: string }, locale: Locale, link: string) {
  const t = translator(locale);
  return {
    to: user.email,
    subject: t('mail.reset.subject'),
    text: [
      t('mail.reset.greeting', { name: user.firstName }),
      '',
      t('mail.reset.body', { minutes: resetLinkMinutes }),
      link,
      '',
      t('mail.reset.ignore'),
    ].join('\n'),
  };
}
