import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ChangePasswordSchema, EmailParamSchema, type PublicUser, UserIdParamSchema, UserStatusSchema } from '../../schemas/auth';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/sessions';
import { auditLog, type User, users } from '../db/schema';
import { requireAdmin, requireSession } from '../http/auth';
import { type AppEnv, translate } from '../http/context';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';

export function publicUser(user: User): PublicUser {
  const { passwordHash: _secret, createdAt, updatedAt: _updated, ...rest } = user;
  return { ...rest, createdAt: createdAt.toISOString() };
}

/** The signed-in user's own record and password. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/:email', validate('param', EmailParamSchema), async (c) => {
    const caller = c.get('user');
    const { email } = c.req.valid('param');
    if (caller.email !== email && caller.role === 'USER') throw new HttpError(403, 'error.forbidden');
    const [user] = await c.get('services').db.select().from(users).where(eq(users.email, email));
    if (!user) throw new HttpError(404, 'error.notFound', { name: 'entity.user' });
    return c.json(publicUser(user));
  })
  .put('/password', validate('json', ChangePasswordSchema), async (c) => {
    const services = c.get('services');
    const user = c.get('user');
    const { currentPassword, password } = c.req.valid('json');
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new HttpError(400, 'error.loginIncorrect');
    const passwordHash = await hashPassword(password);
    const now = services.now();
    await services.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      // Every other device signs in again; this one stays.
      await revokeSessions(tx, user.id, now, c.get('sessionId'));
    });
    return c.json({ message: translate(c, 'success.passwordChanged') });
  });

/** Administration of users (grows with the admin Users screen). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireSession, requireAdmin)
  .patch('/:id/status', validate('param', UserIdParamSchema), validate('json', UserStatusSchema), async (c) => {
    const services = c.get('services');
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const actor = c.get('user');
    const updated = await services.db.transaction(async (tx) => {
      const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
      if (!before) return null;
      const [user] = await tx.update(users).set({ status, updatedAt: services.now() }).where(eq(users.id, id)).returning();
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: 'user.status',
        subjectType: 'user',
        subjectId: id,
        details: { from: before.status, to: status },
      });
      return user ?? null;
    });
    if (!updated) throw new HttpError(404, 'error.notFound', { name: 'entity.user' });
    return c.json(publicUser(updated));
  });
