import { useEffect, useState } from 'react';
import { LoginSchema } from '../../schemas/auth';
import { signIn } from '../../stores/session';
import { storage, storageKeys } from '../../stores/storage';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { TextField } from '../../ui/forms/TextField';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { type IslandProps, island, useT } from '../../ui/i18n';
import { AuthForm } from './AuthForm';
import { lookUpGeolocation, publicCall } from './formApi';
import type { LoginMessages } from './messageKeys';
import { TwoFactorStep } from './TwoFactorStep';

/**
 * Login (seed §2, §5, §8): email and password, geolocation looked up first, the registration
 * banner, a stored auth error shown once. Success hands the token to the session, whose role
 * routing then opens /accounts or /dashboard. An account with two-step sign-in asks for its code next.
 */
export default island<IslandProps<LoginMessages>>(Login);

function Login({ messages }: { messages: LoginMessages }) {
  const t = useT();
  const form = useValidatedForm(LoginSchema, { email: '', password: '' }, messages);
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  // With two-step sign-in on, the password is followed by a code (TwoFactorStep).
  const [pending, setPending] = useState<{ twoFactorToken: string; email: string } | null>(null);
  const login = useSubmit({
    run: async (values: { email: string; password: string }) => {
      const userGeolocation = await lookUpGeolocation();
      const answer = await publicCall((api) => api.auth.login.$post({ json: { ...values, userGeolocation } }), t('error.generic'));
      if ('twoFactorToken' in answer) return { twoFactorToken: answer.twoFactorToken, email: values.email };
      if (!answer.accessToken) throw new Error(t('error.loginIncorrect'));
      return { accessToken: answer.accessToken, email: values.email };
    },
    onSuccess: (answer: { accessToken?: string; twoFactorToken?: string; email: string }) => {
      if (answer.twoFactorToken) setPending({ twoFactorToken: answer.twoFactorToken, email: answer.email });
      else if (answer.accessToken) signIn(answer.accessToken, answer.email);
    },
  });

  useEffect(() => {
    const stored = storage.get(storageKeys.authErrorMessage);
    if (stored) {
      // Shown once: the next visit of the login page no longer has it.
      storage.remove(storageKeys.authErrorMessage);
      setNotice({ kind: 'danger', text: stored });
    } else if (new URLSearchParams(window.location.search).get('registration') === 'success') {
      setNotice({ kind: 'success', text: t('auth.registrationSuccess') });
    }
  }, [t]);

  const submitting = login.submitting || (login.succeeded && !pending);
  if (pending) {
    return (
      <TwoFactorStep
        pending={pending}
        messages={messages}
        onBack={() => {
          setPending(null);
          login.reset();
        }}
      />
    );
  }

  return (
    <AuthForm form={form} submit={({ email, password }) => login.submit({ email, password })}>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {login.error && <Notice kind="danger">{login.error}</Notice>}
      <TextField id="login-email" label={t('auth.email')} type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        id="login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <SubmitButton busy={submitting} disabled={!form.valid} label={t('auth.signIn')} busyLabel={t('auth.pleaseWait')} />
    </AuthForm>
  );
}
