import { useCallback, useEffect, useId, useState } from 'react';
import type { Messages } from '../../../i18n';
import { formatDate, formatMoney } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { CertificateIssueSchema, CertificateRevokeSchema, certificateStates, kindFits } from '../../../schemas/certificates';
import { type CertificateKind, certificateKinds } from '../../../schemas/enums';
import { CertificateKindLabel, CertificateLinks, CertificateStatusBadge } from '../../../ui/CertificateLabels';
import { useDialogAction } from '../../../ui/ConfirmDialog';
import { CopyButton } from '../../../ui/CopyButton';
import { type Column, ListTable } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { EmailLines } from '../../../ui/EmailLines';
import { Notice } from '../../../ui/forms/FormParts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { type IslandProps, island, translateProblem, useLocale, useT } from '../../../ui/i18n';
import { ListFilters } from '../../../ui/ListFilter';
import { MemberPicker, type PickedMember } from '../../../ui/MemberPicker';
import { FormModal } from '../../../ui/Modal';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { SelectField } from '../../../ui/SelectField';
import { useQuery } from '../../../ui/useQuery';
import { parseAmount } from '../../member/payout/amount';
import { $memberMatches, $memberSearch } from '../users/queries';
import type { adminCertificatesMessageKeys } from './messageKeys';
import { $memberAccounts, $memberId, type AdminCertificateRow, actions, certificateList } from './queries';

/**
 * /admin-certificates: every certificate, searched, filtered, sorted and paged on the server (the
 * state in the URL); each one's PDF, public page and revocation; and a certificate issued by hand.
 */
export default island<IslandProps<Messages<(typeof adminCertificatesMessageKeys)[number]>>>(Certificates);

/** After a change: the list (every page and filter of it) asks again. */

function Certificates({ messages }: { messages: Record<string, string> }) {
  const t = useT();
  const locale = useLocale();
  const params = certificateList.useParams();
  const [revoking, setRevoking] = useState<AdminCertificateRow | null>(null);
  const [issuing, setIssuing] = useState(false);
  const filtered = certificateList.isFiltered(params);
  const day = (at: string) => formatDate(at, locale, 'date', { timeZone: 'UTC' });

  const columns: Column<AdminCertificateRow>[] = [
    {
      id: 'code',
      header: t('certificates.col.code'),
      cell: (c) => (
        <span className="certificate-code">
          <code>{c.code}</code>
          <CopyButton value={c.code} label={`${t('certificates.codeName')} ${c.code}`} />
        </span>
      ),
    },
    {
      id: 'holder',
      header: t('adminCertificates.col.holder'),
      cell: (c) => (
        <span className="admin-certificates__holder">
          <a href={localizePath(`/users/${encodeURIComponent(c.holder.id)}/edit-user`, locale)}>
            <strong>{c.holder.name}</strong>
          </a>
          <small>
            <EmailLines email={c.holder.email} />
          </small>
        </span>
      ),
    },
    {
      id: 'certificate',
      header: t('certificates.col.title'),
      cell: (c) => (
        <span className="admin-certificates__what">
          <CertificateKindLabel kind={c.kind} />
          <small>{c.title}</small>
          <small>
            {c.amount !== null && c.currency && (
              <>
                <Money minor={c.amount} currency={c.currency} whole={c.kind !== 'payout'} />
                {c.account?.login && ' · '}
              </>
            )}
            {c.account?.login && (
              <span className="admin-certificates__login">{t('adminCertificates.accountLogin', { login: c.account.login })}</span>
            )}
          </small>
        </span>
      ),
    },
    {
      id: 'issued',
      header: t('certificates.col.issued'),
      sort: 'issued',
      cell: (c) => (
        <span className="certificate-date">
          <DateTime value={c.issuedAt} style="date" timeZone="UTC" />
        </span>
      ),
    },
    {
      id: 'status',
      header: t('certificates.col.status'),
      cell: (c) => (
        <span className="certificate-status admin-certificates__status">
          <CertificateStatusBadge status={c.status} />
          {c.revokedAt && <small>{t('certificate.revokedOn', { date: day(c.revokedAt) })}</small>}
          {c.revokedAt && c.revokedReason && (
            <small className="admin-certificates__reason">{t('certificate.reason', { reason: c.revokedReason })}</small>
          )}
        </span>
      ),
    },
    { id: 'actions', header: t('certificates.col.actions'), cell: (c) => <RowActions certificate={c} revoke={setRevoking} /> },
  ];

  return (
    <div className="screen admin-certificates">
      <PanelCard
        id="admin-certificates-heading"
        title={t('adminCertificates.heading')}
        headerClassName="admin-certificates__head"
        aside={
          <button type="button" className="button is-primary is-small" onClick={() => setIssuing(true)}>
            {t('adminCertificates.issue')}
          </button>
        }
      >
        <div className="filter-bar admin-certificates__filters" role="search" aria-label={t('adminCertificates.filters')}>
          <ListFilters
            clearLabel={t('adminCertificates.filter.clear')}
            values={params}
            filters={[
              {
                kind: 'search',
                name: 'q',
                className: 'list-filter admin-certificates__search',
                label: t('adminCertificates.search'),
                placeholder: t('adminCertificates.search.placeholder'),
              },
              {
                kind: 'select',
                name: 'kind',
                label: t('certificates.filter.kind'),
                allLabel: t('adminCertificates.filter.all'),
                options: certificateKinds.map((kind) => ({ value: kind, label: t(`certificate.kind.${kind}`) })),
              },
              {
                kind: 'select',
                name: 'state',
                label: t('adminCertificates.filter.state'),
                allLabel: t('adminCertificates.filter.all'),
                options: certificateStates.map((state) => ({ value: state, label: t(`certificate.status.${state}`) })),
              },
              { kind: 'days', fromLabel: t('adminCertificates.filter.from'), toLabel: t('adminCertificates.filter.to') },
            ]}
          />
        </div>
        <ListTable
          caption={t('adminCertificates.caption')}
          columns={columns}
          list={certificateList}
          empty={<p className="empty-state">{filtered ? t('adminCertificates.emptyFiltered') : t('adminCertificates.empty')}</p>}
        />
      </PanelCard>
      {revoking && <RevokeDialog certificate={revoking} messages={messages} onClose={() => setRevoking(null)} />}
      {issuing && <IssueDialog messages={messages} onClose={() => setIssuing(false)} />}
    </div>
  );
}

