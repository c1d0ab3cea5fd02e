import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, signToken, tokenKey } from '../../src/server/auth/tokens';

describe('access tokens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks a token’s signature once, then reads it from memory until it expires by the caller’s clock', async () => {
    const key = tokenKey('k'.repeat(32));
    const now = new Date('2026-11-24T12:00:00Z');
    const token = await signToken(key, { sub: 'user-1', jti: 'session-1' }, 60, now);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await readToken(key, token, now)).toMatchObject({ sub: 'user-1', jti: 'session-1' });
    expect(await readToken(key, token, new Date(now.getTime() + 30_000))).toMatchObject({ sub: 'user-1' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await readToken(key, token, new Date(now.getTime() + 61_000))).toBeNull();
    // Another key never sees what this one verified.
    expect(await readToken(tokenKey('o'.repeat(32)), token, now)).toBeNull();
  });

  it('never keeps a token that failed: a changed signature is checked, and refused, every time', async () => {
    const key = tokenKey('t'.repeat(32));
    const now = new Date('2026-11-24T12:00:00Z');
    const token = await signToken(key, { sub: 'user-2', jti: 'session-2' }, 60, now);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await readToken(key, forged, now)).toBeNull();
    expect(await readToken(key, forged, now)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
    expect(await readToken(key, token, now)).toMatchObject({ sub: 'user-2' });
  });
});
