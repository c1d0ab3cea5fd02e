import type { Messages } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { routesById } from '../../../routing/routes';
import type { VerificationSource, VerificationState } from '../../../schemas/enums';
import type { Column } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { Notice } from '../../../ui/forms/FormParts';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { Table } from '../../../ui/Table';
import { useQuery } from '../../../ui/useQuery';
import type { verificationMessageKeys } from './messageKeys';
import { $verification, actions, type MemberVerification } from './queries';

/**
 * /verification (issue 31): where the member's identity (or, for a business whose product asks for
 * KYB, the company's) verification stands, what to do next, and its history. The provider keeps
 * the documents; this page shows only the state the server answers and the verified result.
 */
export default island<IslandProps<Messages<(typeof verificationMessageKeys)[number]>>>(Verification);

function Verification() {
  const query = useQuery($verification);
  return (
    <QueryView query={query} skeleton={<Skeleton lines={8} />}>
      {(verification) => (
        <div className="screen verification">
          <StatusCard verification={verification} />
          <HistoryCard history={verification.history} />
        </div>
      )}
    </QueryView>
  );
}

const stateTone: Record<VerificationState, string> = {
  notStarted: '',
  inProgress: 'is-info',
  pendingReview: 'is-link',
  approved: 'is-success',
  rejected: 'is-danger',
  resubmissionRequested: 'is-warning',
  expired: 'is-warning',
};

/** The state in words, never colour alone. */
function StateTag({ state }: { state: VerificationState }) {
  const t = useT();
  return <span className={`tag is-light is-medium ${stateTone[state]}`}>{t(`verification.state.${state}`)}</span>;
}

/**
 * Who gave the reason the verification stands on: the earliest of the latest changes that carry it
 * (going back into the provider's flow keeps the provider's request for new documents).
 */
function reasonSource(verification: MemberVerification): VerificationSource | null {
  let source: VerificationSource | null = null;
  for (const event of [...verification.history].reverse()) {
    if (event.reason !== verification.reason) break;
    source = event.source;
  }
  return source;
}

function StatusCard({ verification }: { verification: MemberVerification }) {
  const t = useT();
  const locale = useLocale();
  const { state, kind } = verification;
  const source = reasonSource(verification);
  return (
    <PanelCard
      id="verification-status"
      className="verification-status"
      title={t(kind === 'company' ? 'verification.title.company' : 'verification.title.individual')}
      aside={<StateTag state={state} />}
    >
      <p className="verification-status__meaning">{t(`verification.meaning.${kind}.${state}`)}</p>
      {verification.reason && (
        <div className="verification-status__reason">
          <p className="verification-status__label">
            {t(
              source === 'provider'
                ? 'verification.reason.provider'
                : source === 'admin'
                  ? 'verification.reason.admin'
                  : 'verification.reason.other',
            )}
          </p>
          <blockquote>{verification.reason}</blockquote>
        </div>
      )}
      {verification.expiresAt && (
        <p className="verification-status__expiry">
          {t('verification.expires', { date: formatDate(verification.expiresAt, locale, 'dateTime') })}
        </p>
      )}
      {state === 'approved' ? <Verified verification={verification} /> : <Requirement verification={verification} />}
      <NextStep verification={verification} />
      {verification.provider === 'demo' && (
        <div className="notification is-warning is-light verification-status__demo">
          <p>{t('verification.demoNotice')}</p>
          {state === 'pendingReview' && (
            <a href={localizePath(routesById.verificationDemo.pattern, locale)}>{t('verification.demoReviewer')}</a>
          )}
        </div>
      )}
      <p className="verification-status__privacy">{t('verification.privacy')}</p>
    </PanelCard>
  );
}

/** Who was verified: the name and country the provider read off the document, and when. */
function Verified({ verification }: { verification: MemberVerification }) {
  const t = useT();
  const locale = useLocale();
  const country = verification.verifiedCountry
    ? (new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(verification.verifiedCountry) ??
      verification.verifiedCountry)
    : null;
  return (
    <>
      <dl className="verification-status__facts">
        {verification.verifiedName && (
          <div>
            <dt>{t('verification.verifiedName')}</dt>
            <dd>{verification.verifiedName}</dd>
          </div>
        )}
        {country && (
          <div>
            <dt>{t('verification.verifiedCountry')}</dt>
            <dd>{country}</dd>
          </div>
        )}
        {verification.verifiedAt && (
          <div>
            <dt>{t('verification.verifiedAt')}</dt>
            <dd>
              <DateTime value={verification.verifiedAt} style="date" />
            </dd>
          </div>
        )}
      </dl>
      {/* How the payout holder name is compared (src/domain/names.ts), so a member can check before asking. */}
      {verification.verifiedName && <p className="verification-status__rule">{t('verification.holderRule')}</p>}
    </>
  );
}

