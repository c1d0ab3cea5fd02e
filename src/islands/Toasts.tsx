import { useEffect, useState } from 'react';
import { $theme } from '../stores/theme';
import { $toasterNeeded, loadSonner, toasterMounted } from '../stores/toast';
import { useClientStore } from '../ui/useClientStore';

type Sonner = Awaited<ReturnType<typeof loadSonner>>;

/**
 * Toasts (seed §9): top-right, closing after 5000 ms; beyond `visibleToasts` they wait their turn.
 * sonner and its Toaster arrive with the first toast (src/stores/toast.ts).
 */
export default function Toasts({ visibleToasts = 3 }: { visibleToasts?: number }) {
  const theme = useClientStore($theme);
  const needed = useClientStore($toasterNeeded);
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    if (needed && !sonner) loadSonner().then(setSonner, () => {});
  }, [needed, sonner]);
  useEffect(() => {
    if (sonner) toasterMounted(sonner);
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-right" duration={5000} visibleToasts={visibleToasts} theme={theme.resolved} richColors closeButton />;
}
