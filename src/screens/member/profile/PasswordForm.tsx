import { useState } from 'react';
import { fromPromise } from 'xstate';
import { formMachine } from '../../../../machines/form';
import { NewPasswordFields } from '../../../islands/auth/NewPasswordFields';
import { ChangePasswordFormSchema } from '../../../schemas/auth';
import { Notice, SubmitButton } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useT } from '../../../ui/i18n';
import { useMachine } from '../../../ui/useMachine';
import type { ProfileMessages } from './messageKeys';
import { changePassword } from './queries';

const empty = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The current password, then the new one twice (seed §5 rules, the strength meter). The server
 * ends every other session at once; this one stays. After a change the fields start empty again.
 */
export function PasswordForm({ email, messages }: { email: string; messages: ProfileMessages }) {
  const t = useT();
  // A new generation remounts the fields: empty and untouched, while the outcome stays shown.
  const [generation, setGeneration] = useState(0);
  const [state, send] = useMachine(
    formMachine.provide({
      actors: {
        submit: fromPromise(({ input }) => {
          const { currentPassword, password } = input.values as typeof empty;
          return changePassword({ currentPassword, password });
        }),
      },
      actions: { onSuccess: () => setGeneration((current) => current + 1) },
    }),
  );
  const result = state.context.result as { message?: string } | null;

  return (
    <>
      {state.matches('error') && <Notice kind="danger">{state.context.errorMessage || t('error.generic')}</Notice>}
      {state.matches('success') && <Notice kind="success">{result?.message}</Notice>}
      <PasswordFields
        key={generation}
        email={email}
        messages={messages}
        submitting={state.matches('submitting')}
        onEdit={() => (state.matches('success') || state.matches('error')) && send({ type: 'form.reset' })}
        onSubmit={(values) => send({ type: 'form.submit', values })}
      />
    </>
  );
}

function PasswordFields({
  email,
  messages,
  submitting,
  onEdit,
  onSubmit,
}: {
  email: string;
  messages: ProfileMessages;
  submitting: boolean;
  onEdit: () => void;
  onSubmit: (values: typeof empty) => void;
}) {
  const t = useT();
  const form = useValidatedForm(ChangePasswordFormSchema, empty, messages);
  return (
    <form
      noValidate
      aria-labelledby="profile-password-title"
      onInput={onEdit}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) onSubmit(form.output);
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id="profile-current-password"
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          idPrefix="profile-new"
          label={t('auth.newPassword')}
          confirmLabel={t('profile.confirmNewPassword')}
          form={form}
        />
        <SubmitButton busy={submitting} disabled={!form.valid} label={t('profile.password.submit')} busyLabel={t('auth.pleaseWait')} />
      </fieldset>
    </form>
  );
}
