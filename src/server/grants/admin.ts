import { and, eq } from 'drizzle-orm';
import type { GrantInput } from '../../schemas/grants';
import type { BillingDetails } from '../../schemas/orders';
import { provisionAccount } from '../accounts/lifecycle';
import { audit } from '../audit';
import { billingProfiles, challenges, type Order, orders, type TradingAccount, type User, users } from '../db/schema';
import { DomainError } from '../errors';
import { afterPaid, orderNumber } from '../orders/service';
import type { Services } from '../services';

/**
 * Gives a member a challenge at no charge (a free retry, a competition prize, compensation): an
 * order with provider `grant`, total 0 and status paid, and the first phase's account, in one
 * transaction; audited with the reason. Nothing was sold, so no invoice is issued. The member is
 * mailed their new account like after a payment.
 */
export async function grantChallenge(
  services: Services,
  actor: User,
  input: GrantInput,
): Promise<{ order: Order; account: TradingAccount }> {
  const now = services.now();
  const granted = await services.db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!member) throw new DomainError('notFound', 'error.notFound', { name: 'entity.user' });
    if (member.role !== 'USER') throw new DomainError('conflict', 'grant.notMember');
    if (member.status !== 'Active') throw new DomainError('conflict', 'grant.suspended');
    const [challenge] = await tx
      .select()
      .from(challenges)
      .where(and(eq(challenges.id, input.challengeId), eq(challenges.active, true)));
    if (!challenge) throw new DomainError('notFound', 'error.notFound', { name: 'entity.challenge' });

    const [profile] = await tx.select().from(billingProfiles).where(eq(billingProfiles.userId, member.id));
    const number = orderNumber(now);
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        userId: member.id,
        challengeId: challenge.id,
        price: 0,
        currency: challenge.currency,
        total: 0,
        billing: profile?.details ?? namesOnly(member),
        provider: 'grant',
        status: 'paid',
        paymentReference: number,
        grantReason: input.reason,
        grantNote: input.note || null,
        paidAt: now,
      })
      .returning();
    if (!order) throw new Error('Granted order was not created');
    await audit(tx, {
      actorId: actor.id,
      action: 'order.granted',
      subjectType: 'order',
      subjectId: order.id,
      at: now,
      details: {
        before: null,
        after: { number, member: member.email, challenge: challenge.name, status: 'paid', reason: input.reason, note: input.note || null },
      },
    });
    const account = await provisionAccount(tx, {
      userId: member.id,
      challenge,
      phase: 1,
      funded: false,
      orderId: order.id,
      startedAt: now,
      actorId: actor.id,
    });
    return { order, account };
  });
  await afterPaid(services, granted.order);
  return granted;
}

/** A member who never bought has no billing details; the granted order records who it is for. */
function namesOnly(member: User): BillingDetails {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    address: '',
    city: '',
    postalCode: '',
    country: '',
    type: member.type,
    companyName: '',
    vatNumber: '',
  };
}
