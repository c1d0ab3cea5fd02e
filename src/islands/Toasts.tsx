import { Toaster } from 'sonner';
import { $theme } from '../stores/theme';
import { useClientStore } from './ui/useClientStore';

/** Toasts (seed §9): top-right, closing after 5000 ms; beyond `visibleToasts` they wait their turn. */
export default function Toasts({ visibleToasts = 3 }: { visibleToasts?: number }) {
  const theme = useClientStore($theme);
  return <Toaster position="top-right" duration={5000} visibleToasts={visibleToasts} theme={theme.resolved} richColors closeButton />;
}
