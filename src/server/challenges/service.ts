import { asc, eq } from 'drizzle-orm';
import { type Challenge, challenges } from '../db/schema';
import type { Services } from '../services';

/** The members' catalogue (issue 4): the products on sale, in the administrators' order. */
export function activeChallenges(services: Services): Promise<Challenge[]> {
  return services.db.select().from(challenges).where(eq(challenges.active, true)).orderBy(asc(challenges.sortOrder));
}
