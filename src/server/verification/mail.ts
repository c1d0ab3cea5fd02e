import { eq } from 'drizzle-orm';
import { localeOr, localizePath, translator } from '../../i18n';
import { type IdentityVerification, users } from '../db/schema';
import type { Services } from '../services';

/**
 * Each change of a verification's state, mailed to the member in their language: what happened,
 * the reason when there is one, and the page that says what to do next.
 */
export async function mailVerificationChange(services: Services, row: IdentityVerification): Promise<void> {
  const [user] = await services.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) return;
  const locale = localeOr(user.locale);
  const t = translator(locale);
  const lines = [t('mail.order.greeting', { name: user.firstName }), '', t(`mail.verification.body.${row.state}`)];
  if (row.reason) lines.push('', t('mail.verification.reason'), row.reason);
  lines.push('', t('mail.verification.page'), `${services.env.APP_URL}${localizePath('/verification', locale)}`);
  await services.mailer.send({ to: user.email, subject: t(`mail.verification.subject.${row.state}`), text: lines.join('\n') });
}
