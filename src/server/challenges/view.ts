import type { Challenge } from '../db/schema';

export function challengeView(challenge: Challenge) {
  const { createdAt, updatedAt, ...rest } = challenge;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