/** A certificate's PDF, its public page, and its revocation while it stands. */
function RowActions({ certificate: c, revoke }: { certificate: AdminCertificateRow; revoke: (row: AdminCertificateRow) => void }) {
  const t = useT();
  return (
    <CertificateLinks
      certificate={c}
      page={{ text: t('adminCertificates.publicPage'), label: t('adminCertificates.publicPageLabel', { code: c.code }) }}
    >
      {!c.revokedAt && (
        <button
          type="button"
          className="button is-small"
          aria-label={t('adminCertificates.revokeLabel', { code: c.code })}
          onClick={() => revoke(c)}
        >
          {t('adminCertificates.revoke')}
        </button>
      )}
    </CertificateLinks>
  );
}

/** Revocation with the reason the public page will show; it cannot be undone, so it is confirmed here. */
function RevokeDialog({
  certificate,
  messages,
  onClose,
}: {
  certificate: AdminCertificateRow;
  messages: Record<string, string>;
  onClose: () => void;
}) {
  const t = useT();
  const vars = { code: certificate.code };
  return (
    <ReasonDialog
      title={t('adminCertificates.revoke.title', vars)}
      cancelLabel={t('adminCertificates.cancel')}
      confirmLabel={t('adminCertificates.revoke.confirm')}
      reasonLabel={t('adminCertificates.revoke.reason')}
      reasonHint={t('adminCertificates.revoke.reasonHint')}
      schema={CertificateRevokeSchema}
      messages={messages}
      onClose={onClose}
      run={(reason) => actions.revoke(certificate.id, reason)}
      success={() => t('adminCertificates.revoke.done', vars)}
      refresh={certificateList.refresh}
    >
      <p>{t('adminCertificates.revoke.body')}</p>
      <p className="admin-certificates__who">
        {certificate.holder.name} · {certificate.holder.email} · {certificate.title}
      </p>
    </ReasonDialog>
  );
}

const emptyIssue = { userId: '', accountId: '', kind: '', amount: null as number | null };

/**
 * A certificate issued by hand: the member (searched by name or email), one of their trading
 * accounts, a kind that account supports, and for a payout the amount paid.
 */
