import { fromPromise } from 'xstate';
import { formMachine } from '../../../../machines/form';
import { ProfileSchema } from '../../../schemas/auth';
import { type SessionUser, updateUser } from '../../../stores/session';
import { Notice, SubmitButton } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useT } from '../../../ui/i18n';
import { useMachine } from '../../../ui/useMachine';
import type { ProfileMessages } from './messageKeys';
import { saveNames } from './queries';

/** First and last name (the registration rules); the email is shown, not edited. Saving renames the header at once. */
export function DetailsForm({ user, messages }: { user: SessionUser; messages: ProfileMessages }) {
  const t = useT();
  const form = useValidatedForm(ProfileSchema, { firstName: user.firstName, lastName: user.lastName }, messages);
  const [state, send] = useMachine(
    formMachine.provide({
      actors: { submit: fromPromise(({ input }) => saveNames(input.values as { firstName: string; lastName: string })) },
      actions: { onSuccess: (_, { result }) => updateUser((result as Awaited<ReturnType<typeof saveNames>>).user) },
    }),
  );
  const submitting = state.matches('submitting');
  const unchanged = form.output?.firstName === user.firstName && form.output?.lastName === user.lastName;

  return (
    <form
      noValidate
      aria-labelledby="profile-details-title"
      // A new edit hides the outcome of the last save.
      onInput={() => (state.matches('success') || state.matches('error')) && send({ type: 'form.reset' })}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) send({ type: 'form.submit', values: form.output });
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {state.matches('error') && <Notice kind="danger">{state.context.errorMessage || t('error.generic')}</Notice>}
        {state.matches('success') && <Notice kind="success">{t('profile.saved')}</Notice>}
        <TextField id="profile-email" label={t('auth.email')} type="email" value={user.email} readOnly autoComplete="email" />
        <div className="profile-names">
          <TextField id="profile-first-name" label={t('auth.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <TextField id="profile-last-name" label={t('auth.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <SubmitButton busy={submitting} disabled={!form.valid || unchanged} label={t('profile.save')} busyLabel={t('auth.pleaseWait')} />
      </fieldset>
    </form>
  );
}
