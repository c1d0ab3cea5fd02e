import { useCallback, useState } from 'react';
import { type Locale, localizePath } from '../../i18n/locales';
import { type RegisterInput, RegistrationFormSchema } from '../../schemas/auth';
import { Notice, SubmitButton } from '../../ui/forms/FormParts';
import { TextField } from '../../ui/forms/TextField';
import { useSubmit } from '../../ui/forms/useSubmit';
import { useValidatedForm } from '../../ui/forms/useValidatedForm';
import { island, translateProblem, useT } from '../../ui/i18n';
import { AuthForm } from './AuthForm';
import { publicCall } from './formApi';
import type { RegistrationMessages } from './messageKeys';
import { NewPasswordFields } from './NewPasswordFields';
import { SecurityCheck } from './SecurityCheck';

const initial = { email: '', firstName: '', lastName: '', password: '', confirmPassword: '', acceptTerms: false, turnstileToken: '' };
type Field = keyof typeof initial;

/**
 * Registration (seed §2, §5): the fields and rules of the seed; submit stays disabled until the
 * form is valid, the terms are accepted and the security check passed. Success goes to the login
 * page with the registration banner; a failure shows the server's message and resets the check.
 */
export default island<{ locale: Locale; messages: RegistrationMessages }>(Registration);

function Registration({ locale, messages }: { locale: Locale; messages: RegistrationMessages }) {
  const t = useT();
  const form = useValidatedForm(RegistrationFormSchema, initial, messages);
  const [resetKey, setResetKey] = useState(0);
  const { set } = form;
  const setToken = useCallback((token: string | null) => set('turnstileToken', token ?? ''), [set]);
  const register = useSubmit({
    run: (json: RegisterInput) => publicCall((api) => api.auth.register.$post({ json }), t('error.registerFailed')),
    onSuccess: () => window.location.assign(`${localizePath('/auth/login', locale)}/?registration=success`),
    onError: () => setResetKey((key) => key + 1),
  });
  const problem = (field: Field) => translateProblem(messages, form.problem(field));
  const text = (field: Exclude<Field, 'acceptTerms' | 'turnstileToken'>, label: string, type: string, autoComplete: string) => (
    <TextField id={`register-${field}`} label={label} type={type} autoComplete={autoComplete} {...form.field(field)} />
  );

  return (
    <AuthForm
      form={form}
      submit={({ email, password, firstName, lastName, turnstileToken }) =>
        register.submit({ email, password, firstName, lastName, role: 'USER', turnstileToken })
      }
    >
      {register.error && <Notice kind="danger">{register.error}</Notice>}
      <div className="columns is-variable is-2 mb-0">
        <div className="column">{text('firstName', t('auth.firstName'), 'text', 'given-name')}</div>
        <div className="column">{text('lastName', t('auth.lastName'), 'text', 'family-name')}</div>
      </div>
      {text('email', t('auth.email'), 'email', 'email')}
      <NewPasswordFields idPrefix="register" label={t('auth.password')} confirmLabel={t('auth.confirmPassword')} form={form} />
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.values.acceptTerms}
            aria-describedby={problem('acceptTerms') ? 'register-terms-error' : undefined}
            onChange={(event) => {
              form.set('acceptTerms', event.target.checked);
              form.touch('acceptTerms');
            }}
          />{' '}
          {t('auth.acceptTerms')}
        </label>
        {problem('acceptTerms') && (
          <p className="help is-danger" id="register-terms-error" role="alert">
            {problem('acceptTerms')}
          </p>
        )}
      </div>
      <SecurityCheck locale={locale} resetKey={resetKey} onToken={setToken} />
      <SubmitButton
        busy={register.submitting || register.succeeded}
        disabled={!form.valid}
        label={t('auth.signUp')}
        busyLabel={t('auth.pleaseWait')}
      />
    </AuthForm>
  );
}
