import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';

const notValid: MessageKey = 'validation.notValid';

/**
 * A whole number from 1 to `max` in a query string (`?page=`, `?pageSize=`): at most six digits, so
 * no page, however large its number, makes an offset the database cannot hold.
 */
export const wholeNumber = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, notValid), v.toNumber(), v.minValue(1, notValid), v.maxValue(max, notValid));

/** `?page=`: the first unless given, at most the 100,000th. */
export const pageParam = v.optional(wholeNumber(100_000), '1');
