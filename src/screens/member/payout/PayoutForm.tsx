import { type ComponentProps, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { refresh } from '../../../api/keys';
import type { MessageKey } from '../../../i18n';
import { formatMoney } from '../../../i18n/format';
import { TwoFactorCodeSchema } from '../../../schemas/auth';
import { cryptoNetworks, type PayoutMethod, payoutMethods } from '../../../schemas/enums';
import { BankDestinationSchema, CryptoDestinationSchema, type PayoutDestination, sameDestination } from '../../../schemas/payouts';
import { $session } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Notice } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useLocale, useT } from '../../../ui/i18n';
import { useClientStore } from '../../../ui/useClientStore';
import { focusFirstProblem } from '../billing/BillingDetailsForm';
import { amountText, parseAmount } from './amount';
import { type PayoutAccount, requestPayout, type SavedDestinations } from './queries';

type Limits = Pick<PayoutAccount, 'currency' | 'payable' | 'minimum'>;

/**
 * The form's fields, flat (one input each), checked with the destination schemas the API uses
 * (src/schemas/payouts.ts) plus what only this account knows: the minimum and the payable amount.
 * The amount is typed in major units and leaves as integer minor units.
 */
export function payoutFormSchema(limits: Limits) {
  const amount = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.amountRequired'),
    v.transform((text) => parseAmount(text, limits.currency) ?? Number.NaN),
    v.check((minor) => Number.isSafeInteger(minor) && minor >= 1, 'validation.amountInvalid'),
    v.minValue(limits.minimum, 'payout.error.belowMinimum'),
    v.maxValue(limits.payable, 'payout.error.abovePayable'),
  );
  const cryptoFields = CryptoDestinationSchema.pipe[0].entries;
  return v.variant('method', [
    v.object({ ...BankDestinationSchema.entries, amount }),
    v.pipe(
      v.object({ ...cryptoFields, amount }),
      // The address format depends on the network: the shared schema decides, on the address field.
      v.forward(
        v.check((wallet) => v.is(CryptoDestinationSchema, wallet), 'validation.walletAddressInvalid'),
        ['address'],
      ),
    ),
  ]);
}

export type FormValues = {
  amount: string;
  method: PayoutMethod;
  accountHolder: string;
  iban: string;
  bic: string;
  network: string;
  address: string;
};

/**
 * The last destinations used prefill the fields; the method is the one just used, else the one
 * saved (bank transfer when both or neither are).
 */
export function initialValues(saved: SavedDestinations & { last?: PayoutMethod }): FormValues {
  return {
    amount: '',
    method: saved.last ?? (saved.bankTransfer || !saved.crypto ? 'bankTransfer' : 'crypto'),
    accountHolder: saved.bankTransfer?.accountHolder ?? '',
    iban: saved.bankTransfer?.iban ?? '',
    bic: saved.bankTransfer?.bic ?? '',
    network: saved.crypto?.network ?? 'TRC20',
    address: saved.crypto?.address ?? '',
  };
}

/** The destination part of the form's checked values. */
function destinationOf(output: { amount: number } & PayoutDestination): PayoutDestination {
  const { amount: _amount, ...destination } = output;
  return destination as PayoutDestination;
}

const methodLabels = { bankTransfer: 'payout.method.bankTransfer', crypto: 'payout.method.crypto' } as const;

