import type { Locale } from '../../../i18n/locales';
import type { VerificationProviderName } from '../../../schemas/enums';

/**
 * One port for identity verification providers (issue 31): the provider runs the hosted flow and
 * keeps the documents; we keep its reference, the state and the verified name and country.
 */
export type SubjectKind = 'individual' | 'company';

/** What a provider tells us happened to a verification, once its delivery is verified. */
export interface ProviderEvent {
  /** The provider's reference for the verification (Sumsub: the applicant id). */
  reference: string;
  /** Our id as we gave it to the provider (the verification's external id). */
  externalId: string;
  kind: 'started' | 'submitted' | 'approved' | 'rejected' | 'resubmissionRequested' | 'ignored';
  /** For a refusal: the words the member may read (never the provider's private comment). */
  reason?: string;
  /** When the provider says it happened. */
  at: Date;
  /** Unique per delivery, to recognise one delivered twice (a digest of the signed body). */
  key: string;
  /** Who was verified, when the approval itself says (the demo provider); otherwise read with `subject()`. */
  subject?: VerifiedSubject;
}

/** Who the provider verified: the name as on the document (a company's registered name for KYB). */
export interface VerifiedSubject {
  name: string;
  /** ISO 3166-1 alpha-2, or null when the provider did not say. */
  country: string | null;
}

export interface VerificationProvider {
  readonly name: VerificationProviderName;
  /**
   * Opens (or re-opens) the provider's hosted flow for one subject: creates the applicant when
   * `reference` is null, and answers the reference and the address the member is sent to.
   */
  start(input: {
    externalId: string;
    reference: string | null;
    kind: SubjectKind;
    email: string;
    locale: Locale;
    /** Where the provider sends the member back when they are done. */
    returnUrl: string;
  }): Promise<{ reference: string; url: string }>;
  /** The verified name and country, read from the provider once it approved. */
  subject(reference: string, kind: SubjectKind): Promise<VerifiedSubject>;
  /** Asks the provider to drop what it holds on this subject, as far as its API allows. */
  forget(reference: string): Promise<void>;
}

/** Why a delivery to the webhook was refused; nothing is changed for any of them. */
export class RefusedDelivery extends Error {
  constructor(readonly why: 'signature' | 'stale' | 'malformed') {
    super(`Verification webhook refused: ${why}`);
  }
}
