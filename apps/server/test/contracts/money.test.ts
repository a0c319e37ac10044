import {
  chargeableMinorAmount,
  currencyDigits,
  currencySchema,
  formatMoney,
  isStripeCurrency,
  majorAmountText,
  parseMajorAmount,
} from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';

// One money rule for every screen, mail and Stripe call: integer minor units of the currency, ISO 4217 digits.

describe('money in minor units of its currency', () => {
  it('knows the digits of JPY (0), USD (2) and KWD (3)', () => {
    expect([currencyDigits('JPY'), currencyDigits('usd'), currencyDigits('KWD')]).toEqual([0, 2, 3]);
  });

  it('formats ¥5,000, $150.00 and KWD 1.250 from 5000, 15000 and 1250', () => {
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
    expect(formatMoney(15_000, 'USD')).toBe('$150.00');
    expect(formatMoney(1250, 'KWD')).toBe('KWD\u00a01.250');
    expect(formatMoney(125_000, 'USD', { wholeUnits: true })).toBe('$1,250');
  });

  it('parses what a person types in major units, refusing more decimals than the currency has', () => {
    expect(parseMajorAmount('5000', 'JPY')).toBe(5000);
    expect(parseMajorAmount('5000.5', 'JPY')).toBeNull();
    expect(parseMajorAmount('1,500.15', 'USD')).toBe(150_015);
    expect(parseMajorAmount('1.15', 'USD')).toBe(115);
    expect(parseMajorAmount('1.25', 'KWD')).toBe(1250);
    expect(parseMajorAmount('1.2505', 'KWD')).toBeNull();
    expect(parseMajorAmount('abc', 'USD')).toBeNull();
    expect(majorAmountText(5000, 'JPY')).toBe('5000');
    expect(majorAmountText(15_000, 'USD')).toBe('150.00');
    expect(majorAmountText(1250, 'KWD')).toBe('1.250');
  });

  it('accepts only ISO 4217 codes Stripe charges in; three-decimal amounts in steps of ten', () => {
    expect(currencySchema.safeParse('jpy')).toEqual({ success: true, data: 'JPY' });
    expect(currencySchema.safeParse('ZZZ').success).toBe(false);
    expect(currencySchema.safeParse('ISK').success).toBe(false);
    expect(isStripeCurrency('KWD')).toBe(true);
    expect(chargeableMinorAmount(1255, 'KWD')).toBe(false);
    expect(chargeableMinorAmount(1250, 'KWD')).toBe(true);
    expect(chargeableMinorAmount(1255, 'USD')).toBe(true);
  });
});
