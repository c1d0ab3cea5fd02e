import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import countries from 'i18n-iso-countries';
import { type ProviderEvent, RefusedDelivery, type SubjectKind, type VerificationProvider, type VerifiedSubject } from './types';

/**
 * Sumsub through its REST API and hosted WebSDK (issue 31). Built from Sumsub's public documentation:
 *
 * - Signing every call: https://docs.sumsub.com/reference/authentication — headers X-App-Token,
 *   X-App-Access-Ts (seconds since the Unix epoch, UTC) and X-App-Access-Sig, the lowercase hex
 *   HMAC-SHA256 with the secret key of `ts + METHOD + path-with-query + body`.
 *   https://docs.sumsub.com/reference/about-sumsub-api — send `Content-Type: application/json` from JS
 *   "even if the actual JSON body payload is empty".
 * - Errors: https://docs.sumsub.com/reference/review-api-health — a JSON body
 *   `{ description, code, correlationId, errorCode?, errorName? }`.
 * - Creating an applicant: https://docs.sumsub.com/reference/create-applicants —
 *   `POST /resources/applicants?levelName=…` with `externalUserId`, `type` (individual | company), `email`, `lang`.
 * - Finding it again: https://docs.sumsub.com/reference/get-applicant-data-via-externaluserid —
 *   `GET /resources/applicants/-;externalUserId=…/one`.
 * - The hosted flow: https://docs.sumsub.com/reference/generate-websdk-external-link —
 *   `POST /resources/sdkIntegrations/levels/-/websdkLink?lang=…` with `levelName`, `userId` (the external
 *   user id), `ttlInSecs` and `redirect: { successUrl, rejectUrl }`; the answer is `{ url }`.
 * - Reading the verified person or company: https://docs.sumsub.com/reference/get-applicant-data —
 *   `GET /resources/applicants/{id}/one`; `info` holds what Sumsub recognised from the documents,
 *   `fixedInfo` what the applicant or we provided (https://docs.sumsub.com/reference/change-provided-info-fixedinfo,
 *   https://docs.sumsub.com/reference/change-applicant-information-extracted-by-sumsub); countries are ISO alpha-3.
 *   A company's data is in `companyInfo` (`companyName`, `country`) inside the same objects
 *   (https://docs.sumsub.com/reference/autokyb-api-examples).
 * - Forgetting: https://docs.sumsub.com/reference/deactivate-applicant-profile —
 *   `PATCH /resources/applicants/{id}/presence/deactivated`. The API reference documents no call that deletes an
 *   applicant for good (the `applicantDeleted` webhook exists, but deletion is done by Sumsub on request, see
 *   https://support.sumsub.com/data-access-and-deletion/how-can-I-request-deletion-of-my-personal-data), so
 *   `forget` deactivates: the profile stays in Sumsub's database but nobody can act on it any more.
 * - Webhooks: https://docs.sumsub.com/docs/user-verification-webhooks (types), https://docs.sumsub.com/docs/webhook-manager
 *   (a secret key per webhook, HMAC with SHA256 by default or SHA512; SHA1 is the legacy choice),
 *   https://docs.sumsub.com/docs/receive-and-interpret-results-via-api (`reviewResult`: `reviewAnswer`,
 *   `reviewRejectType` FINAL | RETRY, `moderationComment` for the applicant, `clientComment` never for them,
 *   `rejectLabels`; a payload example with `createdAtMs` as "2020-02-21 13:23:19.321").
 */
export interface SumsubSettings {
  /** https://api.sumsub.com (sandbox and production share it; the token decides). */
  apiUrl: string;
  appToken: string;
  secretKey: string;
  /** The secret key of the webhook in Sumsub's webhook manager (not the app token's secret). */
  webhookSecret: string;
  levelIndividual: string;
  levelCompany: string;
}

/** Every path we call, in one place. */
export const sumsubPaths = {
  createApplicant: (levelName: string) => `/resources/applicants?levelName=${encodeURIComponent(levelName)}`,
  applicantByExternalId: (externalUserId: string) => `/resources/applicants/-;externalUserId=${encodeURIComponent(externalUserId)}/one`,
  applicant: (applicantId: string) => `/resources/applicants/${encodeURIComponent(applicantId)}/one`,
  websdkLink: (lang: string) => `/resources/sdkIntegrations/levels/-/websdkLink?lang=${encodeURIComponent(lang)}`,
  deactivate: (applicantId: string) => `/resources/applicants/${encodeURIComponent(applicantId)}/presence/deactivated`,
};

const REQUEST_TIMEOUT_MS = 10_000;
/** How long the WebSDK link stays valid: the 30 minutes of Sumsub's own example and of a dashboard permalink. */
const LINK_TTL_SECONDS = 1800;

/** What Sumsub answers on a refusal (https://docs.sumsub.com/reference/review-api-health). */
interface SumsubProblem {
  description?: string;
  code?: number;
  correlationId?: string;
  errorCode?: number;
  errorName?: string;
}

