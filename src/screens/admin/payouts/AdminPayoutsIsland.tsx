import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Messages } from '../../../i18n';
import type { MessageKey } from '../../../i18n/en';
import { formatMoney } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { payoutMethods, payoutStatuses } from '../../../schemas/enums';
import { PayoutPaySchema, PayoutRejectSchema } from '../../../schemas/payouts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { type Column, ListTable, momentColumn } from '../../../ui/DataTable';
import { EmailLines } from '../../../ui/EmailLines';
import { TextAreaField, TextField } from '../../../ui/forms/TextField';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { ListFilters } from '../../../ui/ListFilter';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { EligibilityChecklist, PayoutStatusBadge, PayoutTimeline } from '../../../ui/PayoutParts';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { StatGrid, StatTile } from '../../../ui/StatTile';
import { updateSearch } from '../../../ui/urlState';
import { useQuery } from '../../../ui/useQuery';
import type { adminPayoutsMessageKeys } from './messageKeys';
import { $payoutSummary, $reviewedPayout, type AdminPayoutRow, actions, payoutList } from './queries';
import { formatWait } from './wait';

/**
 * /admin-payouts-requests: the payout queue (issue 11) filtered, searched, sorted and paged on the
 * server with its state in the URL; the figures above it; the payout under review in a side panel
 * with its evidence and timeline; approve, reject and mark paid, each confirmed in a dialog.
 */
export default island<IslandProps<Messages<(typeof adminPayoutsMessageKeys)[number]>>>(Payouts);

type Action = 'approve' | 'reject' | 'pay';
type Dialog = { action: Action; payout: AdminPayoutRow } | null;

/** What may be done with a payout now: approve or reject a request, pay or reject an approved one. */
function actionsFor(payout: AdminPayoutRow): Action[] {
  if (payout.status === 'requested') return ['approve', 'reject'];
  if (payout.status === 'approved') return ['pay', 'reject'];
  return [];
}

const memberName = (payout: AdminPayoutRow) => `${payout.member.firstName} ${payout.member.lastName}`;

function stageKey(account: AdminPayoutRow['account']): MessageKey {
  return account.funded ? 'account.stage.funded' : account.phase === 1 ? 'account.stage.challenge' : 'account.stage.verification';
}

