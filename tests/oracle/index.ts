/**
 * An oracle of the account rules, written from docs/definitions.md alone (never from src/domain or
 * src/server): the figures, rules and statistics an account must show for a history of events.
 * The property tests (tests/api/figuresAgree*.test.ts) hold every API answer against it.
 */
export { dayOf, hoursOf, nextDay, nextMidnight, startOfDay } from './days';
export { inOrder, oracle } from './evaluate';
export { divideHalfAway, pctOf, realised } from './money';
export { type OraclePayoutAnswer, type PayoutTerms, payoutOf, withdrawnFor } from './payout';
export type * from './types';
