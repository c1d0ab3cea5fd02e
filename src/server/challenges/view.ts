import type { ChallengeView } from '../../schemas/challenges';
import type { Challenge } from '../db/schema';

export function challengeView(challenge: Challenge): ChallengeView {
  const { createdAt, updatedAt, replacedAt, ...rest } = challenge;
  return { ...rest, replacedAt: replacedAt?.toISOString() ?? null, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
