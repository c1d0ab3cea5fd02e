// Run before the e2e server starts, on its data directory (playwright.config.ts): the server's own
// start (migrations, demo seed), then AGED_TRADERS members who bought a two-step 10K challenge
// AGED_DAYS + 2 days ago, passed a phase a day (an administrator's decision) and have been funded
// for AGED_DAYS days, all dated then on the services clock, as the demo's history is.
import { and, eq, isNull } from 'drizzle-orm';
import { forceAccount } from '../../src/server/accounts/admin';
import { hashPassword } from '../../src/server/auth/passwords';
import { challenges, tradingAccounts, users } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { createOrder } from '../../src/server/orders/service';
import { startRuntime } from '../../src/server/runtime';
import { servicesAt } from '../../src/server/services';
import { billing } from '../builders/orders';
import { AGED_DAYS, AGED_TRADERS, agedTraderEmail, agedTraderName, agedTraderPassword } from './agedTraders';
import { admin } from './session';

const day = 86_400_000;
const runtime = await startRuntime(parseEnv(process.env));
try {
  const { services } = runtime;
  const { db } = services;
  const [boss] = await db.select().from(users).where(eq(users.email, admin.email));
  const [challenge] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.slug, 'two-step-10k'), isNull(challenges.replacedAt)));
  if (!boss || !challenge) throw new Error('The e2e server seeds the demo administrator and the two-step 10K challenge');
  const passwordHash = await hashPassword(agedTraderPassword);
  const bought = services.now().getTime() - (AGED_DAYS + 2) * day;
  for (let index = 0; index < AGED_TRADERS; index++) {
    const email = agedTraderEmail(index);
    const [member] = await db
      .insert(users)
      .values({ email, passwordHash, ...agedTraderName, createdAt: new Date(bought) })
      .returning();
    if (!member) throw new Error(`${email} was not created`);
    const { order } = await createOrder(servicesAt(services, bought), member, {
      challengeId: challenge.id,
      billing: { ...billing, ...agedTraderName, email },
      discountCode: '',
      provider: 'demo',
      acceptTerms: true,
    });
    let [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.orderId, order.id));
    for (const phase of [1, 2]) {
      if (!account) throw new Error(`${email} has no phase ${phase} account`);
      await forceAccount(servicesAt(services, bought + phase * day), boss.id, account.id, {
        action: 'pass',
        reason: 'E2E fixture: an account that has been funded for a month',
      });
      [account] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.previousAccountId, account.id));
    }
    if (!account?.funded) throw new Error(`${email} did not become funded`);
  }
} finally {
  await runtime.close();
}
