import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { useT } from '../../ui/i18n';
import { publicCall } from './formApi';

type Props = {
  locale: Locale;
  /** A new value resets the check (after a failed registration). */
  resetKey: number;
  onToken: (token: string | null) => void;
};

const developmentTokenLifetimeMs = 5 * 60_000;
const loadConfig = () => publicCall((api) => api.config.$get(), '');

/**
 * The registration's security check. With Turnstile configured on the server, Cloudflare's
 * widget; otherwise the server's development challenge, shown as a clearly labelled checkbox.
 */
export function SecurityCheck({ locale, resetKey, onToken }: Props) {
  const t = useT();
  const [config, setConfig] = useState<Awaited<ReturnType<typeof loadConfig>> | null>(null);
  const [status, setStatus] = useState<'idle' | 'verifying' | 'verified' | 'failed' | 'expired'>('idle');
  const turnstile = useRef<TurnstileInstance>(null);

  useEffect(() => {
    loadConfig()
      .then(setConfig)
      .catch(() => setStatus('failed'));
  }, []);

  // `onToken` must be stable (a state setter): this runs when the form asks for a reset.
  useEffect(() => {
    if (resetKey === 0) return;
    onToken(null);
    setStatus('idle');
    turnstile.current?.reset();
  }, [resetKey, onToken]);

  useEffect(() => {
    if (status !== 'verified' || config?.securityCheck !== 'development') return;
    const timer = setTimeout(() => {
      onToken(null);
      setStatus('expired');
    }, developmentTokenLifetimeMs);
    return () => clearTimeout(timer);
  }, [status, config, onToken]);

  const message = status === 'failed' ? t('validation.securityFailed') : status === 'expired' ? t('validation.securityExpired') : null;

  return (
    <div className="field security-check">
      {config?.securityCheck === 'turnstile' && config.turnstileSiteKey && (
        <Turnstile
          ref={turnstile}
          siteKey={config.turnstileSiteKey}
          options={{ action: 'register', language: locale, theme: 'auto' }}
          onSuccess={(token) => {
            setStatus('verified');
            onToken(token);
          }}
          onError={() => {
            setStatus('failed');
            onToken(null);
          }}
          onExpire={() => {
            setStatus('expired');
            onToken(null);
          }}
        />
      )}
      {config?.securityCheck === 'development' && (
        <div className="security-check__box">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={status === 'verifying' || status === 'verified'}
              disabled={status === 'verifying' || status === 'verified'}
              onChange={async () => {
                setStatus('verifying');
                try {
                  const { token } = await publicCall((api) => api.auth.challenge.$post(), '');
                  onToken(token);
                  setStatus('verified');
                } catch {
                  onToken(null);
                  setStatus('failed');
                }
              }}
            />{' '}
            {t('auth.securityCheck')}
          </label>
          <span className="security-check__state" aria-live="polite">
            {status === 'verifying' ? t('security.verifying') : status === 'verified' ? t('security.verified') : ''}
          </span>
          <p className="help">{t('security.devNotice')}</p>
        </div>
      )}
      {message && (
        <p className="help is-danger" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
