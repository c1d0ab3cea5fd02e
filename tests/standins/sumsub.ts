/**
 * A local stand-in for the part of Sumsub's API the server calls (src/server/verification/providers/sumsub.ts),
 * so identity verification is tested with no network. It checks the request signature the way Sumsub
 * documents it, answers with Sumsub's shapes, and builds webhook deliveries signed the way Sumsub signs them.
 *
 * What it follows, from Sumsub's public documentation:
 * - https://docs.sumsub.com/reference/authentication — X-App-Token, X-App-Access-Ts (Unix seconds) and
 *   X-App-Access-Sig = lowercase hex HMAC-SHA256(secret key, ts + METHOD + path with query + body).
 * - https://docs.sumsub.com/reference/review-api-health — the error body `{ description, code, correlationId,
 *   errorCode?, errorName? }`. The authentication error codes (4002 app-token-private-part-mismatch,
 *   4003 app-token-signature-mismatch "Request signature mismatch", 4004 app-token-request-expired) are those of
 *   https://docs.sumsub.com/reference/error-codes-description as quoted in public integrations and in
 *   https://github.com/SumSubstance/AppTokenUsageExamples/issues/20 and /issues/25.
 * - https://docs.sumsub.com/reference/create-applicants — a level name is case-sensitive and must exist; a company
 *   cannot be created on an individual level and the other way round.
 * - https://docs.sumsub.com/reference/get-applicant-data — the applicant object: `id` of 24 lowercase hex
 *   characters, `createdAt` "2023-10-16 13:34:54", `key`, `clientId`, `inspectionId`, `externalUserId`,
 *   `applicantPlatform`, `requiredIdDocs`, `review` (`reviewStatus` starting at `init`, `levelName`,
 *   `createDate` "2023-10-16 13:39:34+0000"), `lang`, `type`, `info`.
 * - https://docs.sumsub.com/reference/get-applicant-data-via-externaluserid — `/resources/applicants/-;externalUserId=…/one`.
 * - https://docs.sumsub.com/reference/generate-websdk-external-link — `{ url }` for `{ levelName, userId, ttlInSecs,
 *   redirect }`; real links look like https://in.sumsub.com/websdk/p/sbx_<token>.
 * - https://docs.sumsub.com/reference/deactivate-applicant-profile — answers the applicant with `deleted: true`;
 *   refused while the review status is pending, queued or prechecked.
 * - https://docs.sumsub.com/docs/user-verification-webhooks and
 *   https://docs.sumsub.com/docs/receive-and-interpret-results-via-api — webhook payload fields and the
 *   `reviewResult` object; https://docs.sumsub.com/docs/webhook-manager — deliveries carry X-Payload-Digest, the
 *   hex HMAC of the body with the webhook's secret key, and X-Payload-Digest-Alg naming the algorithm.
 *
 * Where the docs are silent, a plausible choice (each marked "not documented" below): the wording of the 409 for a
 * duplicate external user id is the one Sumsub is seen answering in public integrations ("Applicant with external
 * user id 'x' already exists: <id>"); the clock tolerance is 5 minutes; the statuses for an unknown level and a
 * refused deactivation.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SumsubSettings } from '../../src/server/verification/providers/sumsub';

type Kind = 'individual' | 'company';
type ReviewStatus = 'init' | 'pending' | 'prechecked' | 'queued' | 'completed' | 'onHold';

export interface ReviewResult {
  reviewAnswer: 'GREEN' | 'RED';
  reviewRejectType?: 'FINAL' | 'RETRY';
  moderationComment?: string;
  clientComment?: string;
  rejectLabels?: string[];
}

/** An applicant as the stand-in holds it, in Sumsub's field names. */
export interface StandInApplicant {
  id: string;
  createdAt: string;
  key: string;
  clientId: string;
  inspectionId: string;
  externalUserId: string;
  email?: string;
  lang?: string;
  applicantPlatform: 'API';
  type: Kind;
  info: {
    firstName?: string;
    middleName?: string;
    lastName?: string;
    country?: string;
    companyInfo?: { companyName: string; country: string };
  };
  requiredIdDocs: { docSets: { idDocSetType: string; types?: string[] }[] };
  review: {
    reviewId: string;
    attemptId: string;
    attemptCnt: number;
    levelName: string;
    createDate: string;
    reviewStatus: ReviewStatus;
    priority: number;
    reviewResult?: ReviewResult;
  };
  /** Present once deactivated (Sumsub's name for it). */
  deleted?: boolean;
}

