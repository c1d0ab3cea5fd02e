import { formatNumber } from '../../../i18n/format';
import { useLocale, useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';
import { explainRule, explainTerms, type Product, ruleIds, say } from './catalogue';

/**
 * A challenge's rules as sentences with its own figures, phase by phase, then what the funded stage
 * keeps. The configurator shows the chosen product with it; the admin editor previews a draft.
 */
export function RulesInWords({ product, headingId = 'checkout-rules' }: { product: Product; headingId?: string }) {
  const t = useT();
  const locale = useLocale();
  const newsWindow = (minutes: number | null | undefined) =>
    minutes ? <li>{t('checkout.rule.newsWindow', { minutes: formatNumber(minutes, locale, 0) })}</li> : null;
  return (
    <PanelCard id={headingId} title={t('checkout.rules', { name: product.name })}>
      {product.description && <p className="rules-in-words__description">{product.description}</p>}
      <div className="rules-in-words">
        {product.phases.map((phase, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a phase is its place in the order (names may repeat in a draft); the section holds no state
          <section key={index} className="rules-in-words__phase" aria-labelledby={`${headingId}-phase-${index}`}>
            <h3 id={`${headingId}-phase-${index}`} className="title is-6">
              {/\d/.test(phase.name)
                ? phase.name
                : t('checkout.phaseHeading', { number: formatNumber(index + 1, locale, 0), name: phase.name })}
            </h3>
            <ul>
              {ruleIds.map((rule) => (
                <li key={rule}>{say(t, explainRule(product, phase.rules, rule, locale))}</li>
              ))}
              {newsWindow(phase.rules.newsWindowMinutes)}
            </ul>
          </section>
        ))}
        <section className="rules-in-words__phase" aria-labelledby={`${headingId}-funded`}>
          <h3 id={`${headingId}-funded`} className="title is-6">
            {t('checkout.funded')}
          </h3>
          <ul>
            {explainTerms(product, locale).map((phrase) => (
              <li key={phrase.key}>{say(t, phrase)}</li>
            ))}
            {newsWindow(product.fundedNewsWindowMinutes)}
          </ul>
        </section>
      </div>
    </PanelCard>
  );
}
