import type * as v from 'valibot';
import type { Detector } from '../../domain/risk/types';
import type { MessageKey } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { localName } from '../../i18n/names';
import type { VerificationState } from '../../schemas/enums';
import type { AdminPayoutSchema, ChecklistItemSchema, EligibilityItem, PayoutAccountSchema, PayoutSchema } from '../../schemas/payouts';
import type { AppContext } from '../http/context';
import { localeOf, translate } from '../http/context';
import type { AdminPayoutRow } from './admin';
import { minimumPayout } from './eligibility';
import { destinationSummary } from './mail';
import type { PayoutAccount, PayoutRow } from './service';

/** A checklist line with its sentence in the caller's language (money in the account's currency, times in UTC). */
export function checklistView(c: AppContext, items: EligibilityItem[], currency: string): v.InferOutput<typeof ChecklistItemSchema>[] {
  const locale = localeOf(c);
  return items.map((item) => {
    const { amount, date, checks, ...rest } = item.values ?? {};
    const values = {
      ...rest,
      // The risk checks under review, by name in the caller's language.
      ...(checks !== undefined && {
        checks: String(checks)
          .split(',')
          .map((detector) => translate(c, `risk.detector.${detector as Detector}`))
          .join(', '),
      }),
      ...(amount !== undefined && { amount: { minor: Number(amount), currency } }),
      ...(date !== undefined && { date: formatDate(String(date), locale, 'dateTime', { timeZone: 'UTC', withZone: true }) }),
    };
    // The identity item says what to do next from where the verification stands (issue 31).
    if (item.code === 'identity') {
      const state = item.met ? 'met' : ((rest.state as VerificationState | undefined) ?? 'notStarted');
      return { ...item, message: translate(c, `payout.eligibility.identity.${state === 'approved' ? 'met' : state}`, values) };
    }
    // Before the first trade the interval has no end date yet; a confirmed risk flag has its reviewer's reason.
    const variant = item.met
      ? 'met'
      : item.code === 'interval' && date === undefined
        ? 'noTrade'
        : item.code === 'riskReview' && rest.reason !== undefined
          ? 'refused'
          : 'unmet';
    return { ...item, message: translate(c, `payout.eligibility.${item.code}.${variant}` as MessageKey, values) };
  });
}

/** `minimumMajor`: PAYOUT_MINIMUM, in the account currency's major units. */
export function payoutAccountView(
  c: AppContext,
  { account, challenge, eligibility }: PayoutAccount,
  minimumMajor: number,
): v.InferOutput<typeof PayoutAccountSchema> {
  return {
    accountId: account.id,
    login: account.login,
    challengeName: localName(challenge.name, challenge.names, localeOf(c)),
    currency: account.currency,
    status: account.status,
    balance: account.balance,
    initialBalance: account.initialBalance,
    profit: account.balance - account.initialBalance,
    profitSplitPct: challenge.profitSplitPct,
    payable: eligibility.payable,
    minimum: minimumPayout(minimumMajor, account.currency),
    payoutIntervalDays: challenge.payoutIntervalDays,
    nextPayoutAt: eligibility.nextPayoutAt?.toISOString() ?? null,
    eligible: eligibility.eligible,
    checklist: checklistView(c, eligibility.checklist, account.currency),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A payout with its timeline: the steps reached, in order, each with its time. */
export function payoutView(
  { payout, login, challengeName, challengeNames, certificateCode }: PayoutRow,
  locale = 'en',
): v.InferOutput<typeof PayoutSchema> {
  const steps = [
    { status: 'requested' as const, at: payout.requestedAt },
    { status: 'approved' as const, at: payout.approvedAt },
    { status: 'paid' as const, at: payout.paidAt },
    { status: 'rejected' as const, at: payout.rejectedAt },
  ];
  return {
    id: payout.id,
    accountId: payout.accountId,
    login,
    challengeName: localName(challengeName, challengeNames, locale),
    amount: payout.amount,
    withdrawn: payout.withdrawn,
    currency: payout.currency,
    method: payout.method,
    destination: payout.destination,
    status: payout.status,
    rejectionReason: payout.rejectionReason,
    paymentReference: payout.paymentReference,
    requestedAt: payout.requestedAt.toISOString(),
    approvedAt: iso(payout.approvedAt),
    paidAt: iso(payout.paidAt),
    rejectedAt: iso(payout.rejectedAt),
    timeline: steps.filter((step) => step.at !== null).map((step) => ({ status: step.status, at: (step.at as Date).toISOString() })),
    certificateCode,
  };
}

/**
 * A row of the admin queue: the payout with its timeline and full destination (the desk pays to it),
 * the masked destination for the table, its member and account, how long it waited (open: until now;
 * closed: until paid or rejected), and the eligibility evidence with its sentences.
 */
export function adminPayoutView(c: AppContext, row: AdminPayoutRow, now: Date): v.InferOutput<typeof AdminPayoutSchema> {
  const { payout } = row;
  const closedAt = payout.paidAt ?? payout.rejectedAt;
  return {
    ...payoutView(row, localeOf(c)),
    userId: payout.userId,
    member: row.member,
    account: { ...row.account, login: row.login, challengeName: localName(row.challengeName, row.challengeNames, localeOf(c)) },
    destinationSummary: destinationSummary(payout.destination),
    ageSeconds: Math.max(0, Math.round(((closedAt ?? now).getTime() - payout.requestedAt.getTime()) / 1000)),
    eligibility: {
      at: row.evidence.at,
      eligible: row.evidence.checklist.every((item) => item.met),
      items: checklistView(c, row.evidence.checklist, payout.currency),
    },
  };
}
