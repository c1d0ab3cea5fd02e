import { useState } from 'react';
import * as v from 'valibot';
import { refresh } from '../../../api/keys';
import type { VerificationState } from '../../../schemas/enums';
import { HolderNameOverrideSchema, VerificationDecisionSchema } from '../../../schemas/verification';
import { toast } from '../../../stores/toast';
import { CopyButton } from '../../../ui/CopyButton';
import type { Column } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { Notice } from '../../../ui/forms/FormParts';
import { TextAreaField, TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useMessages, useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { Table } from '../../../ui/Table';
import { useQuery } from '../../../ui/useQuery';
import { $userVerification, actions, type UserVerification, type VerificationDecision } from './queries';
import { useCountryName, VerificationTag } from './UserLabels';

type Verification = NonNullable<UserVerification['verification']>;
type HistoryEntry = Verification['history'][number];
type AcceptedName = UserVerification['acceptedHolderNames'][number];

/** The reason a decision takes, checked as the server checks it. */
const DecisionReasonSchema = v.pick(VerificationDecisionSchema, ['reason']);

/**
 * The member's identity verification as the back office handles it (issue 31): where it stands and
 * why, the provider's reference to look the case up there, its history, the decisions an
 * administrator can take with a reason, and the payout holder names accepted by hand.
 */
export function VerificationCard({ userId }: { userId: string }) {
  const t = useT();
  const query = useQuery($userVerification);
  // Another user's answer (the page moved on) is not this user's.
  const shown = query.data?.userId === userId ? query : { ...query, data: undefined };
  return (
    <PanelCard
      id="user-verification-title"
      title={t('users.verification.title')}
      className="admin-user__verification"
      headerClassName="admin-user__head"
      aside={
        shown.data &&
        (shown.data.verification ? (
          <VerificationTag state={shown.data.verification.state} />
        ) : (
          <span className="tag is-light is-muted">{t('users.verification.notAsked')}</span>
        ))
      }
    >
      <QueryView query={shown} skeleton={<Skeleton lines={5} />}>
        {(data) => (
          <>
            {data.verification ? (
              <Facts verification={data.verification} reference={data.reference} />
            ) : (
              <p className="users-muted">{t('users.verification.notAsked.hint')}</p>
            )}
            <Decisions userId={userId} state={data.verification?.state ?? null} />
            {data.verification && data.verification.history.length > 0 && <History history={data.verification.history} />}
            <HolderNames userId={userId} names={data.acceptedHolderNames} />
          </>
        )}
      </QueryView>
    </PanelCard>
  );
}

function Facts({ verification, reference }: { verification: Verification; reference: string | null }) {
  const t = useT();
  const countryName = useCountryName();
  return (
    <dl className="admin-user__facts">
      <dt>{t('users.verification.kind')}</dt>
      <dd>{t(`verification.kind.${verification.kind}`)}</dd>
      <dt>{t('users.verification.provider')}</dt>
      <dd>{t(`users.verification.provider.${verification.provider}`)}</dd>
      <dt>{t('users.verification.reference')}</dt>
      <dd>
        {reference ? (
          <span className="admin-user__reference">
            <code>{reference}</code>
            <CopyButton value={reference} label={t('users.verification.reference')} />
          </span>
        ) : (
          '—'
        )}
      </dd>
      <dt>{t('users.verification.since')}</dt>
      <dd>{verification.stateSince ? <DateTime value={verification.stateSince} /> : '—'}</dd>
      {verification.reason && (
        <>
          <dt>{t('users.verification.reason')}</dt>
          <dd>{verification.reason}</dd>
        </>
      )}
      {verification.expiresAt && (
        <>
          <dt>{t('users.verification.expires')}</dt>
          <dd>
            <DateTime value={verification.expiresAt} />
          </dd>
        </>
      )}
      <dt>{t('users.verification.name')}</dt>
      <dd>{verification.verifiedName ?? '—'}</dd>
      <dt>{t('users.verification.country')}</dt>
      <dd>{verification.verifiedCountry ? countryName(verification.verifiedCountry) : '—'}</dd>
      <dt>{t('users.verification.verifiedAt')}</dt>
      <dd>{verification.verifiedAt ? <DateTime value={verification.verifiedAt} style="date" /> : '—'}</dd>
      <dt>{t('users.verification.required')}</dt>
      <dd>
        {t(`users.verification.required.${verification.required}`)}
        {verification.fundedWaiting > 0 && (
          <>
            <br />
            <small>{t('users.verification.fundedWaiting', { count: verification.fundedWaiting })}</small>
          </>
        )}
      </dd>
    </dl>
  );
}

/** The decisions that would change something from where the verification stands. */
function decisionsFor(state: VerificationState | null): VerificationDecision[] {
  if (state === null) return ['requestNew'];
  return (['approve', 'reject', 'requestNew'] as const).filter(
    (action) => !(action === 'approve' && state === 'approved') && !(action === 'reject' && state === 'rejected'),
  );
}

const tone = { approve: 'primary', reject: 'danger', requestNew: 'warning' } as const;
const buttonClass = { approve: 'button is-primary', reject: 'button is-danger', requestNew: 'button' } as const;

function Decisions({ userId, state }: { userId: string; state: VerificationState | null }) {
  const t = useT();
  const messages = useMessages();
  const [dialog, setDialog] = useState<VerificationDecision | null>(null);
  // Asking a member who was never asked (or has not started) is the first request, not a new one.
  const first = state === null || state === 'notStarted';
  const label = (action: VerificationDecision) =>
    action === 'requestNew' && first ? t('users.verification.requestFirst') : t(`users.verification.${action}`);
  const body = (action: VerificationDecision) =>
    action === 'requestNew' && first ? t('users.verification.requestFirst.body') : t(`users.verification.${action}.body`);
  return (
    <>
      <div className="buttons admin-user__decisions">
        {decisionsFor(state).map((action) => (
          <button key={action} type="button" className={buttonClass[action]} onClick={() => setDialog(action)}>
            {label(action)}
          </button>
        ))}
      </div>
      {dialog && (
        <ReasonDialog
          title={label(dialog)}
          tone={dialog === 'requestNew' && first ? 'primary' : tone[dialog]}
          cancelLabel={t('users.verification.cancel')}
          confirmLabel={label(dialog)}
          reasonLabel={t('users.verification.reason')}
          reasonHint={t('users.verification.reasonHint')}
          schema={DecisionReasonSchema}
          messages={messages}
          onClose={() => setDialog(null)}
          run={(reason) => actions.decideVerification(userId, { action: dialog, reason })}
          success={() => t(`users.verification.done.${dialog}`)}
          refresh={() => {
            refresh('admin.userVerification', userId);
            // The list's verification column.
            refresh('users');
          }}
        >
          <p>{body(dialog)}</p>
        </ReasonDialog>
      )}
    </>
  );
}

function History({ history }: { history: HistoryEntry[] }) {
  const t = useT();
  const by = (entry: HistoryEntry) => (entry.source === 'admin' && entry.actor ? entry.actor : t(`users.verification.by.${entry.source}`));
  const columns: Column<HistoryEntry>[] = [
    { id: 'at', header: t('users.verification.col.at'), cell: (entry) => <DateTime value={entry.at} /> },
    {
      id: 'change',
      header: t('users.verification.col.change'),
      cell: (entry) =>
        t('users.verification.change', {
          from: t(`verification.state.${entry.from}`),
          // An administrator's request starts the verification afresh: "not started" would not say what happened.
          to: entry.to === 'notStarted' && entry.source === 'admin' ? t('users.verification.asked') : t(`verification.state.${entry.to}`),
        }),
    },
    { id: 'by', header: t('users.verification.col.by'), cell: by },
    { id: 'reason', header: t('users.verification.reason'), cell: (entry) => entry.reason ?? '—' },
  ];
  // Newest first, as the audit log reads.
  const rows = [...history].reverse();
  return (
    <>
      <h3 className="title is-6 admin-user__subheading">{t('users.verification.history')}</h3>
      <Table
        className="admin-user__table"
        caption={t('users.verification.history.caption')}
        columns={columns}
        rows={rows}
        rowKey={(entry) => `${entry.at}-${entry.from}-${entry.to}`}
      />
    </>
  );
}

function HolderNames({ userId, names }: { userId: string; names: AcceptedName[] }) {
  const t = useT();
  // A new form after each accepted name: the fields start empty again.
  const [round, setRound] = useState(0);
  const columns: Column<AcceptedName>[] = [
    { id: 'name', header: t('users.verification.holder.name'), cell: (entry) => entry.name },
    { id: 'reason', header: t('users.verification.reason'), cell: (entry) => entry.reason },
    { id: 'by', header: t('users.verification.col.by'), cell: (entry) => entry.by ?? t('users.verification.by.admin') },
    { id: 'at', header: t('users.verification.col.at'), cell: (entry) => <DateTime value={entry.at} style="date" /> },
  ];
  return (
    <>
      <h3 className="title is-6 admin-user__subheading">{t('users.verification.holders')}</h3>
      {names.length === 0 ? (
        <p className="users-muted">{t('users.verification.holders.none')}</p>
      ) : (
        <Table
          className="admin-user__table"
          caption={t('users.verification.holders')}
          columns={columns}
          rows={names}
          rowKey={(entry) => entry.name}
        />
      )}
      <HolderNameForm key={round} userId={userId} onDone={() => setRound((count) => count + 1)} />
    </>
  );
}

function HolderNameForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const t = useT();
  const messages = useMessages();
  const form = useValidatedForm(HolderNameOverrideSchema, { name: '', reason: '' }, messages);
  const send = useSubmit({
    run: (holder: v.InferOutput<typeof HolderNameOverrideSchema>) => actions.acceptHolderName(userId, holder).then(() => holder.name),
    onSuccess: (name) => {
      toast.success(t('users.verification.holder.done', { name }));
      refresh('admin.userVerification', userId);
      onDone();
    },
  });
  return (
    <form
      className="admin-user__holder-form"
      noValidate
      aria-labelledby="user-holder-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) send.submit(form.output);
      }}
    >
      <h4 id="user-holder-form-title" className="admin-user__form-title">
        {t('users.verification.holder.add')}
      </h4>
      <p className="help admin-user__explain">{t('users.verification.holders.hint')}</p>
      <fieldset className="form-fieldset" disabled={!form.ready || send.submitting}>
        {send.error !== null && <Notice kind="danger">{send.error || t('error.generic')}</Notice>}
        <div className="admin-user__holder-fields">
          <TextField
            id="user-holder-name"
            label={t('users.verification.holder.name')}
            autoComplete="off"
            maxLength={100}
            {...form.field('name')}
          />
          <TextAreaField
            id="user-holder-reason"
            label={t('users.verification.reason')}
            hint={t('users.verification.holder.reasonHint')}
            rows={2}
            maxLength={500}
            value={form.values.reason}
            error={form.field('reason').error}
            onChange={(event) => form.set('reason', event.currentTarget.value)}
            onBlur={() => form.touch('reason')}
          />
        </div>
        <button type="submit" className={send.submitting ? 'button is-primary is-loading' : 'button is-primary'}>
          {t('users.verification.holder.submit')}
        </button>
      </fieldset>
    </form>
  );
}
