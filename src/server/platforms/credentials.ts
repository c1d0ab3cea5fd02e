import { createHash, randomInt } from 'node:crypto';
import { decryptSecret, encryptSecret, type TwoFactorKey } from '../auth/twoFactor';

/**
 * Trading passwords: made here, given to the platform, and shown to their trader on request, so
 * they are kept sealed (AES-256-GCM) rather than hashed, under a key derived from TWO_FACTOR_KEY
 * (a copy of the database alone does not reveal them).
 */
export type CredentialKey = Buffer;

export const credentialKey = (twoFactorKey: TwoFactorKey): CredentialKey =>
  createHash('sha256').update('trading-passwords:').update(twoFactorKey).digest();

export const sealPassword = (key: CredentialKey, password: string) => encryptSecret(key, password);
export const openPassword = (key: CredentialKey, sealed: string) => decryptSecret(key, sealed);

// No look-alikes (0/O, 1/l/I), and every class platforms commonly require.
const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '#$%&*+=?@'];

/** A 12-character password with upper and lower case letters, digits and a sign. */
export function newTradingPassword(): string {
  const all = classes.join('');
  const chars = classes.map((set) => set[randomInt(set.length)] as string);
  while (chars.length < 12) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
