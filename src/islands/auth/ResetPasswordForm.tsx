import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { NewPasswordFormSchema, type ResetSchema } from '../../schemas/auth';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { preloadFormRequests, publicCall } from './formApi';
import type { ResetPasswordMessages } from './messageKeys';
import { NewPasswordFields } from './NewPasswordFields';

/** The page the recovery mail links to: a new password for the token in the URL. */
export default function ResetPasswordForm({ messages, loginPath }: { messages: ResetPasswordMessages; loginPath: string }) {
  const form = useValidatedForm(NewPasswordFormSchema, { password: '', confirmPassword: '' }, messages);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);
  const reset = useSubmit({
    run: (json: v.InferOutput<typeof ResetSchema>) => publicCall((api) => api.auth.reset.$post({ json }), messages['error.generic']),
  });

  if (token === null) {
    return <Notice kind="danger">{messages['error.resetTokenInvalid']}</Notice>;
  }
  if (reset.succeeded) {
    return (
      <Notice kind="success">
        <p>{messages['success.accountReset']}</p>
        <a className="button is-primary mt-3" href={loginPath}>
          {messages['auth.signIn']}
        </a>
      </Notice>
    );
  }
  return (
    <form
      noValidate
      onInput={preloadFormRequests}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output && token) reset.submit({ token, password: form.output.password });
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {reset.error !== null && <Notice kind="danger">{reset.error}</Notice>}
        <NewPasswordFields
          idPrefix="reset"
          label={messages['auth.newPassword']}
          confirmLabel={messages['auth.confirmPassword']}
          messages={messages}
          form={form}
        />
        <SubmitButton
          busy={reset.submitting}
          disabled={!form.valid || !token}
          label={messages['auth.submit']}
          busyLabel={messages['auth.pleaseWait']}
        />
      </fieldset>
    </form>
  );
}
