import { atom } from 'nanostores';
import { createQuery } from '../../../api/query';
import { ApiError, call, type OkBody, rpc } from '../../../api/rpc';

/** What the public verification page fetches: one certificate's check, by its code. */
const verify = rpc.api.certificates.verify[':code'];

export type Verification = OkBody<Awaited<ReturnType<typeof verify.$get>>>;
/** A code no certificate has (or one that cannot be a code) is an answer, not a failure. */
export type VerifyAnswer = Verification | { status: 'unknown' };

/** The code in the page's URL; null: nothing fetched. */
export const $verifyCode = atom<string | null>(null);

export const $verification = createQuery<VerifyAnswer>(['certificates/verify/', $verifyCode], {
  fetcher: async (_, code) => {
    try {
      return await call(verify.$get({ param: { code: String(code) } }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 'unknown' };
      throw error;
    }
  },
});
