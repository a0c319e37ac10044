/** "Tue 1 Dec": a booking day ("YYYY-MM-DD", a calendar date) in words, read as a date, not a moment. */
export function dayInWords(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)))
    .replace(',', '');
}

/**
 * The name of the Checkout line item: the advertiser sees on Stripe's page (and on the card statement's receipt)
 * which newsletter, which placement and which days they pay for: "Harbor Weekly · Presenting sponsor · Tue 1 Dec".
 */
export function checkoutLineName(newsletter: string, product: string, days: string[]): string {
  return [newsletter, product, days.map(dayInWords).join(', ')].filter(Boolean).join(' · ');
}
