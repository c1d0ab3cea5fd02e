import type { ReactNode } from 'react';
import { checkIcon, closeIcon } from '../components/icons';
import { localizePath } from '../i18n/locales';
import { buildPath, routesById } from '../routing/routes';
import type { PayoutStatus } from '../schemas/enums';
import type { PayoutDestination as Destination } from '../schemas/payouts';
import { DateTime } from './DateTime';
import { Icon } from './Icon';
import { useLocale, useT } from './i18n';

/**
 * A payout's parts as both the member's payout page and the admin queue show them (issues 9 and 11):
 * its status, where the money goes, its timeline and its eligibility checklist. Styles in payout-parts.scss.
 * Their words are the `payout.*` keys of src/screens/member/payout/messageKeys.ts (`payoutPartKeys`).
 */

const statusTone: Record<PayoutStatus, string> = {
  requested: 'is-info',
  approved: 'is-link',
  paid: 'is-success',
  rejected: 'is-danger',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const t = useT();
  return <span className={`tag is-light ${statusTone[status]}`}>{t(`payout.status.${status}`)}</span>;
}

/** Where the money goes, short enough for a table cell; the full account number or address stays in the title. */
export function PayoutDestination({ destination }: { destination: Destination }) {
  const t = useT();
  if (destination.method === 'bankTransfer') {
    return (
      <span className="payout-destination">
        <span>{t('payout.method.bankTransfer')}</span>
        <small title={destination.iban}>
          {destination.iban.slice(0, 4)} ···· {destination.iban.slice(-4)}
        </small>
      </span>
    );
  }
  return (
    <span className="payout-destination">
      <span>
        {destination.currency} · {destination.network}
      </span>
      <small title={destination.address}>
        {destination.address.slice(0, 6)}…{destination.address.slice(-4)}
      </small>
    </span>
  );
}

/** What the timeline needs of a payout (the API's payout view). */
export type TimelinePayout = {
  status: PayoutStatus;
  timeline: { status: PayoutStatus; at: string }[];
  rejectionReason: string | null;
  paymentReference: string | null;
  certificateCode: string | null;
};

type Step = { status: PayoutStatus; at: string | null };

/** requested → approved → paid, or requested → rejected: the steps reached with their times, the rest still pending. */
function stepsOf(payout: TimelinePayout): Step[] {
  const reached: Step[] = payout.timeline.map((step) => ({ status: step.status, at: step.at }));
  if (payout.status === 'rejected' || payout.status === 'paid') return reached;
  const ahead = (['approved', 'paid'] as const).filter((status) => !reached.some((step) => step.status === status));
  return [...reached, ...ahead.map((status) => ({ status, at: null }))];
}

export function PayoutTimeline({ payout }: { payout: TimelinePayout }) {
  const t = useT();
  const locale = useLocale();
  const certificate = payout.certificateCode
    ? localizePath(buildPath(routesById.certificateVerify.pattern, { code: payout.certificateCode }), locale)
    : null;
  return (
    <div className="payout-timeline">
      <ol aria-label={t('payout.timeline.label')}>
        {stepsOf(payout).map((step) => (
          <li key={step.status} className={`payout-timeline__step is-${step.status}${step.at ? ' is-reached' : ' is-pending'}`}>
            <span className="payout-timeline__name">{t(`payout.status.${step.status}`)}</span>
            <span className="payout-timeline__time">{step.at ? <DateTime value={step.at} /> : t('payout.timeline.pending')}</span>
          </li>
        ))}
      </ol>
      {payout.rejectionReason && (
        <p className="payout-timeline__reason">{t('payout.rejectionReason', { reason: payout.rejectionReason })}</p>
      )}
      {payout.paymentReference && <p className="payout-timeline__note">{t('payout.reference', { reference: payout.paymentReference })}</p>}
      {certificate && (
        <a className="payout-timeline__certificate" href={certificate}>
          {t('payout.certificate')}
        </a>
      )}
    </div>
  );
}

type ChecklistItem = { code: string; met: boolean; message: string };

/**
 * Every checklist item with an icon and its words (never colour alone); the server's sentence says
 * why. `after` adds what the viewer can do about an item (the member's page links to verification).
 */
export function EligibilityChecklist({
  items,
  label,
  after,
}: {
  items: ChecklistItem[];
  label?: string;
  after?: (item: ChecklistItem) => ReactNode;
}) {
  const t = useT();
  return (
    <ul className="payout-checklist" aria-label={label}>
      {items.map((item) => (
        <li key={item.code} className={item.met ? 'payout-checklist__item is-met' : 'payout-checklist__item is-unmet'}>
          <span className="payout-checklist__icon">
            <Icon svg={item.met ? checkIcon : closeIcon} />
          </span>
          <span>
            <span className="visually-hidden">{item.met ? t('payout.eligibility.itemMet') : t('payout.eligibility.itemUnmet')}: </span>
            {item.message}
            {after?.(item)}
          </span>
        </li>
      ))}
    </ul>
  );
}
