import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a caller's role allows is decided in src/server/http/auth.ts only (requireAdmin, and
 * assertMayReach for a member's data on the members' routes), so ADMIN_REQUIRE_2FA cannot be
 * forgotten by a route of its own (issue 27, item 8). The other files compare the role of someone
 * else: a registration's requested role, or the member an administrator acts on.
 */
const decidesForTheCaller = 'src/server/http/auth.ts';
const comparesSomeoneElse = new Set([
  'src/server/auth/service.ts',
  'src/server/auth/twoFactor.ts',
  'src/server/certificates/admin.ts',
  'src/server/grants/admin.ts',
  'src/server/runtime.ts',
  'src/server/users/admin.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('who may reach a member’s data', () => {
  it('is decided by the role in one file of the server', () => {
    const deciding = sources('src/server').filter((file) => /\brole\s*[!=]==?\s*'USER'/.test(readFileSync(file, 'utf8')));
    expect(deciding).toContain(decidesForTheCaller);
    expect(deciding.filter((file) => file !== decidesForTheCaller && !comparesSomeoneElse.has(file))).toEqual([]);
  });
});
