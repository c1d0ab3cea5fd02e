import * as v from 'valibot';
import type { Env } from '../env';
import { log } from '../log';

/**
 * A client of the EU Commission's VIES REST interface (`POST {VIES_URL}/check-vat-number`, as the
 * Commission's technical information page and its REST swagger describe it). Off unless VIES_URL is
 * set. The seller's own VAT number (SELLER_VAT_ID) rides along as the requester, so VIES answers
 * with a request identifier (its consultation number): the proof kept with a reverse-charge invoice.
 *
 * Only `valid: true` verifies a number. Anything else (a "no", an error code, a timeout, a body we
 * cannot read) leaves it unverified, and the order carries VAT.
 */

export const viesEnabled = (env: Env) => env.VIES_URL !== '';

export type ViesAnswer =
  | { kind: 'valid'; requestIdentifier: string; requestDate: string }
  | { kind: 'invalid'; requestIdentifier: string; requestDate: string }
  /** VIES could not say: a member state's service down, too many requests, a timeout, a network failure. */
  | { kind: 'unavailable'; error: string };

/** Greece's VAT numbers start with EL, not its ISO code. */
export const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/** The number as VIES wants it: without spaces, dots, dashes or the country's prefix. */
export function viesNumber(country: string, vatNumber: string): string {
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = vatPrefix(country);
  return compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
}

const AnswerSchema = v.object({
  valid: v.optional(v.boolean()),
  /** VALID or INVALID with an answer; otherwise an error code such as MS_UNAVAILABLE (even with HTTP 200). */
  userError: v.optional(v.nullable(v.string())),
  requestDate: v.optional(v.nullable(v.string())),
  requestIdentifier: v.optional(v.nullable(v.string())),
  /** The error envelope: `{actionSucceed: false, errorWrappers: [{error: 'MS_MAX_CONCURRENT_REQ'}]}`. */
  actionSucceed: v.optional(v.boolean()),
  errorWrappers: v.optional(v.array(v.object({ error: v.optional(v.string()), message: v.optional(v.nullable(v.string())) }))),
});

/** Asks VIES once (no retry: an order does not wait for a member state to come back; it carries VAT). */
export async function checkVatNumber(env: Env, country: string, vatNumber: string): Promise<ViesAnswer> {
  const requester = env.SELLER_VAT_ID.replace(/[\s.-]/g, '').toUpperCase();
  const body = {
    countryCode: vatPrefix(country),
    vatNumber: viesNumber(country, vatNumber),
    ...(/^[A-Z]{2}./.test(requester) ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) } : {}),
  };
  const unavailable = (error: string): ViesAnswer => {
    log.warn({ country: body.countryCode, error }, 'VIES could not verify a VAT number; the order carries VAT');
    return { kind: 'unavailable', error };
  };
  let status: number;
  let json: unknown;
  try {
    const response = await fetch(`${env.VIES_URL.replace(/\/+$/, '')}/check-vat-number`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(env.VIES_TIMEOUT * 1000),
    });
    status = response.status;
    json = await response.json().catch(() => undefined);
  } catch (error) {
    return unavailable(error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK');
  }
  const parsed = v.safeParse(AnswerSchema, json);
  if (!parsed.success) return unavailable(`HTTP_${status}`);
  const answer = parsed.output;
  const code =
    answer.errorWrappers?.[0]?.error ?? (answer.userError && !['VALID', 'INVALID'].includes(answer.userError) ? answer.userError : null);
  if (code === 'INVALID_REQUESTER_INFO') log.error('VIES refused the requester: check SELLER_VAT_ID');
  // INVALID_INPUT: VIES read the number and found it malformed, a "no" rather than an outage.
  if (code === 'INVALID_INPUT') return { kind: 'invalid', requestIdentifier: '', requestDate: '' };
  if (code || answer.actionSucceed === false || status !== 200 || answer.valid === undefined) return unavailable(code ?? `HTTP_${status}`);
  const proof = { requestIdentifier: answer.requestIdentifier ?? '', requestDate: answer.requestDate ?? '' };
  return answer.valid ? { kind: 'valid', ...proof } : { kind: 'invalid', ...proof };
}
