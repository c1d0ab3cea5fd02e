import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { formatMoney, formatNumber, formatPercent } from '../../../i18n/format';
import { type BillingDetails, type CreateOrderInput, CreateOrderSchema, DiscountCodeSchema, isVatNumberOf } from '../../../schemas/orders';
import { Notice } from '../../../ui/forms/FormParts';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { translateProblem, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { ErrorState, Skeleton } from '../../../ui/QueryView';
import { updateSearch, useSearchParams } from '../../../ui/urlState';
import { useClientStore } from '../../../ui/useClientStore';
import { BillingDetailsFields, focusFirstProblem, useBillingForm } from '../billing/BillingDetailsForm';
import {
  type ChallengeType,
  choose,
  explainTerms,
  groupCatalogue,
  platformsOf,
  productAtSize,
  type RuleId,
  ruleFigure,
  ruleIds,
  say,
  sizesOf,
  typeKeyOf,
} from './catalogue';
import { $quote, $quoteInput, type CatalogueProduct, type OrderOptions, type Quote, type QuoteInput, quoteOnce } from './queries';
import { RulesInWords } from './RulesInWords';

/** The member's part of an order besides the billing details, checked with the order's own schema. */
const ChoiceSchema = v.pick(CreateOrderSchema, ['provider', 'acceptTerms']);
type Provider = OrderOptions['providers'][number];

type Props = {
  products: CatalogueProduct[];
  options: OrderOptions;
  details: BillingDetails;
  messages: Record<string, string>;
  busy: boolean;
  errorMessage: string | null;
  onSubmit: (order: CreateOrderInput) => void;
};

/**
 * The configurator: type, size and platform from the catalogue; the types compared rule by rule;
 * the chosen challenge's rules in words; billing details, discount code, payment method and terms.
 * The choice lives in the URL (?challenge=<slug>), so a configuration can be shared or reloaded.
 */
export function Configurator({ products, options, details, messages, busy, errorMessage, onSubmit }: Props) {
  const t = useT();
  const locale = useLocale();
  const types = useMemo(() => groupCatalogue(products), [products]);
  const { challenge: slug } = useSearchParams({ challenge: '' });
  const chosen = products.find((product) => product.slug === slug) ?? choose(types, undefined);
  const billing = useBillingForm(details, messages);
  const form = useValidatedForm(ChoiceSchema, { provider: (options.providers[0] ?? '') as Provider | '', acceptTerms: false }, messages);
  const discount = useDiscount(chosen, billing.values);
  const formRef = useRef<HTMLFormElement>(null);

  if (!chosen) return <p className="empty-state">{t('checkout.noProducts')}</p>;
  const type = types.find((candidate) => candidate.key === typeKeyOf(chosen)) ?? types[0];
  if (!type) return null;
  const pick = (change: { type?: string; size?: number; platform?: string }) => {
    const next = choose(types, chosen, change);
    if (next && next.slug !== chosen.slug) updateSearch({ challenge: next.slug });
  };

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    billing.touchAll();
    form.touchAll();
    const pendingCode = discount.unapplied();
    const order = v.safeParse(CreateOrderSchema, {
      challengeId: chosen.id,
      billing: billing.values,
      discountCode: discount.applied,
      provider: form.values.provider,
      acceptTerms: form.values.acceptTerms,
    });
    if (!order.success || pendingCode) {
      setTimeout(() => focusFirstProblem(formRef.current), 0);
      return;
    }
    onSubmit(order.output);
  };

  return (
    <form ref={formRef} className="configurator" noValidate onSubmit={submit}>
      <div className="configurator__main">
        <ChallengePicker types={types} type={type} chosen={chosen} pick={pick} />
        <Comparison types={types} chosen={chosen} />
        <RulesInWords product={chosen} />
        <PanelCard id="checkout-billing" title={t('checkout.billing')}>
          <fieldset className="form-fieldset" disabled={!billing.ready || busy}>
            <BillingDetailsFields form={billing} idPrefix="checkout" />
          </fieldset>
        </PanelCard>
      </div>
      <aside className="configurator__summary panel-card" aria-labelledby="checkout-summary">
        <fieldset className="form-fieldset" disabled={!form.ready || busy}>
          <h2 id="checkout-summary" className="title is-5">
            {t('checkout.summary')}
          </h2>
          <p className="order-summary__product">
            <strong>{chosen.name}</strong>
            <span>
              {chosen.platform} · <Money minor={chosen.accountSize} currency={chosen.currency} whole />
            </span>
          </p>
          <DiscountField discount={discount} />
          <PriceLines discount={discount} />
          <PaymentMethods
            providers={options.providers}
            value={form.values.provider}
            onChange={(provider) => form.set('provider', provider)}
            error={translateProblem(messages, form.problem('provider'))}
          />
          <div className="field terms-field">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.values.acceptTerms}
                aria-invalid={form.problem('acceptTerms') ? true : undefined}
                aria-describedby={form.problem('acceptTerms') ? 'checkout-terms-error' : undefined}
                onChange={(event) => {
                  form.set('acceptTerms', event.currentTarget.checked);
                  form.touch('acceptTerms');
                }}
              />{' '}
              {t('auth.acceptTerms')}
            </label>
            {form.problem('acceptTerms') && (
              <p className="help is-danger" id="checkout-terms-error" role="alert">
                {translateProblem(messages, form.problem('acceptTerms'))}
              </p>
            )}
          </div>
          {errorMessage && <Notice kind="danger">{errorMessage}</Notice>}
          <button type="submit" className={busy ? 'button is-primary is-fullwidth is-loading' : 'button is-primary is-fullwidth'}>
            {busy ? t('auth.pleaseWait') : submitLabel(t, locale, form.values.provider, discount.quote)}
          </button>
          {form.values.provider === 'card' && <p className="order-summary__note">{t('checkout.cardNote')}</p>}
        </fieldset>
      </aside>
    </form>
  );
}

