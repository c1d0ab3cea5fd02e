import { describe, expect, it } from 'vitest';
import { queryTiming, retryDelay } from '../../src/api/query';
import { ApiError } from '../../src/api/rpc';

describe('data fetching follows the seed’s timings (§9)', () => {
  it('retries a failed request after 5 s, or 10 s on a slow connection', () => {
    expect(retryDelay(new ApiError(503, 'down'), 1, false)).toBe(5_000);
    expect(retryDelay(new TypeError('network'), 1, true)).toBe(10_000);
  });

  it('does not retry answers that retrying cannot change (4xx), and stops after the limit', () => {
    expect(retryDelay(new ApiError(403, 'You do not have access to this.'), 1, false)).toBe(0);
    expect(retryDelay(new ApiError(404, 'not found'), 1, false)).toBe(0);
    expect(retryDelay(new ApiError(500, 'boom'), queryTiming.maxRetries + 1, false)).toBe(0);
  });
});