function IssueDialog({ messages, onClose }: { messages: Record<string, string>; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const form = useValidatedForm(CertificateIssueSchema, emptyIssue, messages);
  const [member, setMember] = useState<PickedMember | null>(null);
  const [amountText, setAmountText] = useState('');
  const matches = useQuery($memberMatches);
  const accounts = useQuery($memberAccounts);
  const memberAccounts = member && accounts.data ? accounts.data.items : null;
  const account = memberAccounts?.find((item) => item.id === form.values.accountId);
  const kind = form.values.kind as CertificateKind | '';

  // Each issue starts from an empty search and no member; the member's accounts load once picked.
  useEffect(() => {
    $memberSearch.set('');
    return () => $memberId.set(null);
  }, []);
  const onSearch = useCallback((text: string) => $memberSearch.set(text), []);
  const pick = (picked: PickedMember | null) => {
    setMember(picked);
    $memberId.set(picked?.id ?? null);
    form.set('userId', picked?.id ?? '');
    form.set('accountId', '');
    form.set('kind', '');
    form.touch('userId');
  };

  // The amount is typed in major units of the account's currency; text that is not an amount fails the check.
  const { set } = form;
  useEffect(() => {
    const parsed = account ? parseAmount(amountText, account.currency) : null;
    set('amount', kind === 'payout' ? (parsed ?? (amountText.trim() ? -1 : null)) : null);
  }, [amountText, account, kind, set]);

  const { busy, error, submit } = useDialogAction({
    check: () => {
      form.touchAll();
      return form.output !== null;
    },
    run: () => actions.issue(form.output as NonNullable<typeof form.output>),
    success: (issued) => t('adminCertificates.issue.done', { code: issued.code, name: issued.holder.name }),
    refresh: certificateList.refresh,
    onDone: onClose,
  });

  const accountLabel = (item: NonNullable<typeof memberAccounts>[number]) =>
    `${item.login} · ${item.challengeName} · ${item.phaseName} · ${t(`account.status.${item.status}`)}`;

  return (
    <FormModal
      title={t('adminCertificates.issue.title')}
      onClose={onClose}
      formId={`${ids}-form`}
      formClassName="admin-certificates__issue"
      busy={busy}
      cancelText={t('adminCertificates.cancel')}
      submitText={t('adminCertificates.issue.submit')}
      onSubmit={submit}
    >
      <p className="help">{t('adminCertificates.issue.intro')}</p>
      {error && <Notice kind="danger">{error}</Notice>}
      <MemberPicker
        member={member}
        pick={pick}
        matches={matches}
        onSearch={onSearch}
        problem={translateProblem(messages, form.problem('userId'))}
      />
      {member && memberAccounts?.length === 0 && <p className="help">{t('adminCertificates.issue.account.none')}</p>}
      {member && memberAccounts && memberAccounts.length > 0 && (
        <SelectField
          id={`${ids}-account`}
          label={t('adminCertificates.issue.account')}
          value={form.values.accountId}
          onChange={(value) => {
            form.set('accountId', value);
            form.set('kind', '');
          }}
          onBlur={() => form.touch('accountId')}
          problem={translateProblem(messages, form.problem('accountId'))}
        >
          <option value="">{t('adminCertificates.issue.account.choose')}</option>
          {memberAccounts.map((item) => (
            <option key={item.id} value={item.id}>
              {accountLabel(item)}
            </option>
          ))}
        </SelectField>
      )}
      {account && (
        <fieldset className="field admin-certificates__kinds" aria-describedby={`${ids}-kind-hint`}>
          <legend className="label">{t('adminCertificates.issue.kind')}</legend>
          {certificateKinds.map((option) => {
            const fits = kindFits(option, account);
            return (
              <label key={option} className={fits ? 'radio' : 'radio is-disabled'}>
                <input
                  type="radio"
                  name={`${ids}-kind`}
                  value={option}
                  checked={kind === option}
                  disabled={!fits}
                  onChange={() => {
                    form.set('kind', option);
                    form.touch('kind');
                  }}
                />
                <span>{t(`certificate.kind.${option}`)}</span>
              </label>
            );
          })}
          <p id={`${ids}-kind-hint`} className="help">
            {t('adminCertificates.issue.kindHint')}
          </p>
          {form.problem('kind') && (
            <p className="help is-danger" role="alert">
              {translateProblem(messages, form.problem('kind'))}
            </p>
          )}
        </fieldset>
      )}
      {account && kind && kind !== 'payout' && (
        <p className="admin-certificates__states">
          {t('adminCertificates.issue.states', {
            amount: formatMoney(account.initialBalance, account.currency, locale, { whole: true }),
          })}
        </p>
      )}
      {account && kind === 'payout' && (
        <div className="field">
          <label className="label" htmlFor={`${ids}-amount`}>
            {t('adminCertificates.issue.amount', { currency: account.currency })}
          </label>
          <input
            id={`${ids}-amount`}
            className={form.problem('amount') ? 'input is-danger' : 'input'}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={form.problem('amount') ? true : undefined}
            aria-describedby={form.problem('amount') ? `${ids}-amount-error` : undefined}
            onChange={(event) => setAmountText(event.currentTarget.value)}
            onBlur={() => form.touch('amount')}
          />
          {form.problem('amount') && (
            <p id={`${ids}-amount-error`} className="help is-danger" role="alert">
              {translateProblem(messages, form.problem('amount'))}
            </p>
          )}
        </div>
      )}
    </FormModal>
  );
}
