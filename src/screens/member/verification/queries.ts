import { keyOf } from '../../../api/keys';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';

/**
 * What the identity verification pages fetch and send (issue 31): the member's verification, and
 * the way into the provider's hosted flow. The demo provider's page sends its steps here too.
 */
const verification = rpc.api.verification;

export type MemberVerification = Answer<typeof verification.$get>;

export const $verification = createQuery<MemberVerification>([keyOf('verification')], {
  fetcher: () => call(verification.$get()),
});

export const actions = {
  /** Where to send the browser: the provider's hosted flow (the demo provider's is our own page). */
  start: (fallback: string) => call(verification.start.$post(), fallback),
  demoSubmit: (fallback: string) => call(verification.demo.submit.$post(), fallback),
  demoReview: (json: Parameters<typeof verification.demo.review.$post>[0]['json'], fallback: string) =>
    call(verification.demo.review.$post({ json }), fallback),
};
