/**
 * The VIES client (src/server/vat/vies.ts) against the local stand-in of the EU's VIES REST
 * interface (tests/standins/vies.ts): only `valid: true` verifies; a "no", an error envelope, an
 * error code inside a 200, a timeout or an unreadable body leave a number unverified.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Env, parseEnv } from '../../src/server/env';
import { checkVatNumber, viesEnabled, viesNumber } from '../../src/server/vat/vies';
import { startViesStandIn, type ViesStandIn } from '../standins/vies';

describe('VIES client', () => {
  let vies: ViesStandIn;
  let env: Env;
  beforeAll(async () => {
    vies = (await startViesStandIn()).register('DE136695976', 'Becker Trading GmbH').register('EL094259216');
    env = parseEnv({ VIES_URL: vies.url, VIES_TIMEOUT: '1', SELLER_VAT_ID: 'CZ 12345678' });
  });
  afterAll(() => vies.close());
  beforeEach(() => {
    vies.failure = null;
    vies.requests.length = 0;
  });

  it('is off unless VIES_URL is set', () => {
    expect(viesEnabled(parseEnv({}))).toBe(false);
    expect(viesEnabled(env)).toBe(true);
  });

  it('verifies a registered number, sending the seller as requester, and keeps the request identifier and date', async () => {
    const answer = await checkVatNumber(env, 'DE', 'de 136 695 976');
    expect(answer).toEqual({ kind: 'valid', requestIdentifier: expect.stringMatching(/^WAPI/), requestDate: expect.any(String) });
    expect(vies.requests).toEqual([
      {
        method: 'POST',
        path: '/check-vat-number',
        body: { countryCode: 'DE', vatNumber: '136695976', requesterMemberStateCode: 'CZ', requesterNumber: '12345678' },
      },
    ]);
  });

  it('asks for a Greek number under EL, with or without its prefix', async () => {
    expect(viesNumber('GR', 'EL094259216')).toBe('094259216');
    expect((await checkVatNumber(env, 'GR', '094259216')).kind).toBe('valid');
    expect(vies.requests[0]?.body).toMatchObject({ countryCode: 'EL', vatNumber: '094259216' });
  });

  it('does not verify a number with good check digits that nobody registered', async () => {
    expect(await checkVatNumber(env, 'DE', 'DE111111125')).toMatchObject({ kind: 'invalid' });
  });

  it.each([
    ['an outage in the error envelope', { error: 'MS_UNAVAILABLE', status: 500 }, 'MS_UNAVAILABLE'],
    ['too many requests', { error: 'MS_MAX_CONCURRENT_REQ', status: 500 }, 'MS_MAX_CONCURRENT_REQ'],
    ['an error code inside a 200', { error: 'MS_UNAVAILABLE', userError: true }, 'MS_UNAVAILABLE'],
    ['VIES timing out', { error: 'TIMEOUT', status: 500 }, 'TIMEOUT'],
  ] as const)('calls %s unavailable, not valid', async (_, failure, error) => {
    vies.failure = failure;
    expect(await checkVatNumber(env, 'DE', 'DE136695976')).toEqual({ kind: 'unavailable', error });
  });

  it('gives up after VIES_TIMEOUT when VIES does not answer', async () => {
    vies.failure = 'hang';
    const started = Date.now();
    expect(await checkVatNumber(env, 'DE', 'DE136695976')).toEqual({ kind: 'unavailable', error: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('calls an unreachable or non-VIES address unavailable', async () => {
    const closed = parseEnv({ VIES_URL: 'http://127.0.0.1:9/vies', VIES_TIMEOUT: '1' });
    expect(await checkVatNumber(closed, 'DE', 'DE136695976')).toMatchObject({ kind: 'unavailable' });
    const wrong = parseEnv({ VIES_URL: `${vies.url}/nothing-here`, VIES_TIMEOUT: '1' });
    expect(await checkVatNumber(wrong, 'DE', 'DE136695976')).toMatchObject({ kind: 'unavailable' });
  });

  it('refuses a timeout outside 1 to 60 seconds at start', () => {
    expect(() => parseEnv({ VIES_TIMEOUT: '0' })).toThrow(/VIES_TIMEOUT/);
    expect(() => parseEnv({ VIES_TIMEOUT: '61' })).toThrow(/VIES_TIMEOUT/);
    expect(() => parseEnv({ VIES_URL: 'ftp://vies' })).toThrow(/VIES_URL/);
  });
});
