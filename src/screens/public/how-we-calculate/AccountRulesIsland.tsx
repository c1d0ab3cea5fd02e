import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Locale, MessageKey, Messages } from '../../../i18n';
import { format } from '../../../i18n/format';
import { $session } from '../../../stores/session';
import { storage, storageKeys } from '../../../stores/storage';
import type { AccountView } from '../../member/accounts/queries';
import { explainRule, ruleIds, say } from '../../member/start-new-challenge/catalogue';
import type { accountRulesMessageKeys } from './messageKeys';

type Props = { locale: Locale; messages: Messages<(typeof accountRulesMessageKeys)[number]> };
type Shown = Pick<
  AccountView,
  'login' | 'challengeName' | 'challengeVersion' | 'definitionsVersion' | 'phaseName' | 'rules' | 'initialBalance' | 'currency'
>;

/**
 * /how-we-calculate?account=<id>, opened from an account's figure: once the session has checked out,
 * which product version that account was sold with, the definitions version it follows, and its
 * rules in words. Signed out, someone else's account, an unknown id: nothing at all (the page is
 * public, and says the same to everyone). The session's own client asks, so a refusal signs no one out.
 */
export default function AccountRulesIsland({ locale, messages }: Props) {
  const [account, setAccount] = useState<Shown | null>(null);
  // Whether the visitor has scrolled by hand since the page opened (then the view is theirs).
  const scrolledByHand = useRef(false);

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('account');
    if (!id) return;
    const byHand = () => {
      scrolledByHand.current = true;
    };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, byHand, { once: true, passive: true });
    let asked = false;
    const unsubscribe = $session.subscribe(({ status }) => {
      const token = storage.get(storageKeys.token);
      if (asked || status !== 'signedIn' || !token) return;
      asked = true;
      void fetchAccount(id, token).then(setAccount);
    });
    return () => {
      unsubscribe();
      for (const event of events) window.removeEventListener(event, byHand);
    };
  }, []);

  // The box appears above the definition a figure linked to (#id), maybe while the page is still
  // scrolling to it: it goes on to that definition where it now is.
  useLayoutEffect(() => {
    if (!account || scrolledByHand.current || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [account]);

  if (!account) return null;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    format((messages as Partial<Record<MessageKey, string>>)[key] ?? key, values);
  const sized = { accountSize: account.initialBalance, currency: account.currency };
  return (
    <section className="definitions-account" aria-label={t('definitions.account.label')}>
      <p className="definitions-account__line">
        {t('definitions.account.line', {
          login: account.login,
          challengeName: account.challengeName,
          challengeVersion: account.challengeVersion,
          definitionsVersion: account.definitionsVersion,
        })}
      </p>
      <p className="definitions-account__rules">{t('definitions.account.rules', { phase: account.phaseName })}</p>
      <ul>
        {ruleIds.map((rule) => (
          <li key={rule}>{say(t, explainRule(sized, account.rules, rule, locale))}</li>
        ))}
      </ul>
    </section>
  );
}

async function fetchAccount(id: string, token: string): Promise<Shown | null> {
  try {
    const { publicRpc } = await import('../../../api/rpc');
    const response = await publicRpc.api.accounts[':id'].$get(
      { param: { id: encodeURIComponent(id) } },
      { headers: { Authorization: `Bearer ${token}` } },
    );
    return response.ok ? ((await response.json()) as Shown) : null;
  } catch {
    return null;
  }
}