/** A refusal or failure from Sumsub; `status` is the HTTP status (0 when there was no answer). */
export class SumsubError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SumsubError';
  }
}

type PersonInfo = { firstName?: string; middleName?: string; lastName?: string; country?: string };
type CompanyInfo = { companyName?: string; country?: string };
/** The parts of Sumsub's applicant we read. */
interface Applicant {
  id: string;
  externalUserId?: string;
  type?: SubjectKind;
  info?: PersonInfo & { companyInfo?: CompanyInfo };
  fixedInfo?: PersonInfo & { companyInfo?: CompanyInfo };
}

/** Sumsub's ISO 3166-1 alpha-3 ("DEU") as our alpha-2 ("DE"); null when absent or not a country. */
const alpha2 = (alpha3: string | undefined): string | null => {
  if (!alpha3) return null;
  return countries.alpha3ToAlpha2(alpha3.trim().toUpperCase()) ?? null;
};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function sumsubProvider(settings: SumsubSettings, fetchImpl: typeof fetch = fetch): VerificationProvider {
  const base = settings.apiUrl.replace(/\/+$/, '');

  /** One signed call; anything but 2xx throws with Sumsub's status and `description`. */
  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const url = new URL(`${base}${path}`);
    // Signed exactly as it goes on the wire: the path with its query, after URL normalisation.
    const signedPath = `${url.pathname}${url.search}`;
    const payload = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', settings.secretKey).update(`${ts}${method}${signedPath}${payload}`).digest('hex');
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-App-Token': settings.appToken,
          'X-App-Access-Ts': ts,
          'X-App-Access-Sig': signature,
        },
        ...(body === undefined ? {} : { body: payload }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SumsubError(
        timedOut
          ? `Sumsub did not answer ${method} ${signedPath} within ${REQUEST_TIMEOUT_MS / 1000} s`
          : `Sumsub unreachable: ${(error as Error).message}`,
        0,
      );
    }
    if (!response.ok) {
      const problem = (await response.json().catch(() => null)) as SumsubProblem | null;
      const words = problem?.description || response.statusText || 'no description';
      const code = problem?.errorName ? ` (${problem.errorName})` : '';
      throw new SumsubError(`Sumsub answered ${response.status} to ${method} ${url.pathname}: ${words}${code}`, response.status);
    }
    return (await response.json()) as T;
  }

  const levelOf = (kind: SubjectKind) => (kind === 'company' ? settings.levelCompany : settings.levelIndividual);

  /** The applicant for this external id: a new one, or the one Sumsub already holds (409). */
  async function applicantFor(input: { externalId: string; kind: SubjectKind; email: string; locale: string }): Promise<string> {
    try {
      const created = await call<Applicant>('POST', sumsubPaths.createApplicant(levelOf(input.kind)), {
        externalUserId: input.externalId,
        type: input.kind,
        email: input.email,
        lang: input.locale,
      });
      return created.id;
    } catch (error) {
      // Sumsub refuses a second applicant with the same externalUserId with 409 (a start retried after a
      // lost answer, or a reference we never stored): the existing one is ours.
      if (!(error instanceof SumsubError) || error.status !== 409) throw error;
      const existing = await call<Applicant>('GET', sumsubPaths.applicantByExternalId(input.externalId));
      return existing.id;
    }
  }

  return {
    name: 'sumsub',

    async start({ externalId, reference, kind, email, locale, returnUrl }) {
      const applicantId = reference ?? (await applicantFor({ externalId, kind, email, locale }));
      const link = await call<{ url?: string }>('POST', sumsubPaths.websdkLink(locale), {
        levelName: levelOf(kind),
        userId: externalId,
        ttlInSecs: LINK_TTL_SECONDS,
        // One address for both outcomes: the page reads the state from us, and the webhook decides it.
        redirect: { successUrl: returnUrl, rejectUrl: returnUrl },
      });
      if (!link.url) throw new SumsubError('Sumsub answered the WebSDK link request without a url', 200);
      return { reference: applicantId, url: link.url };
    },

    async subject(reference, kind): Promise<VerifiedSubject> {
      const applicant = await call<Applicant>('GET', sumsubPaths.applicant(reference));
      // `info` is what Sumsub read from the documents; `fixedInfo` what was typed in. The document wins.
      const read = applicant.info ?? {};
      const typed = applicant.fixedInfo ?? {};
      if (kind === 'company') {
        const name = text(read.companyInfo?.companyName) || text(typed.companyInfo?.companyName);
        if (!name) throw new SumsubError(`Sumsub holds no company name for applicant ${reference}`, 200);
        return { name, country: alpha2(read.companyInfo?.country) ?? alpha2(typed.companyInfo?.country) };
      }
      // A name is taken whole from one source, never first name from one and last name from the other.
      const fromRead = [read.firstName, read.middleName, read.lastName].map(text).filter(Boolean);
      const fromTyped = [typed.firstName, typed.middleName, typed.lastName].map(text).filter(Boolean);
      const name = (fromRead.length > 0 ? fromRead : fromTyped).join(' ');
      if (!name) throw new SumsubError(`Sumsub holds no name for applicant ${reference}`, 200);
      return { name, country: alpha2(read.country) ?? alpha2(typed.country) };
    },

    async forget(reference) {
      // Deactivation, not deletion: the API documents no permanent deletion (see the header comment).
      await call<unknown>('PATCH', sumsubPaths.deactivate(reference));
    },
  };
}

