/**
 * Money is an integer count of its currency's minor unit, as Stripe's API counts it (docs/decisions/0046): JPY has
 * no minor unit (¥5,000 is 5000), USD has cents (US$150.00 is 15000), KWD has fils (KWD 1.250 is 1250). The form,
 * the API, the public page, Checkout, refunds, reports and revenue all go through these helpers, so one amount
 * never means two sums.
 *
 * The codes are the ISO 4217 currencies Stripe charges in (its "supported presentment currencies"). ISK is left
 * out: ISO gives it no minor unit but Stripe's API still counts it in hundredths, so one stored number could not
 * mean the same króna to both.
 */
const ZERO_DECIMAL = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
] as const;
/** Stripe takes these in thousandths but only multiples of ten (its card partners settle in hundredths). */
const THREE_DECIMAL = ['BHD', 'JOD', 'KWD', 'OMR', 'TND'] as const;
const TWO_DECIMAL = [
  'AED',
  'AFN',
  'ALL',
  'AMD',
  'ANG',
  'AOA',
  'ARS',
  'AUD',
  'AWG',
  'AZN',
  'BAM',
  'BBD',
  'BDT',
  'BGN',
  'BMD',
  'BND',
  'BOB',
  'BRL',
  'BSD',
  'BWP',
  'BYN',
  'BZD',
  'CAD',
  'CDF',
  'CHF',
  'CNY',
  'COP',
  'CRC',
  'CVE',
  'CZK',
  'DKK',
  'DOP',
  'DZD',
  'EGP',
  'ETB',
  'EUR',
  'FJD',
  'FKP',
  'GBP',
  'GEL',
  'GIP',
  'GMD',
  'GTQ',
  'GYD',
  'HKD',
  'HNL',
  'HTG',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'JMD',
  'KES',
  'KGS',
  'KHR',
  'KYD',
  'KZT',
  'LAK',
  'LBP',
  'LKR',
  'LRD',
  'LSL',
  'MAD',
  'MDL',
  'MKD',
  'MMK',
  'MNT',
  'MOP',
  'MUR',
  'MVR',
  'MWK',
  'MXN',
  'MYR',
  'MZN',
  'NAD',
  'NGN',
  'NIO',
  'NOK',
  'NPR',
  'NZD',
  'PAB',
  'PEN',
  'PGK',
  'PHP',
  'PKR',
  'PLN',
  'QAR',
  'RON',
  'RSD',
  'RUB',
  'SAR',
  'SBD',
  'SCR',
  'SEK',
  'SGD',
  'SHP',
  'SLE',
  'SOS',
  'SRD',
  'SZL',
  'THB',
  'TJS',
  'TOP',
  'TRY',
  'TTD',
  'TWD',
  'TZS',
  'UAH',
  'USD',
  'UYU',
  'UZS',
  'WST',
  'XCD',
  'YER',
  'ZAR',
  'ZMW',
] as const;

export type MinorUnitDigits = 0 | 2 | 3;

const DIGITS: ReadonlyMap<string, MinorUnitDigits> = new Map<string, MinorUnitDigits>([
  ...ZERO_DECIMAL.map((code) => [code, 0] as const),
  ...TWO_DECIMAL.map((code) => [code, 2] as const),
  ...THREE_DECIMAL.map((code) => [code, 3] as const),
]);

/** Every currency a product may be priced in, sorted. */
export const STRIPE_CURRENCIES: readonly string[] = [...DIGITS.keys()].sort();

export function isStripeCurrency(code: string): boolean {
  return DIGITS.has(code.toUpperCase());
}

/** Digits after the decimal point of the currency's minor unit; 2 for a code outside the list (never stored). */
export function currencyDigits(currency: string): MinorUnitDigits {
  return DIGITS.get(currency.toUpperCase()) ?? 2;
}

/** Stripe refuses a three-decimal amount whose last digit is not 0; every other amount is fine as it is. */
export function chargeableMinorAmount(minor: number, currency: string): boolean {
  return currencyDigits(currency) !== 3 || minor % 10 === 0;
}

/** "¥5,000", "$150.00", "KWD 1.250": Intl's own symbol and grouping, exactly the currency's digits. */
export function formatMoney(
  minor: number,
  currency: string,
  options: { locale?: string; wholeUnits?: boolean } = {},
): string {
  const digits = currencyDigits(currency);
  const fraction = options.wholeUnits ? 0 : digits;
  const major = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(options.locale ?? 'en', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(major);
  } catch {
    return `${major.toFixed(fraction)} ${currency.toUpperCase()}`;
  }
}

/**
 * What a person types, in major units ("5000" yen, "1,500.50" dollars, "1.25" dinars) → minor units; null when it
 * is not an amount or has more decimals than the currency has.
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.replaceAll(',', '').trim();
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  // String arithmetic, not float multiplication: 1.15 × 100 is 114.99999999999999.
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units → the major-unit text a form field shows ("5000", "150.00", "1.250"). */
export function majorAmountText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

export const CURRENCY_MESSAGE = 'currency must be an ISO 4217 currency Stripe accepts, such as USD, EUR or JPY';
