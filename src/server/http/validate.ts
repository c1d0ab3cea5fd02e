import { sValidator } from '@hono/standard-validator';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { type AppContext, translate } from './context';

/**
 * Validates a request part with the same valibot schema the form uses; the first problem is
 * answered as 400 `{ message }` in the caller's language.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  return sValidator(target, schema, (result, c) => {
    if (!result.success) {
      const first = result.error[0];
      return (c as unknown as AppContext).json(
        { message: translate(c as unknown as AppContext, first?.message ?? 'validation.fieldNotValid') },
        400,
      );
    }
    return undefined;
  });
}
