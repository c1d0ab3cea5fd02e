import { type FormEvent, useMemo } from 'react';
import * as v from 'valibot';
import type { Messages } from '../../../i18n';
import { localizePath } from '../../../i18n/locales';
import { routesById } from '../../../routing/routes';
import { DemoReviewSchema } from '../../../schemas/verification';
import { $session } from '../../../stores/session';
import { Notice } from '../../../ui/forms/FormParts';
import { TextAreaField, TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { type IslandProps, island, translateProblem, useLocale, useMessages, useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { SelectField } from '../../../ui/SelectField';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import { countryOptions } from '../billing/countries';
import { $verification, actions, type MemberVerification } from '../verification/queries';
import type { verificationDemoMessageKeys } from './messageKeys';

/**
 * /verification/demo: the demo provider's "hosted flow" (never in production). The member sends
 * the documents, then plays the provider's reviewer; each click reaches the server as the event a
 * real provider's webhook would bring, and the browser goes back to /verification, as it would
 * come back from the provider.
 */
export default island<IslandProps<Messages<(typeof verificationDemoMessageKeys)[number]>>>(DemoProvider);

function DemoProvider() {
  const t = useT();
  const query = useQuery($verification);
  return (
    <div className="screen verification-demo">
      <div className="notification is-warning is-light verification-demo__banner">
        <strong>{t('verification.demo.banner')}</strong>
      </div>
      <QueryView query={query} skeleton={<Skeleton lines={6} />}>
        {(verification) => <Step verification={verification} />}
      </QueryView>
    </div>
  );
}

function Step({ verification }: { verification: MemberVerification }) {
  if (verification.state === 'inProgress' || verification.state === 'resubmissionRequested')
    return <Documents verification={verification} />;
  if (verification.state === 'pendingReview') return <Reviewer />;
  return <NothingToDo verification={verification} />;
}

/** Back where the provider returns the member: the verification page, which reads the new state. */
function useBackToVerification() {
  const locale = useLocale();
  return () => window.location.assign(localizePath(routesById.verification.pattern, locale));
}

function BackLink() {
  const t = useT();
  const locale = useLocale();
  return <a href={localizePath(routesById.verification.pattern, locale)}>{t('verification.demo.back')}</a>;
}

/** Step 1: a real provider asks for a document photo and a selfie; here one button stands for them. */
function Documents({ verification }: { verification: MemberVerification }) {
  const t = useT();
  const back = useBackToVerification();
  const send = useSubmit({ run: () => actions.demoSubmit(t('error.generic')), onSuccess: back });
  const busy = send.submitting || send.succeeded;
  return (
    <PanelCard id="demo-documents" title={t('verification.demo.step1.title')}>
      <p>{t(verification.kind === 'company' ? 'verification.demo.step1.company' : 'verification.demo.step1.individual')}</p>
      {verification.state === 'resubmissionRequested' && verification.reason && (
        <div className="verification-status__reason">
          <p className="verification-status__label">{t('verification.demo.askedFor')}</p>
          <blockquote>{verification.reason}</blockquote>
        </div>
      )}
      {send.error !== null && <Notice kind="danger">{send.error || t('error.generic')}</Notice>}
      <div className="buttons verification-demo__actions">
        <button
          type="button"
          className={`button is-primary${busy ? ' is-loading' : ''}`}
          disabled={busy}
          onClick={() => send.submit(undefined)}
        >
          {t('verification.demo.submit')}
        </button>
        <BackLink />
      </div>
    </PanelCard>
  );
}

const [approvedSchema, refusedSchema] = DemoReviewSchema.options;
/** Approving names who the document shows; refusing says why, in words the member reads. */
const ApproveSchema = v.omit(approvedSchema, ['outcome']);
const RefuseSchema = v.omit(refusedSchema, ['outcome']);

/** Step 2: the provider's reviewer decides. */
function Reviewer() {
  const t = useT();
  const { user } = useClientStore($session);
  return (
    <PanelCard
      id="demo-reviewer"
      title={t('verification.demo.step2.title')}
      note={t('verification.demo.step2.body')}
      className="verification-demo__reviewer"
    >
      <div className="verification-demo__decisions">
        {/* Mounted again once the signed-in member is known, so the name starts as theirs. */}
        <ApproveForm key={user?.id ?? 'nobody'} name={user ? `${user.firstName} ${user.lastName}`.trim() : ''} />
        <RefuseForm />
      </div>
    </PanelCard>
  );
}

function ApproveForm({ name }: { name: string }) {
  const t = useT();
  const locale = useLocale();
  const messages = useMessages();
  const back = useBackToVerification();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useValidatedForm(ApproveSchema, { name, country: '' }, messages);
  const approve = useSubmit({
    run: (values: v.InferOutput<typeof ApproveSchema>) => actions.demoReview({ outcome: 'approved', ...values }, t('error.generic')),
    onSuccess: back,
  });
  const busy = approve.submitting || approve.succeeded;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    form.touchAll();
    if (form.output) approve.submit(form.output);
    // The first field that says what is wrong, once it says it.
    else setTimeout(() => target.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  return (
    <form className="verification-demo__form" noValidate onSubmit={submit} aria-labelledby="demo-approve">
      <h3 id="demo-approve" className="title is-6">
        {t('verification.demo.approveTitle')}
      </h3>
      <fieldset className="form-fieldset" disabled={!form.ready || busy}>
        {approve.error !== null && <Notice kind="danger">{approve.error || t('error.generic')}</Notice>}
        <TextField id="demo-name" label={t('verification.demo.name')} autoComplete="off" required {...form.field('name')} />
        <SelectField
          id="demo-country"
          label={t('verification.demo.country')}
          value={form.values.country}
          onChange={(value) => {
            form.set('country', value);
            form.touch('country');
          }}
          onBlur={() => form.touch('country')}
          problem={translateProblem(messages, form.problem('country'))}
        >
          <option value="">{t('billing.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <div className="buttons">
          <button type="submit" className={`button is-success${approve.submitting ? ' is-loading' : ''}`}>
            {t('verification.demo.approve')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

type Refusal = 'rejected' | 'resubmissionRequested';

function RefuseForm() {
  const t = useT();
  const messages = useMessages();
  const back = useBackToVerification();
  const form = useValidatedForm(RefuseSchema, { reason: '' }, messages);
  const refuse = useSubmit({
    run: ({ outcome, reason }: { outcome: Refusal; reason: string }) => actions.demoReview({ outcome, reason }, t('error.generic')),
    onSuccess: back,
  });
  const busy = refuse.submitting || refuse.succeeded;
  // Two buttons, one reason: the button pressed says which refusal it is. The reason's problem shows
  // when a button is pressed, not when the field is left: a line appearing as the pointer goes down
  // would move the buttons away from under it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const outcome: Refusal = submitter?.value === 'rejected' ? 'rejected' : 'resubmissionRequested';
    form.touchAll();
    if (form.output) refuse.submit({ outcome, reason: form.output.reason });
    else setTimeout(() => document.getElementById('demo-reason')?.focus(), 0);
  };
  const reasonError = translateProblem(messages, form.problem('reason'));
  return (
    <form className="verification-demo__form" noValidate onSubmit={submit} aria-labelledby="demo-refuse">
      <h3 id="demo-refuse" className="title is-6">
        {t('verification.demo.refuseTitle')}
      </h3>
      <fieldset className="form-fieldset" disabled={!form.ready || busy}>
        {refuse.error !== null && <Notice kind="danger">{refuse.error || t('error.generic')}</Notice>}
        <TextAreaField
          id="demo-reason"
          label={t('verification.demo.reason')}
          hint={t('verification.demo.reasonHint')}
          error={reasonError}
          required
          maxLength={500}
          value={form.values.reason}
          onChange={(event) => form.set('reason', event.currentTarget.value)}
        />
        <div className="buttons">
          <button type="submit" name="outcome" value="resubmissionRequested" className="button is-warning">
            {t('verification.demo.askNew')}
          </button>
          <button type="submit" name="outcome" value="rejected" className="button is-danger">
            {t('verification.demo.reject')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** Not waiting for documents nor for a decision: the provider has nothing to do. */
function NothingToDo({ verification }: { verification: MemberVerification }) {
  const t = useT();
  return (
    <PanelCard id="demo-nothing" title={t('verification.demo.nothingTitle')}>
      <p>{t('verification.demo.nothing', { state: t(`verification.state.${verification.state}`) })}</p>
      <p>
        <BackLink />
      </p>
    </PanelCard>
  );
}
