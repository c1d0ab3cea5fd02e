import { useState } from 'react';
import { NewPasswordFields } from '../../../islands/auth/NewPasswordFields';
import { ChangePasswordFormSchema } from '../../../schemas/auth';
import { Notice, SubmitButton } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useT } from '../../../ui/i18n';
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
  const change = useSubmit({
    run: ({ currentPassword, password }: typeof empty) => changePassword({ currentPassword, password }),
    onSuccess: () => setGeneration((current) => current + 1),
  });

  return (
    <>
      {change.error !== null && <Notice kind="danger">{change.error || t('error.generic')}</Notice>}
      {change.succeeded && <Notice kind="success">{change.result?.message}</Notice>}
      <PasswordFields
        key={generation}
        email={email}
        messages={messages}
        submitting={change.submitting}
        onEdit={change.reset}
        onSubmit={change.submit}
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