function Payouts() {
  const t = useT();
  const locale = useLocale();
  const params = payoutList.useParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const filtered = payoutList.isFiltered(params);
  const chosen = useRef(false);
  const review = (payout: AdminPayoutRow) => {
    chosen.current = true;
    updateSearch({ review: payout.id }, { push: true });
  };

  const columns: Column<AdminPayoutRow>[] = [
    { id: 'status', header: t('adminPayouts.col.status'), cell: (p) => <PayoutStatusBadge status={p.status} /> },
    {
      id: 'member',
      header: t('adminPayouts.col.member'),
      cell: (p) => (
        <span className="payout-member">
          <strong>{memberName(p)}</strong>
          <small>
            <EmailLines email={p.member.email} />
          </small>
        </span>
      ),
    },
    {
      id: 'account',
      header: t('adminPayouts.col.account'),
      cell: (p) => (
        <span className="payout-account">
          <code>{p.account.login}</code>
          <small>
            {p.account.challengeName} · {t(stageKey(p.account))}
          </small>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('adminPayouts.col.amount'),
      sort: 'amount',
      align: 'end',
      cell: (p) => <Money minor={p.amount} currency={p.currency} />,
    },
    {
      id: 'method',
      header: t('adminPayouts.col.method'),
      cell: (p) => (
        <span className="payout-destination">
          <span>{t(`payout.method.${p.method}`)}</span>
          <small>{p.destinationSummary}</small>
        </span>
      ),
    },
    momentColumn('requested', t('adminPayouts.col.requested'), (p) => p.requestedAt, {
      sort: 'requested',
      className: 'payout-when',
      withTime: true,
    }),
    { id: 'age', header: t('adminPayouts.col.age'), cell: (p) => <span className="payout-age">{formatWait(p.ageSeconds, locale)}</span> },
    {
      id: 'evidence',
      header: t('adminPayouts.col.evidence'),
      cell: (p) => <EvidenceTag payout={p} />,
    },
    {
      id: 'actions',
      header: t('adminPayouts.col.actions'),
      quietHeader: true,
      cell: (p) => (
        <button
          type="button"
          className="button is-small"
          aria-label={t('adminPayouts.review.label', { member: memberName(p), amount: formatMoney(p.amount, p.currency, locale) })}
          aria-pressed={params.review === p.id}
          onClick={(event) => {
            event.stopPropagation();
            review(p);
          }}
        >
          {t('adminPayouts.review')}
        </button>
      ),
    },
  ];

  return (
    <div className={params.review ? 'screen admin-payouts has-review' : 'screen admin-payouts'}>
      <Summary />
      <div className="admin-payouts__work">
        <PanelCard id="admin-payouts-heading" title={t('adminPayouts.heading')} className="admin-payouts__queue">
          <div className="admin-payouts__filters" role="search" aria-label={t('adminPayouts.filters')}>
            <ListFilters
              clearLabel={t('adminPayouts.filter.clear')}
              values={params}
              filters={[
                {
                  kind: 'search',
                  name: 'q',
                  className: 'list-filter admin-payouts__search',
                  label: t('adminPayouts.search'),
                  placeholder: t('adminPayouts.search.placeholder'),
                },
                {
                  kind: 'select',
                  name: 'status',
                  label: t('adminPayouts.filter.status'),
                  allLabel: t('adminPayouts.filter.all'),
                  options: payoutStatuses.map((status) => ({ value: status, label: t(`payout.status.${status}`) })),
                },
                {
                  kind: 'select',
                  name: 'method',
                  label: t('adminPayouts.filter.method'),
                  allLabel: t('adminPayouts.filter.all'),
                  options: payoutMethods.map((method) => ({ value: method, label: t(`payout.method.${method}`) })),
                },
                { kind: 'days', fromLabel: t('adminPayouts.filter.from'), toLabel: t('adminPayouts.filter.to') },
              ]}
            />
          </div>
          <ListTable
            caption={t('adminPayouts.caption')}
            columns={columns}
            list={payoutList}
            onRowSelect={review}
            selectedKey={params.review || null}
            empty={<p className="empty-state">{filtered ? t('adminPayouts.emptyFiltered') : t('adminPayouts.empty')}</p>}
          />
        </PanelCard>
        {params.review && <Review open={setDialog} chosen={chosen} />}
      </div>
      {dialog && <ActionDialog action={dialog.action} payout={dialog.payout} onClose={() => setDialog(null)} />}
    </div>
  );
}

function EvidenceTag({ payout }: { payout: AdminPayoutRow }) {
  const t = useT();
  const unmet = payout.eligibility.items.filter((item) => !item.met).length;
  return payout.eligibility.eligible ? (
    <span className="tag is-light is-success">{t('adminPayouts.evidence.allMet')}</span>
  ) : (
    <span className="tag is-light is-warning">{t('adminPayouts.evidence.unmet', { count: unmet })}</span>
  );
}

/**
 * The figures for the list's filters (but the status): payouts per status, each linking to the list
 * filtered by it, and the average time from request to paid.
 */
function Summary() {
  const t = useT();
  const locale = useLocale();
  const summary = useQuery($payoutSummary);
  const linkTo = (status: string) => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    for (const name of ['page', 'review']) params.delete(name);
    params.set('status', status);
    return `${localizePath('/admin-payouts-requests', locale)}?${params}`;
  };
  return (
    <section className="panel-card admin-payouts__summary" aria-labelledby="admin-payouts-summary">
      <h2 id="admin-payouts-summary" className="visually-hidden">
        {t('adminPayouts.summary')}
      </h2>
      <QueryView query={summary} skeleton={<Skeleton lines={2} />}>
        {(data) => (
          <StatGrid label={t('adminPayouts.summary')}>
            {payoutStatuses.map((status) => (
              <StatTile
                key={status}
                label={t(`payout.status.${status}`)}
                value={data.counts[status].toLocaleString(locale)}
                href={linkTo(status)}
                linkContext={t('adminPayouts.summary.showList')}
              />
            ))}
            <StatTile
              label={t('adminPayouts.average')}
              value={data.averageSecondsToPaid === null ? '—' : formatWait(data.averageSecondsToPaid, locale)}
              hint={
                data.averageSecondsToPaid === null
                  ? t('adminPayouts.average.none')
                  : t('adminPayouts.average.hint', { count: data.counts.paid.toLocaleString(locale) })
              }
            />
          </StatGrid>
        )}
      </QueryView>
    </section>
  );
}

