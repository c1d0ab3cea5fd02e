import { eq } from 'drizzle-orm';
import { audit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/sessions';
import { type User, users } from '../db/schema';
import { DomainError } from '../errors';
import { assertMayReach } from '../http/auth';
import type { Services } from '../services';

const notFound = () => new DomainError('notFound', 'error.notFound', { name: 'entity.user' });

/** A user's record, for that user or an administrator (a member learns nothing of other emails: 403 either way). */
export async function userRecord(services: Services, caller: User, email: string): Promise<User> {
  const [user] = await services.db.select().from(users).where(eq(users.email, email));
  assertMayReach(services.env, caller, user?.id ?? null);
  if (!user) throw notFound();
  return user;
}

/** Every other device signs in again; the session making the change (`sessionId`) stays. */
export async function changePassword(
  services: Services,
  user: User,
  sessionId: string,
  { currentPassword, password }: { currentPassword: string; password: string },
): Promise<void> {
  // Already signed in, so naming the wrong field gives nothing away.
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new DomainError('invalid', 'profile.currentPasswordIncorrect');
  const passwordHash = await hashPassword(password);
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, now, sessionId);
    await audit(tx, { actorId: user.id, action: 'user.password', subjectType: 'user', subjectId: user.id, at: now });
  });
}