/** What waits for the verification: a funded account (and how many are waiting), or only the first payout. */
function Requirement({ verification }: { verification: MemberVerification }) {
  const t = useT();
  if (verification.required === 'beforePayout')
    return <p className="verification-status__required">{t('verification.required.beforePayout')}</p>;
  const count = verification.fundedWaiting;
  return (
    <div className="verification-status__required">
      <p>{t('verification.required.beforeFunded')}</p>
      {count > 0 && (
        <p className="verification-status__waiting">
          <strong>{t(count === 1 ? 'verification.fundedWaiting.one' : 'verification.fundedWaiting.other', { count })}</strong>
        </p>
      )}
    </div>
  );
}

type Action = 'start' | 'continue' | 'resend' | 'restart';
const actionOf: Partial<Record<VerificationState, Action>> = {
  notStarted: 'start',
  inProgress: 'continue',
  resubmissionRequested: 'resend',
  expired: 'restart',
};

/** The one thing to do now: into the provider's hosted flow, or (refused) to support; nothing while it is reviewed or done. */
function NextStep({ verification }: { verification: MemberVerification }) {
  const t = useT();
  const locale = useLocale();
  const start = useSubmit({
    run: () => actions.start(t('error.generic')),
    // The provider's page: the browser leaves, the button stays busy. The demo provider's is ours,
    // in the language of the page the member is on.
    onSuccess: ({ url, provider }) =>
      window.location.assign(provider === 'demo' ? localizePath(routesById.verificationDemo.pattern, locale) : url),
  });
  if (verification.state === 'rejected') {
    return (
      <div className="buttons verification-status__actions">
        <a className="button" href={localizePath(routesById.helpSupport.pattern, locale)}>
          {t('verification.contactSupport')}
        </a>
      </div>
    );
  }
  const action = actionOf[verification.state];
  if (!action) return null;
  const label =
    action === 'start'
      ? t(verification.kind === 'company' ? 'verification.action.start.company' : 'verification.action.start')
      : t(`verification.action.${action}`);
  const busy = start.submitting || start.succeeded;
  return (
    <>
      {start.error !== null && <Notice kind="danger">{start.error || t('error.generic')}</Notice>}
      <div className="buttons verification-status__actions">
        <button
          type="button"
          className={`button is-primary${busy ? ' is-loading' : ''}`}
          disabled={busy}
          onClick={() => start.submit(undefined)}
        >
          {label}
        </button>
      </div>
    </>
  );
}

type HistoryRow = MemberVerification['history'][number] & { key: string };

function HistoryCard({ history }: { history: MemberVerification['history'] }) {
  const t = useT();
  const columns: Column<HistoryRow>[] = [
    { id: 'at', header: t('verification.col.at'), cell: (event) => <DateTime value={event.at} /> },
    {
      id: 'change',
      header: t('verification.col.change'),
      cell: (event) => t('verification.change', { from: t(`verification.state.${event.from}`), to: t(`verification.state.${event.to}`) }),
    },
    { id: 'by', header: t('verification.col.by'), cell: (event) => t(`verification.source.${event.source}`) },
    {
      id: 'reason',
      header: t('verification.col.reason'),
      cell: (event) => (event.reason ? <span className="verification-history__reason">{event.reason}</span> : '—'),
    },
  ];
  // Newest first: the latest change is what the member came to read.
  const rows = history.map((event, index) => ({ ...event, key: String(index) })).reverse();
  return (
    <PanelCard id="verification-history" title={t('verification.history')}>
      {rows.length === 0 ? (
        <p className="panel-card__hint">{t('verification.history.empty')}</p>
      ) : (
        <Table
          className="verification-history"
          caption={t('verification.history.caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
        />
      )}
    </PanelCard>
  );
}
