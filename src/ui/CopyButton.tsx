import { useState } from 'react';
import { copyIcon } from '../components/icons';
import { Icon } from './Icon';
import { useT } from './i18n';

/**
 * Copies `value`; where the clipboard is refused, a prompt holds the text selected and tells the
 * user to press Ctrl+C (Cmd+C on a Mac), as the seed asks (§8).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      const mac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
      window.prompt(t('error.copyFailed', { shortcut: mac ? 'Cmd+C' : 'Ctrl+C' }), value);
    }
  };
  return (
    <button type="button" className="button is-small is-ghost copy-button" onClick={copy} aria-label={t('ui.copy', { name: label })}>
      <Icon svg={copyIcon} />
      <span className={copied ? 'copy-button__done' : 'visually-hidden'} aria-live="polite">
        {copied ? t('ui.copied') : ''}
      </span>
    </button>
  );
}
