import { mkdirSync } from 'node:fs';
import { e2eDataDir } from './session';

/**
 * Members whose funded account has run for a month, made before the e2e server starts
 * (seedAgedTraders.ts). A platform cannot report a trade from before the account started, so a
 * test that needs trades three weeks old (the payout interval, news windows) needs an account that
 * old: each such test claims one of these for itself.
 */
export const AGED_TRADERS = 12;
export const AGED_DAYS = 30;
export const agedTraderPassword = 'Secret#2026';
export const agedTraderEmail = (index: number) => `aged.${index}@example.com`;
export const agedTraderName = { firstName: 'Session', lastName: 'Tester' };

/** The next unclaimed aged trader of a project's server: creating a folder is atomic across test workers. */
export function claimAgedTrader(project: string): { email: string; password: string } {
  const claims = `${e2eDataDir(project)}/aged-claims`;
  mkdirSync(claims, { recursive: true });
  for (let index = 0; index < AGED_TRADERS; index++) {
    try {
      mkdirSync(`${claims}/${index}`);
      return { email: agedTraderEmail(index), password: agedTraderPassword };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`All ${AGED_TRADERS} aged traders are taken: raise AGED_TRADERS in tests/e2e/agedTraders.ts`);
}
