import type * as v from 'valibot';
import { fromPromise } from 'xstate';
import { formMachine } from '../../../machines/form';
import { RecoverSchema } from '../../schemas/auth';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { TextField } from '../../ui/forms/TextField';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { useMachine } from '../../ui/useMachine';
import { preloadFormRequests, publicCall } from './formApi';
import type { ForgotPasswordMessages } from './messageKeys';

/** Forgot password (seed §4, §8): idle, submitting, then success or error. */
export default function ForgotPasswordForm({ messages }: { messages: ForgotPasswordMessages }) {
  const form = useValidatedForm(RecoverSchema, { email: '' }, messages);
  const [state, send] = useMachine(
    formMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          publicCall(
            (api) => api.auth.recover.$post({ json: input.values as v.InferOutput<typeof RecoverSchema> }),
            messages['error.loginDetailIncorrect'],
          ),
        ),
      },
    }),
  );
  const submitting = state.matches('submitting');

  if (state.matches('success')) {
    return <Notice kind="success">{messages['success.passwordResetSent']}</Notice>;
  }
  return (
    <form
      noValidate
      onInput={preloadFormRequests}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) send({ type: 'form.submit', values: form.output });
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {state.matches('error') && (
          <Notice kind="danger">
            <p>{messages['error.formErrors']}</p>
            <p>{state.context.errorMessage}</p>
          </Notice>
        )}
        <TextField id="forgot-email" label={messages['auth.email']} type="email" autoComplete="email" {...form.field('email')} />
        <SubmitButton busy={submitting} disabled={!form.valid} label={messages['auth.submit']} busyLabel={messages['auth.pleaseWait']} />
      </fieldset>
    </form>
  );
}
