import type * as v from 'valibot';
import { RecoverSchema } from '../../schemas/auth';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { TextField } from '../../ui/forms/TextField';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { type IslandProps, island, useT } from '../../ui/i18n';
import { AuthForm } from './AuthForm';
import { publicCall } from './formApi';
import type { ForgotPasswordMessages } from './messageKeys';

/** Forgot password (seed §4, §8): idle, submitting, then success or error. */
export default island<IslandProps<ForgotPasswordMessages>>(ForgotPassword);

function ForgotPassword({ messages }: { messages: ForgotPasswordMessages }) {
  const t = useT();
  const form = useValidatedForm(RecoverSchema, { email: '' }, messages);
  const recover = useSubmit({
    run: (json: v.InferOutput<typeof RecoverSchema>) =>
      publicCall((api) => api.auth.recover.$post({ json }), t('error.loginDetailIncorrect')),
  });

  if (recover.succeeded) {
    return <Notice kind="success">{t('success.passwordResetSent')}</Notice>;
  }
  return (
    <AuthForm form={form} submit={(output) => recover.submit(output)}>
      {recover.error !== null && (
        <Notice kind="danger">
          <p>{t('error.formErrors')}</p>
          <p>{recover.error}</p>
        </Notice>
      )}
      <TextField id="forgot-email" label={t('auth.email')} type="email" autoComplete="email" {...form.field('email')} />
      <SubmitButton busy={recover.submitting} disabled={!form.valid} label={t('auth.submit')} busyLabel={t('auth.pleaseWait')} />
    </AuthForm>
  );
}
