import type * as v from 'valibot';
import type { DiscountCodeViewSchema } from '../../schemas/orders';
import type { DiscountCode } from '../db/schema';

export function discountCodeView(code: DiscountCode): v.InferOutput<typeof DiscountCodeViewSchema> {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    currency: code.currency,
    challengeId: code.challengeId,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    maxUses: code.maxUses,
    maxUsesPerMember: code.maxUsesPerMember,
    uses: code.uses,
    active: code.disabledAt === null,
    disabledAt: code.disabledAt?.toISOString() ?? null,
    createdAt: code.createdAt.toISOString(),
  };
}
