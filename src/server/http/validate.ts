import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { en } from '../../i18n/en';
import { JSON_BODY_LIMIT, limitBody } from './bodies';
import { type AppContext, translate } from './context';

const isMessageKey = (message: string) => message in en;

/**
 * Validates a request part with the same valibot schema the form uses; the first problem is
 * answered as 400 `{ message }` in the caller's language. A JSON body is read here, under its limit
 * (64 KB unless `maxSize` says more; over it 413, or `onTooLarge`'s answer), so a route's own checks
 * of who is asking, placed before, run before any of it is read.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(
  target: Target,
  schema: Schema,
  body: { maxSize?: number; onTooLarge?: (c: Context) => Response } = {},
) {
  // hono-openapi's validator also records the schema for /api/openapi.json.
  const check = validator(target, schema, (result, c) => {
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
  if (target !== 'json') return check;
  const limit = limitBody(body.maxSize ?? JSON_BODY_LIMIT, body.onTooLarge);
  const limited = (c: Context, next: () => Promise<void>) => limit(c, () => check(c as never, next) as Promise<void>);
  // The same middleware to Hono's types and to hono-openapi, which reads the schema off it.
  Object.defineProperty(limited, 'name', { value: 'validator', configurable: true });
  return Object.assign(limited, check) as unknown as typeof check;
}