/** The payout under review: who and where to, the evidence, the timeline and what may be done now. */
function Review({ open, chosen }: { open: (dialog: Dialog) => void; chosen: { current: boolean } }) {
  const t = useT();
  const query = useQuery($reviewedPayout);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = query.data?.id;
  // A payout chosen here (not one a link opened the page with): its panel takes the focus and comes into view (below the table on a phone).
  useEffect(() => {
    if (!id || !chosen.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [id, chosen]);
  return (
    <section className="panel-card admin-payouts__review" aria-labelledby="admin-payouts-review">
      <QueryView query={query} skeleton={<Skeleton lines={6} />}>
        {(payout) => {
          const evidenceTitle = payout.eligibility.at === 'now' ? t('adminPayouts.evidence.now') : t('adminPayouts.evidence.atRequest');
          return (
            <>
              <header className="panel-card__header">
                <h2 id="admin-payouts-review" className="title is-5" tabIndex={-1} ref={heading}>
                  {t('adminPayouts.review.title', { member: memberName(payout) })}
                </h2>
                <button type="button" className="button is-small is-text" onClick={() => updateSearch({ review: null }, { push: true })}>
                  {t('billing.close')}
                </button>
              </header>
              <dl className="admin-payouts__facts">
                <dt>{t('adminPayouts.col.amount')}</dt>
                <dd>
                  <Money minor={payout.amount} currency={payout.currency} />
                </dd>
                <dt>{t('adminPayouts.col.member')}</dt>
                <dd>
                  {memberName(payout)} · <EmailLines email={payout.member.email} />
                </dd>
                <dt>{t('adminPayouts.col.account')}</dt>
                <dd>
                  <code>{payout.account.login}</code> · {payout.account.challengeName} · {t(stageKey(payout.account))}
                </dd>
                <Destination payout={payout} />
              </dl>
              <div className="admin-payouts__actions">
                {actionsFor(payout).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={action === 'reject' ? 'button is-small' : 'button is-small is-primary'}
                    onClick={() => open({ action, payout })}
                  >
                    {t(`adminPayouts.${action}`)}
                  </button>
                ))}
              </div>
              <h3 className="title is-6">{evidenceTitle}</h3>
              <EligibilityChecklist items={payout.eligibility.items} label={evidenceTitle} />
              <h3 className="title is-6">{t('payout.col.progress')}</h3>
              <PayoutTimeline payout={payout} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

/** Where the desk sends the money, in full: it pays from this panel. */
function Destination({ payout }: { payout: AdminPayoutRow }) {
  const t = useT();
  const destination = payout.destination;
  if (destination.method === 'bankTransfer') {
    return (
      <>
        <dt>{t('payout.form.accountHolder')}</dt>
        <dd>{destination.accountHolder}</dd>
        <dt>{t('payout.form.iban')}</dt>
        <dd>
          <code>{destination.iban.replace(/(.{4})/g, '$1 ').trim()}</code>
        </dd>
        <dt>{t('payout.form.bic')}</dt>
        <dd>
          <code>{destination.bic}</code>
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>{t('payout.form.network')}</dt>
      <dd>
        {destination.currency} · {destination.network}
      </dd>
      <dt>{t('payout.form.address')}</dt>
      <dd>
        <code className="admin-payouts__address">{destination.address}</code>
      </dd>
    </>
  );
}

/** The confirmation of one step; a rejection needs the reason the member reads, a payment its reference. */
function ActionDialog({ action, payout, onClose }: { action: Action; payout: AdminPayoutRow; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const fieldId = useId();
  const [text, setText] = useState('');
  const amount = formatMoney(payout.amount, payout.currency, locale);
  const vars = { amount, member: memberName(payout) };
  // Risk flags on the account (open or confirmed) hold the payout: approving it overrides them, with a reason.
  const override =
    action === 'approve' &&
    payout.eligibility.at === 'now' &&
    payout.eligibility.items.some((item) => item.code === 'riskReview' && !item.met);
  // The same rules as the server's, checked first so an empty reason never leaves the browser (an
  // override's reason is held to the rejection's: required, at most 500 characters).
  const check = () => {
    const checked =
      action === 'reject' || override
        ? v.safeParse(PayoutRejectSchema, { reason: text })
        : action === 'pay'
          ? v.safeParse(PayoutPaySchema, { reference: text })
          : null;
    return !checked || checked.success || t(checked.issues[0].message as MessageKey);
  };
  const run = () =>
    action === 'approve'
      ? actions.approve(payout.id, override ? text.trim() : undefined)
      : action === 'reject'
        ? actions.reject(payout.id, text.trim())
        : actions.pay(payout.id, text.trim());
  const field =
    action === 'reject'
      ? { label: t('adminPayouts.reject.reason'), hint: t('adminPayouts.reject.reasonHint'), max: 500 }
      : override
        ? { label: t('adminPayouts.approve.override'), hint: t('adminPayouts.approve.overrideHint'), max: 500 }
        : action === 'pay'
          ? { label: t('adminPayouts.pay.reference'), hint: t('adminPayouts.pay.referenceHint'), max: 200 }
          : null;
  return (
    <ConfirmDialog
      title={t(`adminPayouts.${action}.title`, vars)}
      cancelLabel={t('adminPayouts.keep')}
      confirmLabel={t(`adminPayouts.${action}`)}
      tone={action === 'reject' ? 'danger' : 'primary'}
      onClose={onClose}
      check={check}
      run={run}
      success={() => t(`adminPayouts.${action}.done`, vars)}
      refresh={payoutList.refresh}
    >
      <p>{t(`adminPayouts.${action}.body`, vars)}</p>
      <p className="admin-payouts__who">
        {memberName(payout)} · {payout.member.email} · {payout.account.login} · {payout.destinationSummary}
      </p>
      {action !== 'reject' && payout.eligibility.at === 'now' && !payout.eligibility.eligible && (
        <p className="notification is-warning is-light">{t(override ? 'adminPayouts.warning.riskReview' : 'adminPayouts.warning.unmet')}</p>
      )}
      {field && (
        <div className="app-form">
          {action === 'reject' || override ? (
            <TextAreaField
              id={fieldId}
              label={field.label}
              hint={field.hint}
              maxLength={field.max}
              required
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          ) : (
            <TextField
              id={fieldId}
              label={field.label}
              hint={field.hint}
              maxLength={field.max}
              required
              type="text"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
