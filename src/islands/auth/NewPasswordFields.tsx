import type { ChangeEvent } from 'react';
import { TextField } from '../../ui/forms/TextField';
import { useT } from '../../ui/i18n';
import { PasswordMeter } from './PasswordMeter';

type FieldProps = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error?: string | undefined;
};

/**
 * A new password with its strength meter, and its confirmation: registration, the reset page and
 * the profile's password form ask for one the same way.
 */
export function NewPasswordFields({
  idPrefix,
  label,
  confirmLabel,
  form,
}: {
  idPrefix: string;
  label: string;
  confirmLabel: string;
  form: { values: { password: string }; field: (name: 'password' | 'confirmPassword') => FieldProps };
}) {
  const t = useT();
  return (
    <>
      <TextField id={`${idPrefix}-password`} label={label} type="password" autoComplete="new-password" {...form.field('password')}>
        <PasswordMeter password={form.values.password} label={t('auth.passwordStrength')} hint={t('auth.passwordHint')} />
      </TextField>
      <TextField
        id={`${idPrefix}-confirm`}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </>
  );
}
