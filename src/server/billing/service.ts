import { eq } from 'drizzle-orm';
import type { SavedBillingDetails } from '../../schemas/billing';
import type { BillingDetails } from '../../schemas/orders';
import { audit } from '../audit';
import { billingProfiles, type User } from '../db/schema';
import type { Services } from '../services';

/**
 * The member's billing details: saved with each order and on the billing page. Before the first
 * save the configurator starts from the account's name and email (`saved: false`).
 */
export async function billingDetailsOf({ db }: Services, user: User): Promise<SavedBillingDetails> {
  const [profile] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, user.id));
  if (profile) return { details: profile.details, saved: true };
  return {
    details: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      address: '',
      city: '',
      postalCode: '',
      country: '',
      type: user.type,
      companyName: '',
      vatNumber: '',
    },
    saved: false,
  };
}

export async function saveBillingDetails(services: Services, user: User, details: BillingDetails): Promise<BillingDetails> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    await tx
      .insert(billingProfiles)
      .values({ userId: user.id, details, updatedAt: now })
      .onConflictDoUpdate({ target: billingProfiles.userId, set: { details, updatedAt: now } });
    await audit(tx, { actorId: user.id, action: 'billing.saved', subjectType: 'user', subjectId: user.id, at: now });
    return details;
  });
}