function submitLabel(t: ReturnType<typeof useT>, locale: string, provider: string, quote: Quote | undefined) {
  if (provider === 'demo') return t('checkout.submit.demo');
  if (provider === 'manual') return t('checkout.submit.manual');
  return quote ? t('checkout.submit.card', { total: formatMoney(quote.total, quote.currency, locale) }) : t('checkout.submit.cardPlain');
}

/** "Two-Step", or "2-phase challenge" when the names say nothing beyond the size. */
function useTypeLabel() {
  const t = useT();
  const locale = useLocale();
  return (type: ChallengeType) => type.name || t('checkout.type.unnamed', { count: formatNumber(type.phaseCount, locale, 0) });
}

function PhaseCount({ count }: { count: number }) {
  const t = useT();
  const locale = useLocale();
  const one = new Intl.PluralRules(locale).select(count) === 'one';
  return <>{t(one ? 'checkout.type.phases.one' : 'checkout.type.phases.other', { count: formatNumber(count, locale, 0) })}</>;
}

function ChoiceGroup({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={['choice-group', className].filter(Boolean).join(' ')}>
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">{children}</div>
    </fieldset>
  );
}

function Choice({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={checked ? 'choice-card is-selected' : 'choice-card'}>
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span className="choice-card__body">{children}</span>
    </label>
  );
}

