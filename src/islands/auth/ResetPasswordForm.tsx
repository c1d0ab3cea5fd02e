import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { Locale } from '../../i18n/locales';
import { NewPasswordFormSchema, type ResetSchema } from '../../schemas/auth';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { island, useT } from '../../ui/i18n';
import { AuthForm } from './AuthForm';
import { publicCall } from './formApi';
import type { ResetPasswordMessages } from './messageKeys';
import { NewPasswordFields } from './NewPasswordFields';

/** The page the recovery mail links to: a new password for the token in the URL. */
export default island<{ locale: Locale; messages: ResetPasswordMessages; loginPath: string }>(ResetPassword);

function ResetPassword({ messages, loginPath }: { messages: ResetPasswordMessages; loginPath: string }) {
  const t = useT();
  const form = useValidatedForm(NewPasswordFormSchema, { password: '', confirmPassword: '' }, messages);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);
  const reset = useSubmit({
    run: (json: v.InferOutput<typeof ResetSchema>) => publicCall((api) => api.auth.reset.$post({ json }), t('error.generic')),
  });

  if (token === null) {
    return <Notice kind="danger">{t('error.resetTokenInvalid')}</Notice>;
  }
  if (reset.succeeded) {
    return (
      <Notice kind="success">
        <p>{t('success.accountReset')}</p>
        <a className="button is-primary mt-3" href={loginPath}>
          {t('auth.signIn')}
        </a>
      </Notice>
    );
  }
  return (
    <AuthForm form={form} submit={({ password }) => token && reset.submit({ token, password })}>
      {reset.error !== null && <Notice kind="danger">{reset.error}</Notice>}
      <NewPasswordFields idPrefix="reset" label={t('auth.newPassword')} confirmLabel={t('auth.confirmPassword')} form={form} />
      <SubmitButton busy={reset.submitting} disabled={!form.valid || !token} label={t('auth.submit')} busyLabel={t('auth.pleaseWait')} />
    </AuthForm>
  );
}
