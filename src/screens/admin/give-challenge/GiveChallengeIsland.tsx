import { useCallback, useEffect, useId, useState } from 'react';
import { refresh } from '../../../api/keys';
import type { Messages } from '../../../i18n';
import { formatMoney } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { grantReasons } from '../../../schemas/enums';
import { GrantSchema } from '../../../schemas/grants';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/forms/FormParts';
import { TextAreaField } from '../../../ui/forms/TextField';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { type IslandProps, island, translateProblem, useLocale, useT } from '../../../ui/i18n';
import { MemberPicker, type PickedMember } from '../../../ui/MemberPicker';
import { SelectField } from '../../../ui/SelectField';
import { useQuery } from '../../../ui/useQuery';
import { $challenges } from '../orders/queries';
import { $memberMatches, $memberSearch, $user, $userId } from '../users/queries';
import type { giveChallengeMessageKeys } from './messageKeys';
import { type Grant, giveChallenge } from './queries';

/** /users/challenge/create: pick a member, a challenge and a reason; confirm; the account opens at once. */
export default island<IslandProps<Messages<(typeof giveChallengeMessageKeys)[number]>>>(GiveChallenge);

const empty = { userId: '', challengeId: '', reason: '', note: '' };

function GiveChallenge({ messages }: { messages: Record<string, string> }) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const form = useValidatedForm(GrantSchema, empty, messages);
  const [member, setMember] = useState<PickedMember | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A failed grant, said on the form too once its dialog is closed.
  const [error, setError] = useState<string | null>(null);
  const [granted, setGranted] = useState<Grant | null>(null);
  const challenges = useQuery($challenges);
  const matches = useQuery($memberMatches);
  const onSearch = useCallback((text: string) => $memberSearch.set(text), []);
  const offered = challenges.data?.items.filter((challenge) => challenge.active) ?? [];
  const challenge = offered.find((item) => item.id === form.values.challengeId);

  const pick = (picked: PickedMember | null) => {
    setMember(picked);
    form.set('userId', picked?.id ?? '');
    form.touch('userId');
  };

  // A link from a customer's page (?userId=) starts with that member picked.
  const preset = usePresetMember();
  useEffect(() => {
    if (preset && !form.values.userId) {
      setMember(preset);
      form.set('userId', preset.id);
    }
  }, [preset, form.values.userId, form.set]);

  if (granted) {
    return (
      <Done
        grant={granted}
        again={() => {
          setGranted(null);
          setMember(null);
          for (const [field, value] of Object.entries(empty)) form.set(field as keyof typeof empty, value);
        }}
      />
    );
  }

  const grant = form.output;
  const reasonLabel = form.values.reason ? t(`grant.reason.${form.values.reason as (typeof grantReasons)[number]}`) : '';
  return (
    <div className="screen give-challenge">
      <form
        className="panel-card app-form give-challenge__form"
        aria-labelledby={`${ids}-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.touchAll();
          if (form.output) setConfirming(true);
          else event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"], .member-picker input')?.focus();
        }}
      >
        <header className="panel-card__header">
          <h2 id={`${ids}-title`} className="title is-5">
            {t('grant.heading')}
          </h2>
          <p className="panel-card__hint">{t('grant.intro')}</p>
        </header>
        <fieldset className="form-fieldset" disabled={!form.ready}>
          {error && !confirming && <Notice kind="danger">{error}</Notice>}
          <MemberPicker
            member={member}
            pick={pick}
            matches={matches}
            onSearch={onSearch}
            problem={translateProblem(messages, form.problem('userId'))}
          />
          <SelectField
            id={`${ids}-challenge`}
            label={t('grant.challenge')}
            value={form.values.challengeId}
            onChange={(value) => form.set('challengeId', value)}
            onBlur={() => form.touch('challengeId')}
            problem={translateProblem(messages, form.problem('challengeId'))}
          >
            <option value="">{t('grant.challenge.choose')}</option>
            {offered.map((item) => (
              <option key={item.id} value={item.id}>
                {item.localName} · {formatMoney(item.accountSize, item.currency, locale, { whole: true })} · {item.platform}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${ids}-reason`}
            label={t('grant.reason')}
            value={form.values.reason}
            onChange={(value) => form.set('reason', value)}
            onBlur={() => form.touch('reason')}
            problem={translateProblem(messages, form.problem('reason'))}
          >
            <option value="">{t('grant.reason.choose')}</option>
            {grantReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`grant.reason.${reason}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id={`${ids}-note`}
            label={t('grant.note')}
            hint={t('grant.note.hint')}
            maxLength={500}
            value={form.values.note}
            onChange={(event) => form.set('note', event.currentTarget.value)}
          />
          <div className="form-actions">
            <button type="submit" className="button is-primary">
              {t('grant.submit')}
            </button>
          </div>
        </fieldset>
      </form>
      {confirming && member && challenge && grant && (
        <ConfirmDialog
          title={t('grant.confirm.title')}
          confirmLabel={t('grant.submit')}
          cancelLabel={t('grant.back')}
          onClose={() => setConfirming(false)}
          run={() => giveChallenge(grant)}
          refresh={() => refresh(['users', 'user', 'admin.orders'])}
          onError={setError}
          onDone={(answer) => {
            setError(null);
            setGranted(answer);
            setConfirming(false);
          }}
        >
          <p>
            {t('grant.confirm.body', {
              name: `${member.firstName} ${member.lastName}`,
              email: member.email,
              challenge: challenge.localName,
            })}
          </p>
          <p className="give-challenge__reason">
            {t('grant.reason')}: {reasonLabel}
            {grant.note ? ` · ${grant.note}` : ''}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The member named by `?userId=` in the address, once loaded (an unknown id leaves the picker empty). */
function usePresetMember(): PickedMember | null {
  const [id] = useState(() => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('userId')));
  const query = useQuery($user);
  useEffect(() => {
    if (!id) return;
    $userId.set(id);
    return () => $userId.set(null);
  }, [id]);
  const user = id && query.data?.user.id === id ? query.data.user : null;
  return user && user.role === 'USER' && user.status === 'Active' ? user : null;
}

/** What was given: the account opened, and where to go next. */
function Done({ grant, again }: { grant: Grant; again: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { order, account } = grant;
  return (
    <div className="screen give-challenge">
      <section className="panel-card give-challenge__done" aria-live="polite">
        <Notice kind="success">
          {t('grant.done', {
            challenge: order.challengeName,
            login: account.login,
            name: `${order.member.firstName} ${order.member.lastName}`,
          })}
        </Notice>
        <div className="form-actions">
          <a className="button" href={localizePath(`/users/${encodeURIComponent(order.member.id)}/edit-user`, locale)}>
            {t('grant.done.member')}
          </a>
          <a className="button" href={`${localizePath('/orders', locale)}?q=${encodeURIComponent(order.number)}`}>
            {t('grant.done.order')}
          </a>
          <button type="button" className="button is-primary" onClick={again}>
            {t('grant.again')}
          </button>
        </div>
      </section>
    </div>
  );
}
