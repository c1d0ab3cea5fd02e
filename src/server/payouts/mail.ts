import { eq } from 'drizzle-orm';
import { localeOr, localizePath, translator } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import type { PayoutDestination } from '../../schemas/payouts';
import { users } from '../db/schema';
import { log } from '../log';
import type { Services } from '../services';
import type { PayoutRow } from './service';

/** The last characters of an account number or address: enough to recognise it, not to copy it from a mail. */
export function destinationSummary(destination: PayoutDestination): string {
  if (destination.method === 'bankTransfer') return `IBAN …${destination.iban.slice(-4)}`;
  return `${destination.currency} (${destination.network}) …${destination.address.slice(-5)}`;
}

/**
 * The member hears of each step an administrator takes on their payout, in their language:
 * approved, rejected with the reason, or paid with the reference and the certificate's public
 * page. The change is committed when this runs, so a failure is logged and never undoes it.
 */
export async function mailPayoutStep(services: Services, row: PayoutRow): Promise<void> {
  try {
    await sendPayoutStep(services, row);
  } catch (error) {
    log.error({ err: error }, `The mail for payout ${row.payout.id} could not be sent`);
  }
}

async function sendPayoutStep(services: Services, { payout, login, certificateCode }: PayoutRow): Promise<void> {
  const step = payout.status;
  if (step !== 'approved' && step !== 'rejected' && step !== 'paid') return;
  const [user] = await services.db.select().from(users).where(eq(users.id, payout.userId));
  if (!user) throw new Error(`Payout ${payout.id} has no member`);
  const locale = localeOr(user.locale);
  const t = translator(locale);
  const url = (path: string) => `${services.env.APP_URL}${localizePath(path, locale)}`;
  const values = {
    amount: formatMoney(payout.amount, payout.currency, locale),
    login,
    destination: destinationSummary(payout.destination),
    reference: payout.paymentReference ?? '',
  };
  const lines = [t('mail.order.greeting', { name: user.firstName }), '', t(`mail.payout.body.${step}`, values)];
  if (step === 'rejected' && payout.rejectionReason) lines.push('', payout.rejectionReason);
  if (step === 'paid' && certificateCode) lines.push('', t('mail.payout.certificate'), url(`/certificates/verify/${certificateCode}`));
  lines.push('', t('mail.payout.history'), url('/payout'));
  await services.mailer.send({ to: user.email, subject: t(`mail.payout.subject.${step}`, values), text: lines.join('\n') });
}
