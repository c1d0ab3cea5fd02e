import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Certificate } from '../db/schema';

/**
 * Certificates are signed with Ed25519 (docs/decisions/018-signed-certificates.md). The signature
 * covers the certificate's claim: what the public page and the PDF show, and the payout it rests
 * on. Revocation is a later event and is not signed.
 */

/** The fields a signature covers. */
export type SignedFields = Pick<Certificate, 'code' | 'kind' | 'holderName' | 'title' | 'amount' | 'currency' | 'issuedAt' | 'payoutId'>;

export interface CertificateSigner {
  /** Base64 Ed25519 signature of the canonical fields. */
  sign(certificate: SignedFields): string;
  /** Whether `signature` (as stored, possibly null for a row not yet signed) matches the fields. */
  verify(certificate: SignedFields, signature: string | null): boolean;
  publicKeyPem: string;
  /** The first 16 hex digits of the public key's SHA-256: names the key in logs and the decision record. */
  keyId: string;
}

/**
 * The bytes that are signed: a JSON array in a fixed order, led by a version tag, so no field can
 * be moved into another and a later format cannot be mistaken for this one. Absent values are
 * null; amounts are integers in minor units; the time is ISO 8601 in UTC to the millisecond, as
 * the database keeps it.
 */
export function canonical(certificate: SignedFields): Buffer {
  return Buffer.from(
    JSON.stringify([
      'certificate/v1',
      certificate.code,
      certificate.kind,
      certificate.holderName,
      certificate.title,
      certificate.amount ?? null,
      certificate.currency ?? null,
      certificate.issuedAt.toISOString(),
      certificate.payoutId ?? null,
    ]),
    'utf8',
  );
}

export function certificateSigner(privateKey: KeyObject): CertificateSigner {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The certificate signing key must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const keyId = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
  return {
    publicKeyPem,
    keyId,
    sign: (certificate) => sign(null, canonical(certificate), privateKey).toString('base64'),
    verify(certificate, signature) {
      if (!signature) return false;
      const bytes = Buffer.from(signature, 'base64');
      // Ed25519 signatures are 64 bytes; anything else (or text that was not base64) is no signature.
      if (bytes.length !== 64) return false;
      return verify(null, canonical(certificate), publicKey, bytes);
    },
  };
}

/** A fresh key (tests, and the first start of a development server). */
export function generatedSigner(): CertificateSigner {
  return certificateSigner(generateKeyPairSync('ed25519').privateKey);
}

export const signingKeyFile = 'certificate-signing-key.pem';

/**
 * The signer of this server: CERTIFICATE_SIGNING_KEY when set (env.ts requires it in production);
 * otherwise the key in `${dataDir}/certificate-signing-key.pem`, generated (mode 0600) on the first
 * start and reused after, so development certificates stay valid across restarts.
 */
export function loadCertificateSigner({ pem, dataDir }: { pem: string; dataDir: string }): CertificateSigner {
  if (pem) return certificateSigner(createPrivateKey(pem));
  const file = join(dataDir, signingKeyFile);
  try {
    return certificateSigner(createPrivateKey(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = generateKeyPairSync('ed25519').privateKey;
  try {
    // `wx`: two processes starting on one data directory keep whichever key was written first.
    writeFileSync(file, generated.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return certificateSigner(createPrivateKey(readFileSync(file, 'utf8')));
  }
  return certificateSigner(generated);
}