/** The digest algorithms Sumsub names in `X-Payload-Digest-Alg`, as Node calls them. */
const digestAlgorithms: Record<string, 'sha1' | 'sha256' | 'sha512'> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};
/** How far ahead of our clock a delivery may claim to be (clock drift between Sumsub and us). */
const MAX_FUTURE_MS = 5 * 60_000;

/** "2020-02-21 13:23:19.321" (UTC, as in Sumsub's payload examples) as a Date; null when not that shape. */
function parseCreatedAtMs(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second, ms] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  // Date.UTC rolls 2024-02-30 over into March; such a stamp is not one Sumsub wrote.
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return at;
}

interface WebhookPayload {
  applicantId?: unknown;
  externalUserId?: unknown;
  type?: unknown;
  createdAtMs?: unknown;
  reviewResult?: {
    reviewAnswer?: unknown;
    reviewRejectType?: unknown;
    moderationComment?: unknown;
    clientComment?: unknown;
    rejectLabels?: unknown;
  } | null;
}

/**
 * A Sumsub webhook delivery, verified and read. The digest is checked over the raw body before anything in it
 * is believed; then its shape, then its age. Throws `RefusedDelivery` for each refusal.
 */
export function parseSumsubWebhook(
  rawBody: string,
  headers: { digest?: string | null; alg?: string | null },
  webhookSecret: string,
  now: Date,
  toleranceMs: number,
): ProviderEvent {
  // The docs name the three algorithms and the header that carries the choice, but say nothing of a delivery
  // without `X-Payload-Digest-Alg` (Sumsub always sends it): we do not guess one, such a delivery is refused.
  const algorithm = digestAlgorithms[headers.alg ?? ''];
  const received = (headers.digest ?? '').trim().toLowerCase();
  if (!webhookSecret || !algorithm || !/^[0-9a-f]+$/.test(received)) throw new RefusedDelivery('signature');
  const expected = createHmac(algorithm, webhookSecret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(received, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new RefusedDelivery('signature');

  let payload: WebhookPayload;
  try {
    payload = JSON.parse(rawBody) as WebhookPayload;
  } catch {
    throw new RefusedDelivery('malformed');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new RefusedDelivery('malformed');
  const { applicantId, externalUserId, type } = payload;
  const at = parseCreatedAtMs(payload.createdAtMs);
  // Every applicant webhook carries the external user id; one without it cannot be matched to our verification.
  if (typeof applicantId !== 'string' || !applicantId || typeof type !== 'string' || !type || !at) throw new RefusedDelivery('malformed');
  if (typeof externalUserId !== 'string' || !externalUserId) throw new RefusedDelivery('malformed');

  const age = now.getTime() - at.getTime();
  if (age > toleranceMs || -age > MAX_FUTURE_MS) throw new RefusedDelivery('stale');

  const event: ProviderEvent = {
    reference: applicantId,
    externalId: externalUserId,
    kind: 'ignored',
    at,
    key: createHash('sha256').update(rawBody, 'utf8').digest('hex'),
  };
  switch (type) {
    // We create applicants ourselves; "started" is the member opening the flow, which Sumsub does not report.
    case 'applicantCreated':
      return event;
    case 'applicantPending':
    case 'applicantOnHold':
      return { ...event, kind: 'submitted' };
    case 'applicantReviewed': {
      const result = payload.reviewResult ?? {};
      if (result.reviewAnswer === 'GREEN') return { ...event, kind: 'approved' };
      if (result.reviewAnswer !== 'RED') return event;
      // The moderation comment is the one meant for the applicant; the client comment may hold private
      // findings and is never passed on. Without a comment, the rejection labels say what was wrong.
      const labels = Array.isArray(result.rejectLabels) ? result.rejectLabels.filter((l): l is string => typeof l === 'string') : [];
      const reason = text(result.moderationComment) || labels.join(', ') || undefined;
      // FINAL, or no type at all, is a refusal; only RETRY lets the member send new documents.
      const kind = result.reviewRejectType === 'RETRY' ? 'resubmissionRequested' : 'rejected';
      return reason ? { ...event, kind, reason } : { ...event, kind };
    }
    default:
      return event;
  }
}
