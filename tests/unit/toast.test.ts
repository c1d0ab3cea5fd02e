import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ToastStore = typeof import('../../src/stores/toast');

/** A stand-in for sonner that records the toasts created through it. */
function fakeSonner() {
  const shown: string[] = [];
  const record = (kind: string) => (message: string, data?: { id?: string | number }) => {
    shown.push(`${kind}: ${message}${data?.id === undefined ? '' : ` #${data.id}`}`);
  };
  const toast = Object.assign(record('message'), {
    success: record('success'),
    info: record('info'),
    warning: record('warning'),
    error: record('error'),
    dismiss: (id?: string | number) => shown.push(`dismiss ${id ?? 'all'}`),
  });
  return { shown, sonner: { toast } as unknown as Awaited<ReturnType<ToastStore['loadSonner']>> };
}

describe('the toast store', () => {
  let store: ToastStore;
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    store = await import('../../src/stores/toast');
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the Toaster with the first toast and shows waiting toasts in order once it is mounted', () => {
    const { shown, sonner } = fakeSonner();
    expect(store.$toasterNeeded.get()).toBe(false);
    store.toast.error('Session expired');
    store.toast.success('Saved', { id: 'save' });
    expect(store.$toasterNeeded.get()).toBe(true);

    store.toasterMounted(sonner);
    // The live region gets a moment in the page before its first message.
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(shown).toEqual(['error: Session expired', 'success: Saved #save']);

    store.toast('Hello');
    expect(shown.at(-1)).toBe('message: Hello');
  });

  it('dismissing before the Toaster is mounted drops the waiting toast with that id, or all of them', () => {
    const { shown, sonner } = fakeSonner();
    store.toast.error('First', { id: 1 });
    store.toast.error('Second', { id: 2 });
    store.toast.dismiss(1);
    store.toasterMounted(sonner);
    vi.advanceTimersByTime(100);
    expect(shown).toEqual(['error: Second #2']);

    store.toast.dismiss();
    expect(shown.at(-1)).toBe('dismiss all');
  });
});
