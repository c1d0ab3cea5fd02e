import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from './amount';

describe('the payout amount field', () => {
  it('reads major units with a dot or a comma into exact minor units', () => {
    expect(parseAmount('1250.50', 'USD')).toBe(125_050);
    expect(parseAmount(' 1250,5 ', 'EUR')).toBe(125_050);
    expect(parseAmount('0.29', 'USD')).toBe(29);
    expect(parseAmount('80', 'USD')).toBe(8_000);
    expect(parseAmount('80.', 'USD')).toBe(8_000);
  });

  it('refuses more decimals than the currency has, signs, grouping and words', () => {
    for (const text of ['1.005', '-5', '1,250.00', '1e3', 'ten', '', '.5']) expect(parseAmount(text, 'USD'), text).toBeNull();
    expect(parseAmount('1000.5', 'JPY')).toBeNull();
    expect(parseAmount('1000', 'JPY')).toBe(1000);
  });

  it('writes minor units back as the field accepts them', () => {
    expect(amountText(125_050, 'USD')).toBe('1250.50');
    expect(amountText(7, 'EUR')).toBe('0.07');
    expect(amountText(1000, 'JPY')).toBe('1000');
    expect(parseAmount(amountText(987_654, 'USD'), 'USD')).toBe(987_654);
  });
});
