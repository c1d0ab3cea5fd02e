/**
 * Browser storage that never throws: private modes and full quotas make localStorage fail,
 * and the seed says such failures are logged only (§8).
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch (error) {
      console.warn(`Could not read "${key}" from storage`, error);
      return null;
    }
  },
  getJson(key: string): unknown {
    const raw = storage.get(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      console.warn(`Ignoring malformed JSON stored under "${key}"`);
      return undefined;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch (error) {
      console.warn(`Could not write "${key}" to storage`, error);
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch (error) {
      console.warn(`Could not remove "${key}" from storage`, error);
    }
  },
};

/** Storage keys fixed by the seed (§3). */
export const storageKeys = {
  token: 'access',
  email: 'email',
  accountId: 'accountId',
  userId: 'id',
  status: 'status',
  authErrorMessage: 'auth_error_message',
  themeValue: 'kt_theme_mode_value',
  themeMenu: 'kt_theme_mode_menu',
  /** Not in the seed: the area role routing last let the stored token's user into (src/stores/pageAccess.ts). */
  allowedArea: 'allowed_area',
} as const;
