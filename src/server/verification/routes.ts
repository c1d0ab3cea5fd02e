import { Hono } from 'hono';
import { UserIdParamSchema } from '../../schemas/auth';
import {
  AdminVerificationSchema,
  DemoReviewSchema,
  HolderNameOverrideSchema,
  VerificationDecisionSchema,
  VerificationDeliverySchema,
  VerificationSchema,
  VerificationStartSchema,
} from '../../schemas/verification';
import { requireSession } from '../http/auth';
import { JSON_BODY_LIMIT, limitBody } from '../http/bodies';
import type { AppEnv } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import {
  acceptHolderName,
  adminVerification,
  decideVerification,
  demoReview,
  demoSubmit,
  memberVerification,
  receiveSumsubDelivery,
  startVerification,
} from './service';

const notDemo = { 404: refusal('Not the demo provider (or in production)') };

/** /api/verification: the member's own identity verification (issue 31). */
export const verificationRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get(
    '/',
    documented('The caller’s identity verification, its history and what it is required for', {
      200: answer('The verification', VerificationSchema),
    }),
    async (c) => c.json(await memberVerification(c.env.services, c.get('user'))),
  )
  .post(
    '/start',
    documented('Open (or reopen) the provider’s hosted verification flow', {
      200: answer('Where to send the member', VerificationStartSchema),
      409: refusal('Already under review, approved, or rejected (an administrator can ask for a new verification)'),
    }),
    async (c) => c.json(await startVerification(c.env.services, c.get('user'))),
  )
  .post(
    '/demo/submit',
    documented('The demo provider: send the documents (outside production)', {
      200: answer('The verification', VerificationSchema),
      ...notDemo,
      409: refusal('Not waiting for documents'),
    }),
    async (c) => c.json(await demoSubmit(c.env.services, c.get('user'))),
  )
  .post(
    '/demo/review',
    documented(
      'The demo provider’s reviewer: approve with the name and country on the document, reject, or ask for new documents (outside production)',
      {
        200: answer('The verification', VerificationSchema),
        ...notDemo,
        409: refusal('Nothing to review'),
      },
    ),
    validate('json', DemoReviewSchema),
    async (c) => c.json(await demoReview(c.env.services, c.get('user'), c.req.valid('json'))),
  );

/** /api/webhooks: what identity providers call. No session: the signature is the authentication. */
export const verificationWebhookRoutes = new Hono<AppEnv>().post(
  '/sumsub',
  documented(
    'Sumsub webhook (identity verification)',
    {
      200: answer('Received: applied once, or why nothing changed', VerificationDeliverySchema),
      400: refusal('Missing or wrong digest, stale or malformed delivery, or Sumsub not configured'),
      413: refusal('Body too large'),
    },
    {
      security: [{ sumsubDigest: [] }],
      description:
        'Called by Sumsub with `X-Payload-Digest` (HMAC of the raw body with SUMSUB_WEBHOOK_SECRET, algorithm in `X-Payload-Digest-Alg`). `applicantPending`/`applicantOnHold` put the verification under review; `applicantReviewed` approves (GREEN), asks for new documents (RED, RETRY) or rejects (RED, FINAL) with the moderation comment as the reason. A delivery created more than 24 hours ago is refused; one delivered again answers 200 and changes nothing.',
    },
  ),
  limitBody(JSON_BODY_LIMIT),
  async (c) => {
    // The digest covers the exact bytes Sumsub sent: read them as text before anything parses them.
    const rawBody = await c.req.text();
    const outcome = await receiveSumsubDelivery(c.env.services, rawBody, {
      digest: c.req.header('x-payload-digest') ?? null,
      alg: c.req.header('x-payload-digest-alg') ?? null,
    });
    return c.json({ received: true as const, outcome });
  },
);

const noSuchUser = { 404: refusal('No such user') };

/**
 * /api/users/:id/verification (administrators): a member's verification, decisions and accepted
 * holder names. Mounted inside the admin users router (users/routes.ts), behind its requireAdmin.
 */
export const adminVerificationRoutes = new Hono<AppEnv>()
  .get(
    '/:id/verification',
    documented('A member’s identity verification with its history, the provider’s reference and accepted holder names (administrators)', {
      200: answer('The verification', AdminVerificationSchema),
      ...noSuchUser,
    }),
    validate('param', UserIdParamSchema),
    async (c) => c.json(await adminVerification(c.env.services, c.req.valid('param').id)),
  )
  .post(
    '/:id/verification/decision',
    documented('Approve or reject a member’s verification by hand, or ask for a new one, with a reason (administrators, audited)', {
      200: answer('The verification as decided', AdminVerificationSchema),
      ...noSuchUser,
      409: refusal('The verification already stands so'),
    }),
    validate('param', UserIdParamSchema),
    validate('json', VerificationDecisionSchema),
    async (c) => c.json(await decideVerification(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/:id/verification/holder-names',
    documented('Accept a payout holder name that differs from the verified name, with a reason (administrators, audited)', {
      200: answer('The verification with the accepted names', AdminVerificationSchema),
      ...noSuchUser,
    }),
    validate('param', UserIdParamSchema),
    validate('json', HolderNameOverrideSchema),
    async (c) => c.json(await acceptHolderName(c.env.services, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
  );
