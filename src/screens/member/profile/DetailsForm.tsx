import { ProfileSchema } from '../../../schemas/auth';
import { type SessionUser, updateUser } from '../../../stores/session';
import { Notice, SubmitButton } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useT } from '../../../ui/i18n';
import type { ProfileMessages } from './messageKeys';
import { saveNames } from './queries';

/** First and last name (the registration rules); the email is shown, not edited. Saving renames the header at once. */
export function DetailsForm({ user, messages }: { user: SessionUser; messages: ProfileMessages }) {
  const t = useT();
  const form = useValidatedForm(ProfileSchema, { firstName: user.firstName, lastName: user.lastName }, messages);
  const save = useSubmit({ run: saveNames, onSuccess: (answer) => updateUser(answer.user) });
  const unchanged = form.output?.firstName === user.firstName && form.output?.lastName === user.lastName;

  return (
    <form
      noValidate
      aria-labelledby="profile-details-title"
      // A new edit hides the outcome of the last save.
      onInput={save.reset}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) save.submit(form.output);
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {save.error !== null && <Notice kind="danger">{save.error || t('error.generic')}</Notice>}
        {save.succeeded && <Notice kind="success">{t('profile.saved')}</Notice>}
        <TextField id="profile-email" label={t('auth.email')} type="email" value={user.email} readOnly autoComplete="email" />
        <div className="profile-names">
          <TextField id="profile-first-name" label={t('auth.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <TextField id="profile-last-name" label={t('auth.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <SubmitButton
          busy={save.submitting}
          disabled={!form.valid || unchanged}
          label={t('profile.save')}
          busyLabel={t('auth.pleaseWait')}
        />
      </fieldset>
    </form>
  );
}
