import { atom } from 'nanostores';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'message' | 'success' | 'info' | 'warning' | 'error';

let sonner: Promise<Sonner> | undefined;
let mounted: Sonner | undefined;
const waiting: { id?: string | number; create: (api: Sonner['toast']) => void }[] = [];

/** Loads sonner once. If that fails (offline), the toasts asked for are dropped; the next one tries again. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    console.warn('Could not load the toasts', error);
    sonner = undefined;
    waiting.length = 0;
    $toasterNeeded.set(false);
    throw error;
  });
  return sonner;
}

/** True once something asked for a toast: the Toasts island then loads sonner and mounts its Toaster. */
export const $toasterNeeded = atom(false);

/** Screen readers need a live region in the page a moment before its first message. */
const liveRegionDelay = 100;

/** The Toasts island calls this once its Toaster is in the page; toasts asked for until then follow. */
export function toasterMounted(api: Sonner): void {
  setTimeout(() => {
    mounted = api;
    for (const { create } of waiting.splice(0)) create(api.toast);
  }, liveRegionDelay);
}

function show(kind: Kind, message: string, data?: ExternalToast): void {
  const create = (api: Sonner['toast']) => (kind === 'message' ? api(message, data) : api[kind](message, data));
  if (mounted) {
    create(mounted.toast);
    return;
  }
  waiting.push({ id: data?.id, create });
  $toasterNeeded.set(true);
}

/**
 * Toasts (seed §9) through sonner, which is loaded with the first one: most visits never show a
 * toast, and sonner weighs as much as all the other code of a login page (docs/decisions/008).
 * The calls are sonner's `toast` calls for the kinds in use; they return nothing.
 */
export const toast = Object.assign((message: string, data?: ExternalToast) => show('message', message, data), {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  info: (message: string, data?: ExternalToast) => show('info', message, data),
  warning: (message: string, data?: ExternalToast) => show('warning', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  dismiss: (id?: string | number) => {
    if (mounted) mounted.toast.dismiss(id);
    // Not shown yet: they need not be.
    else waiting.splice(0, waiting.length, ...waiting.filter((entry) => id !== undefined && entry.id !== id));
  },
});
