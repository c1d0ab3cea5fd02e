import { useState } from 'react';
import { downloadFile } from '../api/download';
import { downloadIcon } from '../components/icons';
import { toast } from '../stores/toast';
import { Icon } from './Icon';

/**
 * A file from the API (invoice PDF, trades CSV) saved with the stored token. Busy while it loads;
 * a failure toasts the server's message or `failedMessage` (one toast per `toastId`). `url` is
 * computed on click, so it can follow the screen's current filters.
 */
export function DownloadButton({
  url,
  accept,
  fallbackName,
  failedMessage,
  toastId,
  text,
  label,
}: {
  url: () => string;
  accept: string;
  fallbackName: string;
  failedMessage: string;
  toastId: string;
  text: string;
  /** The accessible name when `text` alone is too short ("Invoice" → "Download invoice"). */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url(), { accept, fallbackName });
    } catch (error) {
      toast.error((error as Error).message || failedMessage, { id: toastId });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={busy ? 'button is-small is-loading' : 'button is-small'}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      aria-label={label}
      title={label}
    >
      <Icon svg={downloadIcon} />
      <span>{text}</span>
    </button>
  );
}