function ChallengePicker({
  types,
  type,
  chosen,
  pick,
}: {
  types: ChallengeType<CatalogueProduct>[];
  type: ChallengeType<CatalogueProduct>;
  chosen: CatalogueProduct;
  pick: (change: { type?: string; size?: number; platform?: string }) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const label = useTypeLabel();
  const platforms = platformsOf(type, chosen.accountSize);
  return (
    <PanelCard id="checkout-choose" title={t('checkout.choose')}>
      <ChoiceGroup legend={t('checkout.type')} className="choice-group--types">
        {types.map((candidate) => {
          const cheapest = Math.min(...candidate.products.map((product) => product.price));
          const currency = candidate.products[0]?.currency ?? chosen.currency;
          return (
            <Choice
              key={candidate.key}
              name="challenge-type"
              checked={candidate.key === type.key}
              onChange={() => pick({ type: candidate.key })}
            >
              <strong className="choice-card__title">{label(candidate)}</strong>
              <span className="choice-card__meta">
                <PhaseCount count={candidate.phaseCount} /> · {candidate.products[0]?.phases.map((phase) => phase.name).join(' → ')}
              </span>
              <span className="choice-card__price">{t('checkout.fromPrice', { price: formatMoney(cheapest, currency, locale) })}</span>
            </Choice>
          );
        })}
      </ChoiceGroup>
      <ChoiceGroup legend={t('checkout.size')} className="choice-group--sizes">
        {sizesOf(type).map((size) => (
          <Choice key={size} name="challenge-size" checked={size === chosen.accountSize} onChange={() => pick({ size })}>
            <strong className="choice-card__title">{formatMoney(size, chosen.currency, locale, { whole: true })}</strong>
          </Choice>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('checkout.platform')} className="choice-group--platforms">
        {platforms.map((platform) => (
          <Choice key={platform} name="challenge-platform" checked={platform === chosen.platform} onChange={() => pick({ platform })}>
            <strong className="choice-card__title">{platform}</strong>
          </Choice>
        ))}
      </ChoiceGroup>
    </PanelCard>
  );
}

const ruleLabels: Record<RuleId, Parameters<ReturnType<typeof useT>>[0]> = {
  profitTarget: 'overview.objective.profitTarget',
  maxDailyLoss: 'overview.objective.maxDailyLoss',
  maxLoss: 'overview.objective.maxLoss',
  minTradingDays: 'overview.objective.minTradingDays',
  timeLimit: 'checkout.compare.timeLimit',
  bestDay: 'overview.objective.bestDay',
};

/** Every type side by side at the chosen size: one column per phase, rules as rows, then the price and terms. */
function Comparison({ types, chosen }: { types: ChallengeType<CatalogueProduct>[]; chosen: CatalogueProduct }) {
  const t = useT();
  const locale = useLocale();
  const label = useTypeLabel();
  const columns = types.flatMap((type) => {
    const product = productAtSize(type, chosen.accountSize, chosen.platform);
    return product ? [{ type, product, isChosen: type.key === typeKeyOf(chosen) }] : [];
  });
  const chosenClass = (isChosen: boolean, first: boolean) =>
    [isChosen ? 'is-chosen' : '', first ? 'is-type-start' : ''].filter(Boolean).join(' ') || undefined;
  const perType = (cell: (product: CatalogueProduct) => ReactNode) =>
    columns.map(({ type, product, isChosen }) => (
      <td key={type.key} colSpan={product.phases.length} className={chosenClass(isChosen, true)}>
        {cell(product)}
      </td>
    ));
  return (
    <PanelCard id="checkout-compare" title={t('checkout.compare')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard must be able to scroll it */}
      <div className="table-container compare" role="region" aria-labelledby="checkout-compare" tabIndex={0}>
        <table className="table is-fullwidth compare__table">
          <caption className="visually-hidden">
            {t('checkout.compare.caption', { size: formatMoney(chosen.accountSize, chosen.currency, locale, { whole: true }) })}
          </caption>
          <thead>
            <tr>
              <td />
              {columns.map(({ type, product, isChosen }) => (
                <th key={type.key} scope="colgroup" colSpan={product.phases.length} className={chosenClass(isChosen, true)}>
                  <span className="compare__type">{label(type)}</span>
                  <span className="compare__product">
                    <Money minor={product.accountSize} currency={product.currency} whole />
                  </span>
                  {isChosen && <span className="tag is-primary is-light">{t('checkout.chosen')}</span>}
                </th>
              ))}
            </tr>
            <tr>
              <td />
              {columns.flatMap(({ type, product, isChosen }) =>
                product.phases.map((phase, index) => (
                  <th key={`${type.key}-${phase.name}`} scope="col" className={chosenClass(isChosen, index === 0)}>
                    {phase.name}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {ruleIds.map((rule) => (
              <tr key={rule}>
                <th scope="row">{t(ruleLabels[rule])}</th>
                {columns.flatMap(({ type, product, isChosen }) =>
                  product.phases.map((phase, index) => {
                    const figure = ruleFigure(product, phase.rules, rule, locale);
                    return (
                      <td key={`${type.key}-${phase.name}`} className={chosenClass(isChosen, index === 0)}>
                        <span className="compare__figure">{say(t, figure)}</span>
                        {figure.note && <small className="compare__note">{say(t, figure.note)}</small>}
                      </td>
                    );
                  }),
                )}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('checkout.compare.profitSplit')}</th>
              {perType((product) => formatPercent(product.profitSplitPct, locale, { points: true }))}
            </tr>
            <tr>
              <th scope="row">{t('checkout.compare.payoutInterval')}</th>
              {perType((product) => say(t, { key: 'checkout.daysValue', days: explainTerms(product, locale)[1]?.days }))}
            </tr>
            <tr>
              <th scope="row">{t('checkout.compare.leverage')}</th>
              {perType((product) => `1:${formatNumber(product.leverage, locale, 0)}`)}
            </tr>
            <tr className="compare__price">
              <th scope="row">{t('checkout.compare.price')}</th>
              {perType((product) => (
                <Money minor={product.price} currency={product.currency} />
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </PanelCard>
  );
}

/**
 * The discount code: typed, checked for its form, then applied with a quote; the server's refusal
 * ("This discount code has expired") shows under the field. The price shown is always the server's
 * quote for the current choice and buyer (VAT or reverse charge depend on them).
 */
function useDiscount(product: CatalogueProduct | undefined, buyer: BillingDetails) {
  const t = useT();
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  const [error, setError] = useState<string | null>(null);
  const vatNumber = buyer.type === 'Business' && buyer.country && isVatNumberOf(buyer.country, buyer.vatNumber) ? buyer.vatNumber : '';
  const input = product ? { challengeId: product.id, discountCode: applied, country: buyer.country, type: buyer.type, vatNumber } : null;
  const key = input ? JSON.stringify(input) : null;
  useEffect(() => $quoteInput.set(key), [key]);
  const quote = useClientStore($quote);
  // Keep the last price on screen while the next one loads, so the summary does not flicker.
  const last = useRef<Quote | undefined>(undefined);
  if (quote.data) last.current = quote.data;

  useEffect(() => {
    // The code no longer applies (another challenge chosen, or it expired): say so, price without it.
    if (quote.error && applied) {
      setError(quote.error.message);
      setApplied('');
    }
  }, [quote.error, applied]);

  // Applying is a quote with the code: its refusal is the field's error.
  const applying = useSubmit({
    run: async (priced: QuoteInput & { discountCode: string }) => {
      await quoteOnce(priced, t('error.generic'));
      return priced.discountCode;
    },
    onSuccess: (code) => {
      setApplied(code);
      setText(code);
    },
    onError: (message) => setError(message || t('error.generic')),
  });
  const apply = () => {
    const code = v.safeParse(DiscountCodeSchema, text);
    if (!code.success) {
      setError(t(code.issues[0].message as Parameters<typeof t>[0]));
      return;
    }
    if (!input) return;
    setError(null);
    applying.submit({ ...input, discountCode: code.output });
  };
  const remove = () => {
    setApplied('');
    setText('');
    setError(null);
  };
  /** A code typed but not applied would be lost silently: the member is asked to apply or clear it. */
  const unapplied = () => {
    const typed = text.trim().toUpperCase();
    if (typed && typed !== applied) {
      setError(t('checkout.code.notApplied'));
      return true;
    }
    return false;
  };
  return {
    text,
    setText: (value: string) => {
      setText(value);
      if (error) setError(null);
    },
    applied,
    error,
    applying: applying.submitting,
    apply,
    remove,
    unapplied,
    quote: quote.data ?? last.current,
    quoteLoading: quote.loading,
    quoteError: quote.error && !applied ? (quote.error as Error) : undefined,
  };
}
type Discount = ReturnType<typeof useDiscount>;

function DiscountField({ discount }: { discount: Discount }) {
  const t = useT();
  return (
    <div className="field discount-field">
      <label className="label" htmlFor="checkout-discount">
        {t('checkout.code')}
      </label>
      <div className="field has-addons mb-0">
        <div className="control is-expanded">
          <input
            id="checkout-discount"
            className={discount.error ? 'input is-danger' : 'input'}
            value={discount.text}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={discount.error ? true : undefined}
            aria-describedby={discount.error ? 'checkout-discount-error' : discount.applied ? 'checkout-discount-applied' : undefined}
            onChange={(event) => discount.setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter applies the code rather than placing the order.
              if (event.key === 'Enter') {
                event.preventDefault();
                void discount.apply();
              }
            }}
          />
        </div>
        <div className="control">
          {discount.applied && discount.text.trim().toUpperCase() === discount.applied ? (
            <button type="button" className="button" onClick={discount.remove}>
              {t('checkout.code.remove')}
            </button>
          ) : (
            <button
              type="button"
              className={discount.applying ? 'button is-loading' : 'button'}
              disabled={discount.applying || discount.text.trim() === ''}
              onClick={() => void discount.apply()}
            >
              {t('checkout.code.apply')}
            </button>
          )}
        </div>
      </div>
      {discount.error && (
        <p className="help is-danger" id="checkout-discount-error" role="alert">
          {discount.error}
        </p>
      )}
      {!discount.error && discount.applied && (
        <p className="help is-success" id="checkout-discount-applied" role="status">
          {t('checkout.code.applied', { code: discount.applied })}
        </p>
      )}
    </div>
  );
}

function PriceLines({ discount }: { discount: Discount }) {
  const t = useT();
  const locale = useLocale();
  const { quote, quoteLoading: loading } = discount;
  if (!quote)
    return discount.quoteError ? <ErrorState error={discount.quoteError} retry={() => $quote.revalidate()} /> : <Skeleton lines={3} />;
  const rate = formatPercent(quote.vatRate / 10_000, locale);
  return (
    <>
      <dl className={loading ? 'price-lines is-stale' : 'price-lines'} aria-live="polite">
        <div>
          <dt>{t('checkout.price')}</dt>
          <dd>
            <Money minor={quote.price} currency={quote.currency} />
          </dd>
        </div>
        {quote.discount > 0 && (
          <div className="price-lines__discount">
            <dt>{t('checkout.discount', { code: quote.discountCode ?? '' })}</dt>
            <dd>
              <Money minor={-quote.discount} currency={quote.currency} signed />
            </dd>
          </div>
        )}
        {quote.reverseCharge ? (
          <div className="price-lines__vat">
            <dt>{t('checkout.reverseCharge')}</dt>
            <dd>
              {/* The VAT inside the catalogue price is taken off, so that the lines add up to the total. */}
              <Money minor={-(quote.price - quote.discount - quote.total)} currency={quote.currency} signed />
            </dd>
          </div>
        ) : (
          quote.vatRate > 0 && (
            <div className="price-lines__vat">
              <dt>{t('checkout.vatIncluded', { rate })}</dt>
              <dd>
                <Money minor={quote.vat} currency={quote.currency} />
              </dd>
            </div>
          )
        )}
        <div className="price-lines__total">
          <dt>{t('checkout.total')}</dt>
          <dd>
            <Money minor={quote.total} currency={quote.currency} />
          </dd>
        </div>
      </dl>
      {quote.reverseCharge && <p className="price-lines__note">{t('checkout.reverseChargeNote')}</p>}
      {/* A VAT number's format proves nothing: VAT stays in the price until the number is verified. */}
      {quote.vatNumberCheck && <p className="price-lines__note">{t(`checkout.vatUnverified.${quote.vatNumberCheck}`)}</p>}
    </>
  );
}

function PaymentMethods({
  providers,
  value,
  onChange,
  error,
}: {
  providers: OrderOptions['providers'];
  value: string;
  onChange: (provider: Provider) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset className="payment-methods" aria-describedby={error ? 'checkout-provider-error' : undefined}>
      <legend className="label">{t('checkout.payment')}</legend>
      {providers.map((provider) => (
        <label key={provider} className={value === provider ? 'payment-method is-selected' : 'payment-method'}>
          <input type="radio" name="checkout-provider" value={provider} checked={value === provider} onChange={() => onChange(provider)} />
          <span>
            <strong>{t(`checkout.provider.${provider}`)}</strong>
            <small>{t(`checkout.provider.${provider}.hint`)}</small>
          </span>
        </label>
      ))}
      {error && (
        <p className="help is-danger" id="checkout-provider-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
