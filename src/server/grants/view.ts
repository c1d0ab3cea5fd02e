import type * as v from 'valibot';
import type { GrantAnswerSchema } from '../../schemas/grants';
import type { TradingAccount } from '../db/schema';
import type { AdminOrderRow } from '../orders/admin';
import { adminOrderView } from '../orders/view';

/** A grant as its administrator sees it: the order, and the account's platform login. */
export function grantView(order: AdminOrderRow, account: TradingAccount): v.InferOutput<typeof GrantAnswerSchema> {
  return {
    order: adminOrderView(order),
    account: { id: account.id, login: account.login, platform: account.platform, phaseName: account.phaseName },
  };
}
