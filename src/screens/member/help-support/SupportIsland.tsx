import { externalIcon } from '../../../components/icons';
import { publicConfig } from '../../../config/public';
import type { Messages } from '../../../i18n';
import { splitLocale } from '../../../i18n/locales';
import { Icon } from '../../../ui/Icon';
import { type IslandProps, island, useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import type { supportMessageKeys } from './messageKeys';
import { $support } from './queries';

/** How to reach the firm (from the server's configuration) and the FAQ. */
export default island<IslandProps<Messages<(typeof supportMessageKeys)[number]>>>(Support);

/**
 * The FAQ link as configured, left out while it points at this very page (the default
 * PUBLIC_FAQ_URL is /help-support), where the payout questions already are.
 */
export function faqLink(faqUrl: string): string | null {
  if (!faqUrl) return null;
  const path = faqUrl.startsWith('/') ? splitLocale(faqUrl.split(/[?#]/)[0] ?? '').path.replace(/(.)\/+$/, '$1') : null;
  return path === '/help-support' ? null : faqUrl;
}

function Support() {
  const t = useT();
  const query = useQuery($support);
  const faq = faqLink(publicConfig.faqUrl);
  return (
    <PanelCard id="support-title" title={t('support.title')} className="support-panel">
      <p className="support-panel__intro">{t('support.intro')}</p>
      <QueryView query={query} skeleton={<Skeleton lines={3} />}>
        {(contact) => (
          <dl className="support-contact">
            <div>
              <dt>{t('support.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            {contact.phone && (
              <div>
                <dt>{t('support.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </dd>
              </div>
            )}
            {contact.hours && (
              <div>
                <dt>{t('support.hours')}</dt>
                <dd>{contact.hours}</dd>
              </div>
            )}
          </dl>
        )}
      </QueryView>
      {faq && (
        <a className="button support-panel__faq" href={faq} target="_blank" rel="noopener">
          <span>{t('support.faq')}</span>
          <Icon svg={externalIcon} />
          <span className="visually-hidden"> {t('support.newTab')}</span>
        </a>
      )}
    </PanelCard>
  );
}
