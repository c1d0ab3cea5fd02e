import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { en } from '../../i18n/en';
import { type AppContext, translate } from './context';

const isMessageKey = (message: string) => message in en;

/**
 * Validates a request part with the same valibot schema the form uses; the first problem is
 * answered as 400 `{ message }` in the caller's language.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  // hono-openapi's validator also records the schema for /api/openapi.json.
  return validator(target, schema, (result, c) => {
    if (!result.success) {
      const context = c as unknown as AppContext;
      const first = result.error[0];
      const path = first?.path?.map((segment) => (typeof segment === 'object' ? segment.key : segment)).join('.');
      // A message that is a dictionary key is translated (with the field as {name}); any other names the field that is wrong.
      const message =
        first && isMessageKey(first.message)
          ? translate(context, first.message, { name: path || 'request' })
          : `${translate(context, 'validation.notValid', { name: path || 'request' })} (${first?.message ?? ''})`;
      return context.json({ message }, 400);
    }
    return undefined;
  });
}