/** A WebSDK link the stand-in handed out. */
export interface StandInLink {
  token: string;
  levelName: string;
  userId: string;
  lang: string | null;
  expiresAt: Date;
  redirect: { successUrl?: string; rejectUrl?: string } | null;
}

type WebhookType = 'applicantCreated' | 'applicantPending' | 'applicantOnHold' | 'applicantReviewed';
type DigestAlg = 'HMAC_SHA1_HEX' | 'HMAC_SHA256_HEX' | 'HMAC_SHA512_HEX';

export interface SumsubStandIn {
  url: string;
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  /** Ready to hand to sumsubProvider (levels 'basic-kyc-level' / 'basic-kyb-level'). */
  settings: SumsubSettings;
  /** By applicant id. */
  applicants: Map<string, StandInApplicant>;
  /** WebSDK links handed out, by token. */
  links: Map<string, StandInLink>;
  /** Every authenticated request, in order (the path with its query, as signed). */
  requests: { method: string; path: string }[];
  /** What the documents of an applicant say (set before `webhook(...applicantReviewed GREEN)`); by applicant id or external user id. */
  setSubject(
    idOrExternalId: string,
    info: { firstName: string; lastName: string; middleName?: string; country: string } | { companyName: string; country: string },
  ): void;
  /** A webhook delivery as Sumsub sends it, signed with webhookSecret (or `secret`), for the test to POST. Also moves the stand-in applicant's review status. */
  webhook(
    applicantId: string,
    event: {
      type: WebhookType;
      reviewAnswer?: 'GREEN' | 'RED';
      reviewRejectType?: 'FINAL' | 'RETRY';
      moderationComment?: string;
      clientComment?: string;
      rejectLabels?: string[];
    },
    options?: { createdAt?: Date; secret?: string; alg?: DigestAlg },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

/** The two levels of a fresh Sumsub account, with the applicant type each accepts. */
const levels: Record<string, Kind> = { 'basic-kyc-level': 'individual', 'basic-kyb-level': 'company' };
/** Not documented: how far X-App-Access-Ts may be from the stand-in's clock. */
const CLOCK_TOLERANCE_SECONDS = 5 * 60;
const CLIENT_ID = 'standInClient';

const hex24 = () => randomBytes(12).toString('hex');
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** "2023-10-16 13:34:54" (UTC), Sumsub's applicant `createdAt`. */
const seconds = (at: Date) =>
  `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
/** "2020-02-21 13:23:19.321" (UTC), a webhook's `createdAtMs`. */
const millis = (at: Date) => `${seconds(at)}.${pad(at.getUTCMilliseconds(), 3)}`;
const nodeAlg: Record<DigestAlg, string> = { HMAC_SHA1_HEX: 'sha1', HMAC_SHA256_HEX: 'sha256', HMAC_SHA512_HEX: 'sha512' };

const problem = (code: number, description: string, error?: { errorCode: number; errorName: string }) => ({
  description,
  code,
  correlationId: randomBytes(16).toString('hex'),
  ...(error ?? {}),
});

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export async function startSumsubStandIn(options: { now?: () => Date } = {}): Promise<SumsubStandIn> {
  const now = options.now ?? (() => new Date());
  const appToken = `sbx:${randomBytes(18).toString('base64url')}`;
  const secretKey = randomBytes(24).toString('base64url');
  const webhookSecret = randomBytes(24).toString('base64url');
  const applicants = new Map<string, StandInApplicant>();
  const links = new Map<string, StandInLink>();
  const requests: { method: string; path: string }[] = [];
  let url = '';

  /** The live applicant for an external user id (a deactivated one no longer counts: see `create`). */
  const byExternalId = (externalUserId: string) =>
    [...applicants.values()].reverse().find((a) => a.externalUserId === externalUserId && !a.deleted);
  const find = (idOrExternalId: string) => applicants.get(idOrExternalId) ?? byExternalId(idOrExternalId);

  function authenticate(request: IncomingMessage, raw: string): { status: number; body: unknown } | null {
    const token = request.headers['x-app-token'];
    const ts = request.headers['x-app-access-ts'];
    const sig = request.headers['x-app-access-sig'];
    if (typeof token !== 'string' || token !== appToken) {
      return {
        status: 401,
        body: problem(401, 'App token not found or invalid', { errorCode: 4002, errorName: 'app-token-private-part-mismatch' }),
      };
    }
    const stamp = typeof ts === 'string' && /^\d+$/.test(ts) ? Number(ts) : Number.NaN;
    if (!Number.isFinite(stamp) || Math.abs(now().getTime() / 1000 - stamp) > CLOCK_TOLERANCE_SECONDS) {
      return {
        status: 401,
        body: problem(401, "X-App-Access-Ts doesn't match to the number of seconds since Unix Epoch in UTC.", {
          errorCode: 4004,
          errorName: 'app-token-request-expired',
        }),
      };
    }
    // Signed over the path and query exactly as they arrived, and the body bytes as sent.
    const expected = createHmac('sha256', secretKey)
      .update(`${ts}${(request.method ?? '').toUpperCase()}${request.url ?? ''}${raw}`)
      .digest();
    // Sumsub asks for lowercase hex; an uppercase signature is not the one documented.
    const given = typeof sig === 'string' && /^[0-9a-f]+$/.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return {
        status: 401,
        body: problem(401, 'Request signature mismatch', { errorCode: 4003, errorName: 'app-token-signature-mismatch' }),
      };
    }
    return null;
  }

  function create(levelName: string | null, body: Record<string, unknown>): { status: number; body: unknown } {
    const externalUserId = typeof body.externalUserId === 'string' ? body.externalUserId.trim() : '';
    if (!levelName) return { status: 400, body: problem(400, "Required request parameter 'levelName' is not present") };
    const levelKind = levels[levelName];
    // Not documented: the status for a level that does not exist.
    if (!levelKind) return { status: 404, body: problem(404, `Level '${levelName}' not found`) };
    const type: Kind = body.type === 'company' ? 'company' : 'individual';
    if (type !== levelKind) {
      return { status: 400, body: problem(400, `Level '${levelName}' is for ${levelKind} applicants, not ${type}`) };
    }
    if (!externalUserId) return { status: 400, body: problem(400, 'externalUserId is required') };
    // Deactivated profiles are ignored when checking for duplicates (deactivate-applicant-profile), so a new
    // applicant may take the external user id of a deactivated one.
    const existing = byExternalId(externalUserId);
    if (existing) {
      // Not documented: the wording, as Sumsub is seen to answer it.
      return { status: 409, body: problem(409, `Applicant with external user id '${externalUserId}' already exists: ${existing.id}`) };
    }
    const at = now();
    const applicant: StandInApplicant = {
      id: hex24(),
      createdAt: seconds(at),
      key: [...randomBytes(14)].map((b) => String.fromCharCode(65 + (b % 26))).join(''),
      clientId: CLIENT_ID,
      inspectionId: hex24(),
      externalUserId,
      ...(typeof body.email === 'string' ? { email: body.email } : {}),
      ...(typeof body.lang === 'string' ? { lang: body.lang } : {}),
      applicantPlatform: 'API',
      type,
      info: {},
      requiredIdDocs: {
        docSets:
          type === 'company'
            ? [{ idDocSetType: 'COMPANY' }]
            : [
                { idDocSetType: 'IDENTITY', types: ['PASSPORT', 'ID_CARD', 'DRIVERS'] },
                { idDocSetType: 'SELFIE', types: ['SELFIE'] },
              ],
      },
      review: {
        reviewId: randomBytes(3).toString('hex'),
        attemptId: randomBytes(3).toString('hex'),
        attemptCnt: 0,
        levelName,
        createDate: `${seconds(at)}+0000`,
        reviewStatus: 'init',
        priority: 0,
      },
    };
    applicants.set(applicant.id, applicant);
    return { status: 200, body: applicant };
  }

  function link(lang: string | null, body: Record<string, unknown>): { status: number; body: unknown } {
    const levelName = typeof body.levelName === 'string' ? body.levelName : '';
    const userId = typeof body.userId === 'string' ? body.userId : '';
    if (!levels[levelName]) return { status: 404, body: problem(404, `Level '${levelName}' not found`) };
    if (!userId) return { status: 400, body: problem(400, 'userId is required') };
    const ttl = typeof body.ttlInSecs === 'number' && body.ttlInSecs > 0 ? body.ttlInSecs : 1800;
    const token = `sbx_${randomBytes(12).toString('base64url')}`;
    const redirect = body.redirect && typeof body.redirect === 'object' ? (body.redirect as StandInLink['redirect']) : null;
    links.set(token, { token, levelName, userId, lang, expiresAt: new Date(now().getTime() + ttl * 1000), redirect });
    return { status: 200, body: { url: `${url}/websdk/p/${token}` } };
  }

  /** The hosted page the member lands on: enough to see which flow it is and to leave it. */
  function websdkPage(token: string, response: ServerResponse) {
    const found = links.get(token);
    if (!found || found.expiresAt.getTime() < now().getTime()) {
      response
        .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Link expired</title><p>This link has expired.</p>');
      return;
    }
    const back = found.redirect?.successUrl;
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="${escapeHtml(found.lang ?? 'en')}"><title>Identity verification</title>` +
          `<h1>Identity verification</h1><p data-level="${escapeHtml(found.levelName)}" data-user="${escapeHtml(found.userId)}">` +
          `Sumsub stand-in: level ${escapeHtml(found.levelName)}.</p>` +
          (back ? `<p><a href="${escapeHtml(back)}">Back to the site</a></p>` : ''),
      );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const target = new URL(request.url ?? '/', url);
    const method = (request.method ?? 'GET').toUpperCase();
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };

    const page = /^\/websdk\/p\/([^/]+)$/.exec(target.pathname);
    if (page && method === 'GET') return websdkPage(decodeURIComponent(page[1] ?? ''), response);

    const refused = authenticate(request, raw);
    if (refused) return answer(refused.status, refused.body);
    requests.push({ method, path: request.url ?? '/' });

    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return answer(400, problem(400, 'Malformed JSON request body'));
      }
    }
    // The applicant path segment may be an id or "-;externalUserId=…" (matrix parameter).
    const applicantPath = /^\/resources\/applicants\/([^/]+)\/(one|presence\/(deactivated|activated))$/.exec(target.pathname);
    if (method === 'POST' && target.pathname === '/resources/applicants') {
      const created = create(target.searchParams.get('levelName'), body);
      return answer(created.status, created.body);
    }
    if (method === 'POST' && target.pathname === '/resources/sdkIntegrations/levels/-/websdkLink') {
      const made = link(target.searchParams.get('lang'), body);
      return answer(made.status, made.body);
    }
    if (applicantPath) {
      const segment = decodeURIComponent(applicantPath[1] ?? '');
      const external = /^-;externalUserId=(.+)$/.exec(segment);
      const applicant = external ? byExternalId(external[1] ?? '') : applicants.get(segment);
      if (method === 'GET' && applicantPath[2] === 'one') {
        if (!applicant) {
          return answer(
            404,
            problem(404, external ? `Applicant with external user id '${external[1]}' not found` : `Applicant not found: ${segment}`),
          );
        }
        return answer(200, applicant);
      }
      if (method === 'PATCH' && applicantPath[3]) {
        if (!applicant) return answer(404, problem(404, `Applicant not found: ${segment}`));
        if (applicantPath[3] === 'deactivated' && ['pending', 'queued', 'prechecked'].includes(applicant.review.reviewStatus)) {
          // Not documented: the status of this refusal.
          return answer(400, problem(400, `Applicant ${applicant.id} is being checked and cannot be deactivated`));
        }
        applicant.deleted = applicantPath[3] === 'deactivated';
        return answer(200, applicant);
      }
    }
    return answer(404, problem(404, `Not found: ${method} ${target.pathname}`));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(problem(500, String(error))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    appToken,
    secretKey,
    webhookSecret,
    settings: { apiUrl: url, appToken, secretKey, webhookSecret, levelIndividual: 'basic-kyc-level', levelCompany: 'basic-kyb-level' },
    applicants,
    links,
    requests,

    setSubject(idOrExternalId, info) {
      const applicant = find(idOrExternalId);
      if (!applicant) throw new Error(`The stand-in holds no applicant ${idOrExternalId}`);
      if ('companyName' in info) {
        applicant.info = { companyInfo: { companyName: info.companyName, country: info.country } };
      } else {
        applicant.info = {
          firstName: info.firstName,
          ...(info.middleName ? { middleName: info.middleName } : {}),
          lastName: info.lastName,
          country: info.country,
        };
      }
    },

    webhook(applicantId, event, webhookOptions = {}) {
      const applicant = applicants.get(applicantId);
      if (!applicant) throw new Error(`The stand-in holds no applicant ${applicantId}`);
      const status: Record<WebhookType, ReviewStatus> = {
        applicantCreated: 'init',
        applicantPending: 'pending',
        applicantOnHold: 'onHold',
        applicantReviewed: 'completed',
      };
      let reviewResult: ReviewResult | undefined;
      if (event.type === 'applicantReviewed') {
        reviewResult = {
          reviewAnswer: event.reviewAnswer ?? 'GREEN',
          ...(event.moderationComment !== undefined ? { moderationComment: event.moderationComment } : {}),
          ...(event.clientComment !== undefined ? { clientComment: event.clientComment } : {}),
          ...(event.rejectLabels ? { rejectLabels: event.rejectLabels } : {}),
          ...(event.reviewRejectType ? { reviewRejectType: event.reviewRejectType } : {}),
        };
      }
      applicant.review = {
        ...applicant.review,
        reviewStatus: status[event.type],
        ...(event.type === 'applicantPending' ? { attemptCnt: applicant.review.attemptCnt + 1 } : {}),
      };
      if (reviewResult) applicant.review.reviewResult = reviewResult;
      else delete applicant.review.reviewResult;

      const at = webhookOptions.createdAt ?? now();
      // Field order and formats as in Sumsub's payload examples.
      const payload = {
        applicantId: applicant.id,
        inspectionId: applicant.inspectionId,
        applicantType: applicant.type,
        correlationId: `req-${randomUUID()}`,
        levelName: applicant.review.levelName,
        sandboxMode: true,
        externalUserId: applicant.externalUserId,
        type: event.type,
        ...(reviewResult ? { reviewResult } : {}),
        reviewStatus: status[event.type],
        createdAt: `${seconds(at)}+0000`,
        createdAtMs: millis(at),
        clientId: applicant.clientId,
      };
      const body = JSON.stringify(payload);
      const alg = webhookOptions.alg ?? 'HMAC_SHA256_HEX';
      const digest = createHmac(nodeAlg[alg], webhookOptions.secret ?? webhookSecret)
        .update(body)
        .digest('hex');
      return { body, headers: { 'Content-Type': 'application/json', 'X-Payload-Digest': digest, 'X-Payload-Digest-Alg': alg } };
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
