import { useMemo } from 'react';
import { keyOf } from '../../../api/keys';
import { mutateCache } from '../../../api/query';
import { call, rpc } from '../../../api/rpc';
import { userTypes } from '../../../schemas/enums';
import { type BillingDetails, BillingDetailsSchema } from '../../../schemas/orders';
import { toast } from '../../../stores/toast';
import { Notice } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useLocale, useT } from '../../../ui/i18n';
import { countryOptions } from './countries';

/**
 * The member's billing details: one form, used by the configurator (inside its checkout form) and
 * by the billing page (saved on its own). Every field is checked in the browser with the schema
 * the server uses (BillingDetailsSchema); a problem shows next to its field in the page's language.
 */
export function useBillingForm(initial: BillingDetails, messages: Record<string, string>) {
  return useValidatedForm(BillingDetailsSchema, initial, messages);
}
export type BillingForm = ReturnType<typeof useBillingForm>;

const typeLabels = { Individual: 'customers.typeIndividual', Business: 'customers.typeBusiness' } as const;

export function BillingDetailsFields({ form, idPrefix }: { form: BillingForm; idPrefix: string }) {
  const t = useT();
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const id = (field: string) => `${idPrefix}-${field}`;
  const countryError = form.field('country').error;
  const business = form.values.type === 'Business';

  return (
    <div className="billing-fields">
      <fieldset className="field billing-fields__type">
        <legend className="label">{t('billing.type')}</legend>
        <div className="choice-pills">
          {userTypes.map((type) => (
            <label key={type} className={form.values.type === type ? 'choice-pill is-selected' : 'choice-pill'}>
              <input
                type="radio"
                name={id('type')}
                value={type}
                checked={form.values.type === type}
                onChange={() => form.set('type', type)}
              />
              <span>{t(typeLabels[type])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id={id('firstName')} label={t('auth.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        </div>
        <div className="column">
          <TextField id={id('lastName')} label={t('auth.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        </div>
      </div>
      <TextField id={id('email')} type="email" label={t('auth.email')} autoComplete="email" {...form.field('email')}>
        <p className="help">{t('billing.emailHint')}</p>
      </TextField>
      {business && (
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField id={id('companyName')} label={t('billing.companyName')} autoComplete="organization" {...form.field('companyName')} />
          </div>
          <div className="column">
            <TextField
              id={id('vatNumber')}
              label={t('billing.vatNumber')}
              autoComplete="off"
              spellCheck={false}
              {...form.field('vatNumber')}
            >
              <p className="help">{t('billing.vatHint')}</p>
            </TextField>
          </div>
        </div>
      )}
      <TextField id={id('address')} label={t('billing.address')} autoComplete="street-address" {...form.field('address')} />
      <div className="columns is-variable is-3 mb-0">
        <div className="column is-5">
          <TextField id={id('postalCode')} label={t('billing.postalCode')} autoComplete="postal-code" {...form.field('postalCode')} />
        </div>
        <div className="column">
          <TextField id={id('city')} label={t('billing.city')} autoComplete="address-level2" {...form.field('city')} />
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor={id('country')}>
          {t('billing.country')}
        </label>
        <div className="control">
          <div className={countryError ? 'select is-fullwidth is-danger' : 'select is-fullwidth'}>
            <select
              id={id('country')}
              autoComplete="country"
              value={form.values.country}
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? `${id('country')}-error` : undefined}
              onChange={(event) => {
                form.set('country', event.currentTarget.value);
                form.touch('country');
              }}
              onBlur={() => form.touch('country')}
            >
              <option value="">{t('billing.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {countryError && (
          <p className="help is-danger" id={`${id('country')}-error`} role="alert">
            {countryError}
          </p>
        )}
      </div>
    </div>
  );
}

/** The first field with a problem, to take the focus after a refused submit. */
export function focusFirstProblem(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The billing page's editor: the same fields, saved with PUT /api/billing/details. */
export function BillingDetailsEditor({ details, messages }: { details: BillingDetails; messages: Record<string, string> }) {
  const t = useT();
  const form = useBillingForm(details, messages);
  const save = useSubmit({
    run: (json: BillingDetails) => call(rpc.api.billing.details.$put({ json }), t('error.generic')),
    onSuccess: (saved) => {
      mutateCache(keyOf('billingDetails'), saved);
      toast.success(t('billing.saved'));
    },
  });
  const busy = save.submitting;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        const target = event.currentTarget;
        if (!form.output) {
          // After the errors have rendered.
          setTimeout(() => focusFirstProblem(target), 0);
          return;
        }
        save.submit(form.output);
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready || busy}>
        {save.error && <Notice kind="danger">{save.error}</Notice>}
        <BillingDetailsFields form={form} idPrefix="billing" />
        <div className="form-actions">
          <button type="submit" className={busy ? 'button is-primary is-loading' : 'button is-primary'}>
            {t('billing.save')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
