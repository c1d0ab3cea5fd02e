import { localizePath } from '../../../i18n';
import type { VerificationProvider } from './types';

/**
 * The demo provider (never in production, src/server/env.ts): its "hosted flow" is our own page
 * /verification/demo, where the member sends the documents and then plays the provider's reviewer
 * (approve with the name and country read off the document, reject, or ask for new documents).
 * Those clicks reach the server as the same provider events a webhook brings (service.ts).
 */
export const demoProvider: VerificationProvider = {
  name: 'demo',
  async start({ externalId, reference, locale }) {
    return { reference: reference ?? `demo-${externalId}`, url: localizePath('/verification/demo', locale) };
  },
  async subject() {
    // The demo reviewer names the person when approving; there is nothing to look up.
    throw new Error('The demo provider names the verified subject in its approval');
  },
  async forget() {
    // The demo provider keeps nothing.
  },
};
