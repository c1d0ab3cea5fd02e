import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { locales } from '../i18n/locales';
import { userStatuses } from './enums';

/**
 * Contracts of the auth forms and API (seed §5), shared by the islands and the server. Messages
 * are dictionary keys: each side shows them in the user's language.
 * The seed enforces 6 characters while its message says 8; we enforce 8 so rule and message agree.
 */
const message = (key: MessageKey) => key;

/** A missing key is checked as an empty value, so it gets the field's own "required" message. */
const required = <Schema extends v.GenericSchema<string, unknown>>(schema: Schema) => v.optional(schema, '');

export const passwordSpecials = '@$!%*#?&';

export const EmailSchema = v.pipe(
  v.string(message('validation.emailRequired')),
  v.trim(),
  v.nonEmpty(message('validation.emailRequired')),
  v.email(message('validation.emailFormat')),
  v.minLength(3, message('validation.min3')),
  v.maxLength(50, message('validation.max50')),
  v.toLowerCase(),
);

const passwordRules = () =>
  [
    v.minLength<string, 8, MessageKey>(8, message('validation.passwordTooShort')),
    v.maxLength<string, 50, MessageKey>(50, message('validation.passwordTooLong')),
    v.regex<string, MessageKey>(/[a-z]/, message('validation.passwordLowercase')),
    v.regex<string, MessageKey>(/[A-Z]/, message('validation.passwordUppercase')),
    v.regex<string, MessageKey>(/\d/, message('validation.passwordNumber')),
    v.regex<string, MessageKey>(/[@$!%*#?&]/, message('validation.passwordSpecial')),
  ] as const;

export const PasswordSchema = v.pipe(
  v.string(message('validation.passwordRequired')),
  v.nonEmpty(message('validation.passwordRequired')),
  ...passwordRules(),
);

/** The seed's name rule (3 to 50 characters), for registration, the profile and the admin's user form. */
export const name = (required: MessageKey) =>
  v.pipe(
    v.string(message(required)),
    v.trim(),
    v.nonEmpty(message(required)),
    v.minLength(3, message('validation.min3')),
    v.maxLength(50, message('validation.max50')),
  );

/** The IP geolocation lookup's answer, kept with the session; small and opaque. */
const GeolocationSchema = v.nullable(
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((value) => JSON.stringify(value).length <= 4096, message('validation.fieldNotValid')),
  ),
);

/** Confirm password follows the password rules and must equal the password (seed §5). */
const ConfirmPasswordSchema = required(
  v.pipe(
    v.string(message('validation.passwordConfirmationRequired')),
    v.nonEmpty(message('validation.passwordConfirmationRequired')),
    ...passwordRules(),
  ),
);
export const LoginSchema = v.object({
  email: required(EmailSchema),
  password: required(PasswordSchema),
  userGeolocation: v.optional(GeolocationSchema, null),
});

export const RegisterSchema = v.object({
  email: required(EmailSchema),
  password: required(PasswordSchema),
  firstName: required(name('validation.firstNameRequired')),
  lastName: required(name('validation.lastNameRequired')),
  role: v.optional(v.string(), 'USER'),
  turnstileToken: required(v.pipe(v.string(message('validation.securityRequired')), v.nonEmpty(message('validation.securityRequired')))),
});

/** The registration form: the API payload plus confirmation and terms, checked in the browser. */
export const RegistrationFormSchema = v.pipe(
  v.object({
    ...v.omit(RegisterSchema, ['role']).entries,
    confirmPassword: ConfirmPasswordSchema,
    acceptTerms: v.literal(true, message('validation.termsRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      message('validation.passwordMismatch'),
    ),
    ['confirmPassword'],
  ),
);

export const RecoverSchema = v.object({ email: required(EmailSchema) });

export const ResetSchema = v.object({
  token: v.pipe(
    v.string(message('error.resetTokenInvalid')),
    v.minLength(20, message('error.resetTokenInvalid')),
    v.maxLength(200, message('error.resetTokenInvalid')),
  ),
  password: PasswordSchema,
});

export const EmailParamSchema = v.object({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)) });

export type LoginInput = v.InferOutput<typeof LoginSchema>;
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;

export const ChangePasswordSchema = v.object({
  currentPassword: required(
    v.pipe(v.string(message('profile.currentPasswordRequired')), v.nonEmpty(message('profile.currentPasswordRequired'))),
  ),
  password: required(PasswordSchema),
});

/** The profile page's password form: the current password, then the new one twice. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ ...ChangePasswordSchema.entries, confirmPassword: ConfirmPasswordSchema }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      message('validation.passwordMismatch'),
    ),
    ['confirmPassword'],
  ),
);

/** PUT /api/profile: the names follow the registration rules (seed §5); the email is not changed here. */
export const ProfileSchema = v.object({
  firstName: required(name('validation.firstNameRequired')),
  lastName: required(name('validation.lastNameRequired')),
});

/** PUT /api/profile/locale: the account's language, used for its mail and documents. */
export const LocaleSchema = v.object({ locale: v.picklist(locales, message('validation.fieldNotValid')) });

export const UserStatusSchema = v.object({
  status: v.picklist(userStatuses, message('validation.fieldNotValid')),
});

export const UserIdParamSchema = v.object({ id: v.pipe(v.string(), v.uuid(message('validation.fieldNotValid'))) });

/** The reset page: the new password twice. */
export const NewPasswordFormSchema = v.pipe(
  v.object({
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      message('validation.passwordMismatch'),
    ),
    ['confirmPassword'],
  ),
);

/**
 * Two-step sign-in (issue 12): a 6-digit code from the authenticator app, or a recovery code
 * (`k7fq-2mzx-9wbt`; spaces and dashes optional). The server decides which it is.
 */
export const TwoFactorCodeSchema = required(
  v.pipe(
    v.string(message('validation.codeRequired')),
    v.trim(),
    v.nonEmpty(message('validation.codeRequired')),
    v.maxLength(20, message('validation.codeFormat')),
    v.regex(/^(?:\d{3} ?\d{3}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, message('validation.codeFormat')),
  ),
);

/** The second step of a sign-in: the token the first step answered, and a code. */
export const TwoFactorLoginSchema = v.object({
  twoFactorToken: v.pipe(v.string(message('error.twoFactorExpired')), v.nonEmpty(message('error.twoFactorExpired')), v.maxLength(2000)),
  code: TwoFactorCodeSchema,
  userGeolocation: v.optional(GeolocationSchema, null),
});

export const TwoFactorConfirmSchema = v.object({ code: TwoFactorCodeSchema });

/** Turning two-step sign-in off takes the password and a code. */
export const TwoFactorDisableSchema = v.object({
  currentPassword: ChangePasswordSchema.entries.currentPassword,
  code: TwoFactorCodeSchema,
});

/** A session begun: the bearer token for `Authorization: Bearer <accessToken>`. */
const SessionSchema = v.object({ accessToken: v.string(), message: v.string() });

/** POST /api/auth/login: a session, or (two-step sign-in on) the token for POST /api/auth/login/two-factor. */
export const LoginAnswerSchema = v.union([
  SessionSchema,
  v.object({ twoFactorRequired: v.literal(true), twoFactorToken: v.string(), message: v.string() }),
]);
export const TwoFactorLoginAnswerSchema = SessionSchema;

/** GET /api/auth/verify-token: the bearer's session still opens the API. */
export const SessionValidSchema = v.object({ valid: v.literal(true) });

/** POST /api/auth/challenge: a single-use security-check token of the server's own (no Turnstile configured). */
export const ChallengeSchema = v.object({ token: v.string() });

/** GET /api/config: which security check the registration form shows, and Turnstile's site key when it is Turnstile. */
export const ClientConfigSchema = v.object({
  securityCheck: v.picklist(['turnstile', 'development']),
  turnstileSiteKey: v.nullable(v.string()),
});
