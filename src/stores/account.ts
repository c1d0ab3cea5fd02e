import { atom } from 'nanostores';
import { storage, storageKeys } from './storage';

/** The trading account picked on /accounts; the overview pages need one (seed §2). */
export const $accountId = atom<string | null>(null);

export function loadAccountId(): void {
  $accountId.set(storage.get(storageKeys.accountId));
}
