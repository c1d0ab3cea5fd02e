import type { MessageKey } from '../../i18n/en';

/** The messages each auth form shows; the page picks them from its own locale only. */
export const validationMessageKeys = [
  'validation.emailFormat',
  'validation.min3',
  'validation.max50',
  'validation.emailRequired',
  'validation.passwordRequired',
  'validation.passwordTooShort',
  'validation.passwordTooLong',
  'validation.passwordLowercase',
  'validation.passwordUppercase',
  'validation.passwordNumber',
  'validation.passwordSpecial',
  'validation.fieldNotValid',
] as const satisfies readonly MessageKey[];

export const loginMessageKeys = [
  ...validationMessageKeys,
  'auth.email',
  'auth.password',
  'auth.signIn',
  'auth.pleaseWait',
  'auth.registrationSuccess',
  'auth.twoFactor.title',
  'auth.twoFactor.prompt',
  'auth.twoFactor.code',
  'auth.twoFactor.recoveryPrompt',
  'auth.twoFactor.recoveryCode',
  'auth.twoFactor.useRecovery',
  'auth.twoFactor.useApp',
  'auth.twoFactor.verify',
  'auth.twoFactor.back',
  'validation.codeRequired',
  'validation.codeFormat',
  'error.loginIncorrect',
  'error.generic',
] as const satisfies readonly MessageKey[];

export const registrationMessageKeys = [
  ...validationMessageKeys,
  'auth.email',
  'auth.password',
  'auth.confirmPassword',
  'auth.firstName',
  'auth.lastName',
  'auth.acceptTerms',
  'auth.signUp',
  'auth.pleaseWait',
  'auth.passwordStrength',
  'auth.passwordHint',
  'auth.securityCheck',
  'validation.firstNameRequired',
  'validation.lastNameRequired',
  'validation.passwordConfirmationRequired',
  'validation.passwordMismatch',
  'validation.termsRequired',
  'validation.securityRequired',
  'validation.securityFailed',
  'validation.securityExpired',
  'security.verifying',
  'security.verified',
  'security.devNotice',
  'error.registerFailed',
] as const satisfies readonly MessageKey[];

export const forgotPasswordMessageKeys = [
  ...validationMessageKeys,
  'auth.email',
  'auth.submit',
  'auth.pleaseWait',
  'success.passwordResetSent',
  'error.loginDetailIncorrect',
  'error.formErrors',
] as const satisfies readonly MessageKey[];

export const resetPasswordMessageKeys = [
  ...validationMessageKeys,
  'auth.newPassword',
  'auth.confirmPassword',
  'auth.submit',
  'auth.pleaseWait',
  'auth.signIn',
  'auth.passwordStrength',
  'auth.passwordHint',
  'validation.passwordConfirmationRequired',
  'validation.passwordMismatch',
  'error.resetTokenInvalid',
  'error.generic',
  'success.accountReset',
] as const satisfies readonly MessageKey[];

export type LoginMessages = Record<(typeof loginMessageKeys)[number], string>;
export type RegistrationMessages = Record<(typeof registrationMessageKeys)[number], string>;
export type ForgotPasswordMessages = Record<(typeof forgotPasswordMessageKeys)[number], string>;
export type ResetPasswordMessages = Record<(typeof resetPasswordMessageKeys)[number], string>;

/** A problem's message key in the form's language (keys outside the list fall back to a generic one). */
export function translateProblem(messages: Record<string, string>, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return messages[key] ?? messages['validation.fieldNotValid'];
}
