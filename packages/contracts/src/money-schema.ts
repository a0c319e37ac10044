import { z } from 'zod';
import { CURRENCY_MESSAGE, isStripeCurrency } from './money';

// Apart from the formatting rules in money.ts: a screen that only shows amounts (the dashboard's revenue card) must
// not download zod with them (docs/decisions/0029).
/** An ISO 4217 code Stripe charges in, upper-cased ("usd" → "USD"); "ZZZ" and "ISK" are refused. */
export const currencySchema = z
  .string({ message: 'currency is required' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: CURRENCY_MESSAGE })
  .transform((v) => v.toUpperCase())
  .refine(isStripeCurrency, { message: CURRENCY_MESSAGE });