export function PayoutForm({
  account,
  saved,
  messages,
  onRequested,
}: {
  account: PayoutAccount;
  saved: SavedDestinations & { last?: PayoutMethod };
  messages: Record<string, string>;
  onRequested: (destination: PayoutDestination) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, account.currency, locale);
  const schema = useMemo(() => payoutFormSchema(account), [account]);
  // The limits' messages name the amounts, in this page's money format.
  const formMessages = useMemo(
    () => ({
      ...messages,
      'payout.error.belowMinimum': t('payout.error.belowMinimum', { amount: formatMoney(account.minimum, account.currency, locale) }),
      'payout.error.abovePayable': t('payout.error.abovePayable', { amount: formatMoney(account.payable, account.currency, locale) }),
    }),
    [messages, t, account, locale],
  );
  const form = useValidatedForm(schema, initialValues(saved), formMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const request = useSubmit({
    run: (json: Parameters<typeof requestPayout>[0]) => requestPayout(json, t('error.generic')),
    onSuccess: (payout) => {
      toast.success(t('payout.requested', { amount: formatMoney(payout.amount, payout.currency, locale) }));
      // The checklist (an open request now), the saved destination and the history all changed.
      refresh('payouts');
      onRequested(payout.destination);
    },
  });
  // With two-step sign-in on, a destination other than the one saved for the method needs a code.
  const { user } = useClientStore($session);
  const [code, setCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const destinationNow = form.output ? destinationOf(form.output) : null;
  const needsCode = Boolean(user?.twoFactorAt) && !sameDestination(destinationNow, saved[form.values.method] ?? null);
  const codeProblem = v.safeParse(TwoFactorCodeSchema, code).issues?.[0]?.message;
  const codeError = needsCode && codeTouched && codeProblem ? t(codeProblem as MessageKey) : undefined;
  const busy = request.submitting;
  const belowMinimum = account.payable < account.minimum;
  const blocked = !account.eligible || belowMinimum;
  const bank = form.values.method === 'bankTransfer';
  const networkError = form.field('network').error;

  const submit: NonNullable<ComponentProps<'form'>['onSubmit']> = (event) => {
    event.preventDefault();
    form.touchAll();
    setCodeTouched(true);
    const output = form.output;
    if (!output || (needsCode && codeProblem)) {
      // After the errors have rendered.
      setTimeout(() => focusFirstProblem(formRef.current), 0);
      return;
    }
    request.submit({
      accountId: account.accountId,
      amount: output.amount,
      destination: destinationOf(output),
      twoFactorCode: needsCode ? code : undefined,
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="payout-form billing-fields">
      <fieldset className="form-fieldset" disabled={!form.ready || busy}>
        {request.error && <Notice kind="danger">{request.error}</Notice>}
        <div className="payout-amount">
          <TextField
            id="payout-amount"
            label={t('payout.form.amount', { currency: account.currency })}
            inputMode="decimal"
            autoComplete="off"
            {...form.field('amount')}
            aria-describedby={['payout-amount-hint', form.field('amount').error && 'payout-amount-error'].filter(Boolean).join(' ')}
          >
            <p className="help" id="payout-amount-hint">
              {belowMinimum
                ? t('payout.minimumHint', { amount: money(account.minimum) })
                : t('payout.form.amountHint', { min: money(account.minimum), max: money(account.payable) })}
            </p>
          </TextField>
          <button
            type="button"
            className="button payout-amount__max"
            disabled={account.payable <= 0}
            onClick={() => {
              form.set('amount', amountText(account.payable, account.currency));
              form.touch('amount');
            }}
          >
            {t('payout.form.max')}
          </button>
        </div>

        <fieldset className="field billing-fields__type">
          <legend className="label">{t('payout.form.method')}</legend>
          <div className="choice-pills">
            {payoutMethods.map((method) => (
              <label key={method} className={form.values.method === method ? 'choice-pill is-selected' : 'choice-pill'}>
                <input
                  type="radio"
                  name="payout-method"
                  value={method}
                  checked={form.values.method === method}
                  onChange={() => form.set('method', method)}
                />
                <span>{t(methodLabels[method])}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {bank ? (
          <>
            <TextField
              id="payout-accountHolder"
              label={t('payout.form.accountHolder')}
              autoComplete="name"
              {...form.field('accountHolder')}
            />
            <div className="columns is-variable is-3 mb-0">
              <div className="column is-7">
                <TextField id="payout-iban" label={t('payout.form.iban')} autoComplete="off" spellCheck={false} {...form.field('iban')} />
              </div>
              <div className="column">
                <TextField id="payout-bic" label={t('payout.form.bic')} autoComplete="off" spellCheck={false} {...form.field('bic')} />
              </div>
            </div>
          </>
        ) : (
          <div className="columns is-variable is-3 mb-0">
            <div className="column is-4">
              <div className="field">
                <label className="label" htmlFor="payout-network">
                  {t('payout.form.network')}
                </label>
                <div className="control">
                  <div className={networkError ? 'select is-fullwidth is-danger' : 'select is-fullwidth'}>
                    <select
                      id="payout-network"
                      value={form.values.network}
                      aria-invalid={networkError ? true : undefined}
                      aria-describedby={networkError ? 'payout-network-error' : undefined}
                      onChange={(event) => {
                        form.set('network', event.currentTarget.value);
                        form.touch('network');
                      }}
                    >
                      <option value="">{t('payout.form.chooseNetwork')}</option>
                      {cryptoNetworks.map((network) => (
                        <option key={network} value={network}>
                          USDT · {network}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                {networkError && (
                  <p className="help is-danger" id="payout-network-error" role="alert">
                    {networkError}
                  </p>
                )}
              </div>
            </div>
            <div className="column">
              <TextField
                id="payout-address"
                label={t('payout.form.address')}
                autoComplete="off"
                spellCheck={false}
                {...form.field('address')}
              >
                <p className="help">{t('payout.form.cryptoHint')}</p>
              </TextField>
            </div>
          </div>
        )}
        <p className="help payout-form__saved">{t('payout.form.savedHint')}</p>
        {needsCode && (
          <TextField
            id="payout-two-factor"
            label={t('payout.form.twoFactor')}
            hint={t('payout.form.twoFactorHint')}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onBlur={() => setCodeTouched(true)}
            error={codeError}
          />
        )}

        <div className="form-actions payout-form__actions">
          {blocked && (
            <p className="payout-form__blocked" id="payout-blocked">
              {belowMinimum && account.eligible
                ? t('payout.form.belowMinimum', { amount: money(account.minimum) })
                : t('payout.form.notEligible')}
            </p>
          )}
          <button
            type="submit"
            className={busy ? 'button is-primary is-loading' : 'button is-primary'}
            disabled={blocked}
            aria-describedby={blocked ? 'payout-blocked' : undefined}
          >
            {t('payout.form.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
