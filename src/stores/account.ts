import { atom } from 'nanostores';
import { storage, storageKeys } from './storage';

/** The trading account picked on /accounts; the overview pages need one (seed §2). */
export const $accountId = atom<string | null>(null);

export function loadAccountId(): void {
  $accountId.set(storage.get(storageKeys.accountId));
}

/** Choosing an account enables Account Overview and Trading Overview for it. */
export function selectAccount(id: string): void {
  storage.set(storageKeys.accountId, id);
  $accountId.set(id);
}

/** An administrator's report names its account in the address: shown, never stored as the member's choice. */
export function showAccount(id: string | null): void {
  $accountId.set(id);
}
