import { eq } from 'drizzle-orm';
import { localeOr, localizePath, translator } from '../../i18n';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { breachWords } from '../../ui/breachWords';
import { tradingAccounts, users } from '../db/schema';
import { log } from '../log';
import type { Services } from '../services';
import { breachReceipt } from './breach';

/**
 * The member hears that an account failed, with its breach receipt in the words the account
 * overview uses (src/ui/breachWords.ts): the rule, the moment, equity against the floor, the balance,
 * how the floor was computed, what tipped it over and what was open. Sent after the failure is
 * committed: a mail that cannot be sent is logged and never undoes it.
 */
export async function mailBreach(services: Services, accountId: string): Promise<void> {
  try {
    await sendBreach(services, accountId);
  } catch (error) {
    log.error({ err: error }, `The breach mail of account ${accountId} could not be sent`);
  }
}

async function sendBreach(services: Services, accountId: string): Promise<void> {
  const [row] = await services.db
    .select({ account: tradingAccounts, user: users })
    .from(tradingAccounts)
    .innerJoin(users, eq(users.id, tradingAccounts.userId))
    .where(eq(tradingAccounts.id, accountId));
  if (row?.account.status !== 'failed') return;
  const { account, user } = row;
  const receipt = await breachReceipt(services, account);
  const locale = localeOr(user.locale);
  const t = translator(locale);
  const money = (minor: number, signed = false) => formatMoney(minor, account.currency, locale, { signed });
  const words = breachWords(receipt, account.rules, t, locale);
  const lines = [
    t('mail.order.greeting', { name: user.firstName }),
    '',
    t('mail.breach.body', { login: account.login }),
    '',
    words.rule,
    `${t('overview.breach.at')}: ${formatDate(receipt.at, locale, 'dateTime', { withZone: true })}`,
    `${t('overview.equity')}: ${words.equityVsFloor}`,
    `${t('overview.balance')}: ${money(account.balance)}`,
  ];
  if (words.formula) lines.push(`${t('overview.breach.formula')}: ${words.formula}`);
  if (receipt.reason) lines.push(`${t('overview.breach.reason')}: ${receipt.reason}`);
  lines.push(words.trigger, '', receipt.positions.items.length > 0 ? t('positions.titleAtClose') : t('positions.emptyAtClose'));
  for (const p of receipt.positions.items) {
    const floating = p.profit === null ? t('positions.unpriced') : money(p.profit, true);
    lines.push(`- ${p.symbol} #${p.ticket} · ${t(`tradingOverview.side.${p.side}`)} ${formatNumber(p.volume, locale, 2)} · ${floating}`);
  }
  lines.push('', t('mail.breach.link'), `${services.env.APP_URL}${localizePath('/accounts/account-overview', locale)}`);
  await services.mailer.send({ to: user.email, subject: t('mail.breach.subject', { login: account.login }), text: lines.join('\n') });
}
