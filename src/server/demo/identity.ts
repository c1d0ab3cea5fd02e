import { eq } from 'drizzle-orm';
import type { BillingDetails } from '../../schemas/orders';
import { billingProfiles, identityVerifications, type User, verificationEvents } from '../db/schema';
import type { Services } from '../services';

/**
 * The demo member's identity, verified through the demo provider when the funded account opened
 * (issue 31), so the funded demo account can ask for a payout at once. The other demo members are
 * not verified: their payout pages show the verification step.
 */
export async function seedVerifiedIdentity(services: Services, member: User, at: Date): Promise<void> {
  const [billing] = await services.db
    .select({ details: billingProfiles.details })
    .from(billingProfiles)
    .where(eq(billingProfiles.userId, member.id));
  const externalId = crypto.randomUUID();
  const minute = 60_000;
  const [row] = await services.db
    .insert(identityVerifications)
    .values({
      userId: member.id,
      externalId,
      kind: 'individual',
      provider: 'demo',
      reference: `demo-${externalId}`,
      state: 'approved',
      stateSince: new Date(at.getTime() + 20 * minute),
      verifiedName: `${member.firstName} ${member.lastName}`,
      verifiedCountry: (billing?.details as BillingDetails | undefined)?.country ?? null,
      verifiedAt: new Date(at.getTime() + 20 * minute),
      updatedAt: new Date(at.getTime() + 20 * minute),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  const steps = [
    { fromState: 'notStarted', toState: 'inProgress', source: 'member', actorId: member.id, at: at },
    { fromState: 'inProgress', toState: 'pendingReview', source: 'provider', actorId: null, at: new Date(at.getTime() + 5 * minute) },
    { fromState: 'pendingReview', toState: 'approved', source: 'provider', actorId: null, at: new Date(at.getTime() + 20 * minute) },
  ] as const;
  for (const step of steps) await services.db.insert(verificationEvents).values({ verificationId: row.id, reason: null, ...step });
}
