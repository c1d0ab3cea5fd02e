import type { MessageKey } from '../../i18n/en';
import { emailProblemKeys, passwordProblemKeys } from '../../ui/messageKeys';

/** The messages each auth form shows; the page picks them from its own locale only. */
const validationMessageKeys = [...emailProblemKeys, ...passwordProblemKeys, 'validation.fieldNotValid'] as const;

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
  ...emailProblemKeys,
  'validation.fieldNotValid',
  'auth.email',
  'auth.submit',
  'auth.pleaseWait',
  'success.passwordResetSent',
  'error.loginDetailIncorrect',
  'error.formErrors',
] as const satisfies readonly MessageKey[];

export const resetPasswordMessageKeys = [
  ...passwordProblemKeys,
  'validation.fieldNotValid',
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
