import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// argon2id above OWASP's minimum (19 MiB, 2 iterations, 1 lane): 20 MiB is a whole number of 2 MiB
// huge pages, so the hash's fresh memory is faulted in ten pages, not nine and 256 small ones. It
// costs a quarter less CPU than 19 MiB on our machines (docs/decisions/039).
const options = { algorithm: 2, memoryCost: 20_480, timeCost: 2, parallelism: 1 } as const;

// No more hashes at once than there are cores: more only share the cores and each takes longer,
// and they would hold every thread of libuv's pool, which token signing and file reads also wait for.
const oneHashPerCore = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => argon2Hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => argon2Verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password: checking it when no account matches costs the same time as
 * a real check, so the answer's timing does not tell whether an email is registered.
 */
export const dummyHash: Promise<string> = hashPassword(crypto.randomUUID());
