import { describe, expect, it } from 'vitest';
import { checkoutLineName, dayInWords } from '../../src/modules/ad-payments/line-item';

describe('the Checkout line item in words', () => {
  it('names the newsletter, the product and each day as a calendar date', () => {
    expect(dayInWords('2026-12-01')).toBe('Tue 1 Dec');
    expect(checkoutLineName('Harbor Weekly', 'Presenting sponsor', ['2026-12-01'])).toBe(
      'Harbor Weekly · Presenting sponsor · Tue 1 Dec',
    );
    expect(checkoutLineName('Harbor Weekly', 'Banner', ['2026-12-31', '2027-01-01'])).toBe(
      'Harbor Weekly · Banner · Thu 31 Dec, Fri 1 Jan',
    );
  });
});
