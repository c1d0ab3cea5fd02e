import { useEffect, useState } from 'react';
import { TwoFactorConfirmSchema } from '../../schemas/auth';
import { signIn } from '../../stores/session';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { TextField } from '../../ui/forms/TextField';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { useT } from '../../ui/i18n';
import { lookUpGeolocation, publicCall } from './formApi';
import type { LoginMessages } from './messageKeys';

/**
 * The second step of a sign-in with two-step sign-in on (issue 12): the code from the
 * authenticator app, or a recovery code. The first step's token lasts five minutes; when it has
 * run out the server says so and Back starts again.
 */
export function TwoFactorStep({
  pending,
  messages,
  onBack,
}: {
  pending: { twoFactorToken: string; email: string };
  messages: LoginMessages;
  onBack: () => void;
}) {
  const t = useT();
  const [recovery, setRecovery] = useState(false);
  const form = useValidatedForm(TwoFactorConfirmSchema, { code: '' }, messages);
  const confirm = useSubmit({
    run: async ({ code }: { code: string }) => {
      const userGeolocation = await lookUpGeolocation();
      const answer = await publicCall(
        (api) => api.auth.login['two-factor'].$post({ json: { twoFactorToken: pending.twoFactorToken, code, userGeolocation } }),
        t('error.generic'),
      );
      if (!answer.accessToken) throw new Error(t('error.generic'));
      return answer.accessToken;
    },
    onSuccess: (accessToken) => signIn(accessToken, pending.email),
  });
  // The code field takes the focus once usable (the fieldset is disabled until the island runs),
  // and again when the kind of code changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the kind of code changes
  useEffect(() => {
    if (form.ready) document.getElementById('login-two-factor-code')?.focus();
  }, [recovery, form.ready]);

  return (
    <form
      noValidate
      aria-labelledby="two-factor-title"
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) confirm.submit(form.output);
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        <h2 id="two-factor-title" className="title is-5">
          {t('auth.twoFactor.title')}
        </h2>
        <p className="mb-4">{recovery ? t('auth.twoFactor.recoveryPrompt') : t('auth.twoFactor.prompt')}</p>
        {confirm.error && <Notice kind="danger">{confirm.error}</Notice>}
        <TextField
          key={recovery ? 'recovery' : 'app'}
          id="login-two-factor-code"
          label={recovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.code')}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          {...form.field('code')}
        />
        <SubmitButton
          busy={confirm.submitting || confirm.succeeded}
          disabled={!form.valid}
          label={t('auth.twoFactor.verify')}
          busyLabel={t('auth.pleaseWait')}
        />
        <div className="two-factor-links">
          <button type="button" className="button is-ghost" onClick={() => setRecovery((current) => !current)}>
            {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
          </button>
          <button type="button" className="button is-ghost" onClick={onBack}>
            {t('auth.twoFactor.back')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
