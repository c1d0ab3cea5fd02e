import { and, asc, eq } from 'drizzle-orm';
import { localeOr, localizePath, translator } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { localName } from '../../i18n/names';
import { challenges, invoices, type Order, tradingAccounts, users } from '../db/schema';
import { log } from '../log';
import type { Services } from '../services';
import { renderInvoicePdf } from './pdf';

/**
 * The mail a member gets once an order is paid, in their language: the order (number, challenge,
 * total), the invoice PDF attached, and the new trading account's sign-in details as the account
 * overview shows them (platform, server, login), and where the trading password is: it is shown on
 * the overview, never sent by mail.
 * A challenge an administrator gave (a granted order) gets the same mail, saying why it was given.
 *
 * The payment is already committed when this runs, so a failure here is logged and never
 * undoes or fails it.
 */
export async function mailOrderPaid(services: Services, order: Order): Promise<void> {
  try {
    await sendOrderPaidMail(services, order);
  } catch (error) {
    log.error({ err: error }, `The paid mail for order ${order.number} could not be sent`);
  }
}

async function sendOrderPaidMail(services: Services, order: Order): Promise<void> {
  const { db, env } = services;
  const [user] = await db.select().from(users).where(eq(users.id, order.userId));
  const [challenge] = await db
    .select({ name: challenges.name, names: challenges.names, phases: challenges.phases, platform: challenges.platform })
    .from(challenges)
    .where(eq(challenges.id, order.challengeId));
  if (!user || !challenge) throw new Error(`Order ${order.number} has no member or challenge`);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  const accounts = await db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.orderId, order.id))
    .orderBy(asc(tradingAccounts.createdAt));

  const locale = localeOr(user.locale);
  const t = translator(locale);
  const demo = order.provider === 'demo';
  // A granted order was given, not bought: it says why, and has no total or invoice.
  const grantReason = order.provider === 'grant' ? order.grantReason : null;
  // The product and its phases as the member reads them (docs/decisions/045).
  const challengeName = localName(challenge.name, challenge.names, locale);
  const phaseName = (account: { phase: number; phaseName: string; funded: boolean }) => {
    if (account.funded) return t('account.stage.funded');
    const phase = challenge.phases[account.phase - 1];
    return phase?.name === account.phaseName ? localName(phase.name, phase.names, locale) : account.phaseName;
  };
  const lines = [
    t('mail.order.greeting', { name: user.firstName }),
    '',
    grantReason ? t('mail.grant.body', { reason: t(`grant.reason.${grantReason}`) }) : t('mail.order.body'),
    ...(demo ? [t('mail.order.demo')] : []),
    '',
    t('mail.order.number', { number: order.number }),
    t('mail.order.challenge', { challenge: challengeName }),
    ...(grantReason ? [] : [t('mail.order.total', { total: formatMoney(order.total, order.currency, locale) })]),
  ];
  // The account may still be on its way to the platform: the connection that opens it names the server.
  const server = services.platforms.forLabel(challenge.platform)?.server;
  for (const account of accounts) {
    lines.push(
      '',
      `${t('overview.credentials')} (${phaseName(account)})`,
      `${t('overview.credentials.platform')}: ${account.platform}`,
      ...((account.server ?? server) ? [`${t('overview.credentials.server')}: ${account.server ?? server}`] : []),
      `${t('overview.credentials.login')}: ${account.login}`,
      t('mail.order.password'),
    );
  }
  if (invoice) lines.push('', t('mail.order.invoice', { number: invoice.number }));
  lines.push('', t('mail.order.accounts'), `${env.APP_URL}${localizePath('/accounts', locale)}`);

  const attachments = invoice
    ? [
        {
          filename: `${invoice.number}.pdf`,
          content: await renderInvoicePdf({ invoice, locale, demo, refersTo: null }),
          contentType: 'application/pdf',
        },
      ]
    : [];
  await services.mailer.send({
    to: user.email,
    subject: grantReason
      ? t('mail.grant.subject', { challenge: challengeName })
      : t('mail.order.subject', { number: order.number, challenge: challengeName }),
    text: lines.join('\n'),
    attachments,
  });
}
