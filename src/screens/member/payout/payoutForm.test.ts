import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type FormValues, payoutFormSchema } from './PayoutForm';

/** The payout form's own rules: the shared destination schemas, plus this account's minimum and payable amount. */
const limits = { currency: 'USD', minimum: 5_000, payable: 80_000 };
const bank: FormValues = {
  amount: '150.00',
  method: 'bankTransfer',
  accountHolder: 'Jana Nováková',
  iban: 'CZ65 0800 0000 1920 0014 5399',
  bic: 'gibaczpx',
  network: 'TRC20',
  address: '',
};

function problems(values: FormValues): Record<string, string> {
  const result = v.safeParse(payoutFormSchema(limits), values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    found[path] ??= issue.message;
  }
  return found;
}

describe('the payout form', () => {
  it('turns a bank request into minor units and the stored IBAN and BIC formats', () => {
    const result = v.safeParse(payoutFormSchema(limits), bank);
    expect(result.success && result.output).toEqual({
      method: 'bankTransfer',
      accountHolder: 'Jana Nováková',
      iban: 'CZ6508000000192000145399',
      bic: 'GIBACZPX',
      amount: 15_000,
    });
  });

  it('names the amount’s problem: missing, malformed, below the minimum, above the payable', () => {
    expect(problems({ ...bank, amount: '' }).amount).toBe('validation.amountRequired');
    expect(problems({ ...bank, amount: '12.345' }).amount).toBe('validation.amountInvalid');
    expect(problems({ ...bank, amount: '49.99' }).amount).toBe('payout.error.belowMinimum');
    expect(problems({ ...bank, amount: '800.01' }).amount).toBe('payout.error.abovePayable');
    expect(problems({ ...bank, amount: '800' })).toEqual({});
  });

  it('checks the bank fields with the shared schema', () => {
    expect(problems({ ...bank, iban: 'CZ65 0800 0000 1920 0014 5398' }).iban).toBe('validation.ibanInvalid');
    expect(problems({ ...bank, bic: '' }).bic).toBe('validation.bicRequired');
    expect(problems({ ...bank, accountHolder: ' ' }).accountHolder).toBe('validation.accountHolderRequired');
  });

  it('checks a wallet address against the chosen network, on the address field', () => {
    const crypto: FormValues = { ...bank, method: 'crypto', network: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' };
    expect(problems(crypto)).toEqual({});
    expect(problems({ ...crypto, network: 'TRC20' }).address).toBe('validation.walletAddressInvalid');
    expect(problems({ ...crypto, address: '' }).address).toBe('validation.walletAddressRequired');
    expect(problems({ ...crypto, network: '' }).network).toBe('validation.networkRequired');
  });
});
