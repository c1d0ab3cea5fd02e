import * as v from 'valibot';
import { countSchema, pageOf, timeSchema } from './http';
import { PublicUserSchema } from './users';

/**
 * Answers of /api/profile (the caller's own sessions, sign-in history and two-step sign-in), as
 * src/server/profile/view.ts writes them.
 */

/** What a user agent says about the device ("Chrome 131", "Windows", "desktop"); null where it does not say. */
const DeviceSchema = v.pipe(
  v.object({ browser: v.nullable(v.string()), os: v.nullable(v.string()), type: v.nullable(v.string()) }),
  v.metadata({ ref: 'Device' }),
);

/** City and country as the sign-in's IP geolocation named them. */
const PlaceSchema = v.pipe(v.object({ city: v.nullable(v.string()), country: v.nullable(v.string()) }), v.metadata({ ref: 'Place' }));

/** One of the caller's live sessions; `current` is the one asking. */
export const SessionViewSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    current: v.boolean(),
    device: DeviceSchema,
    ip: v.nullable(v.string()),
    place: PlaceSchema,
    signedInAt: timeSchema,
    lastSeenAt: timeSchema,
    expiresAt: timeSchema,
  }),
  v.metadata({ ref: 'Session' }),
);
export type SessionView = v.InferOutput<typeof SessionViewSchema>;
export const SessionListSchema = v.object({ items: v.array(SessionViewSchema) });

/** One sign-in attempt of the caller's account, refused ones included. */
export const LoginViewSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    at: timeSchema,
    success: v.boolean(),
    device: DeviceSchema,
    ip: v.nullable(v.string()),
    place: PlaceSchema,
  }),
  v.metadata({ ref: 'Login' }),
);
export type LoginView = v.InferOutput<typeof LoginViewSchema>;
export const LoginPageSchema = pageOf(LoginViewSchema);

/** GET /api/profile/two-factor: on since when (null: off), recovery codes left, and whether it may not be turned off. */
export const TwoFactorStatusSchema = v.object({
  enabledAt: v.nullable(timeSchema),
  recoveryCodesLeft: countSchema,
  mandatory: v.boolean(),
});
export type TwoFactorStatus = v.InferOutput<typeof TwoFactorStatusSchema>;

/** A set-up waiting for its first code: the key to type, the otpauth URI and its QR code (SVG). */
export const TwoFactorSetupSchema = v.object({ secret: v.string(), uri: v.string(), qrSvg: v.string() });

/** Recovery codes, shown this once (only their hashes are kept). */
const recoveryCodes = v.array(v.string());
export const TwoFactorEnabledSchema = v.object({ recoveryCodes, user: PublicUserSchema, message: v.string() });
export const RecoveryCodesSchema = v.object({ recoveryCodes, message: v.string() });
