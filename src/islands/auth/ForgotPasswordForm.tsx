import type * as v from 'valibot';
import { RecoverSchema } from '../../schemas/auth';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { TextField } from '../../ui/forms/TextField';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { preloadFormRequests, publicCall } from './formApi';
import type { ForgotPasswordMessages } from './messageKeys';

/** Forgot password (seed §4, §8): idle, submitting, then success or error. */
export default function ForgotPasswordForm({ messages }: { messages: ForgotPasswordMessages }) {
  const form = useValidatedForm(RecoverSchema, { email: '' }, messages);
  const recover = useSubmit({
    run: (json: v.InferOutput<typeof RecoverSchema>) =>
      publicCall((api) => api.auth.recover.$post({ json }), messages['error.loginDetailIncorrect']),
  });

  if (recover.succeeded) {
    return <Notice kind="success">{messages['success.passwordResetSent']}</Notice>;
  }
  return (
    <form
      noValidate
      onInput={preloadFormRequests}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) recover.submit(form.output);
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {recover.error !== null && (
          <Notice kind="danger">
            <p>{messages['error.formErrors']}</p>
            <p>{recover.error}</p>
          </Notice>
        )}
        <TextField id="forgot-email" label={messages['auth.email']} type="email" autoComplete="email" {...form.field('email')} />
        <SubmitButton
          busy={recover.submitting}
          disabled={!form.valid}
          label={messages['auth.submit']}
          busyLabel={messages['auth.pleaseWait']}
        />
      </fieldset>
    </form>
  );
}
