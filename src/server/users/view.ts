import type { PublicUser } from '../../schemas/auth';
import type { User } from '../db/schema';

/** The user as the API returns it: never a secret. */
export function publicUser(user: User): PublicUser {
  const { passwordHash: _secret, createdAt, updatedAt: _updated, ...rest } = user;
  return { ...rest, createdAt: createdAt.toISOString() };
}
