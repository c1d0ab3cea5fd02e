import { sql } from 'drizzle-orm';
import { translator } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { challenges, tradingAccounts } from '../db/schema';

/**
 * Catalogue names in a language inside a query (docs/decisions/045), for lists that join the
 * product: the name given for `locale`, else the default name.
 */
export const challengeNameIn = (locale: Locale) =>
  sql<string>`coalesce(nullif(${challenges.names} ->> ${locale}::text, ''), ${challenges.name})`;

/**
 * An account's phase named in `locale` (the query joins its product): the phase's name in that
 * language while the product still calls the phase what the account does, else the account's own;
 * a funded account's stage in words.
 */
export const phaseNameIn = (
  locale: Locale,
) => sql<string>`case when ${tradingAccounts.funded} then ${translator(locale)('account.stage.funded')}::text
  else coalesce(nullif(case when ${challenges.phases} -> (${tradingAccounts.phase} - 1) ->> 'name' = ${tradingAccounts.phaseName}
    then ${challenges.phases} -> (${tradingAccounts.phase} - 1) -> 'names' ->> ${locale}::text end, ''), ${tradingAccounts.phaseName}) end`;
