import { doIUseEmail } from '@jsx-email/doiuse-email';

// Client support of the rendered HTML against the Can I Email data, for the clients our readers use. The
// features below are used on purpose: each is a progressive enhancement that a client without it ignores
// harmlessly. Anything else the check reports is a problem.

export const CHECKED_EMAIL_CLIENTS = ['gmail.*', 'outlook.*', 'apple-mail.*', 'yahoo.*'];

export const CLIENT_SUPPORT_ALLOW_LIST: ReadonlyArray<{ feature: string; reason: string }> = [
  { feature: '<body> element', reason: 'Every HTML email has a body; clients that replace it keep its content.' },
  {
    feature: 'role attribute',
    reason: 'role="presentation" on layout tables is for screen readers; ignored otherwise.',
  },
  { feature: 'aria-label attribute', reason: 'Names the email region for screen readers; ignored otherwise.' },
  { feature: '@media', reason: 'Only mobile padding and dark mode; the inline styles are complete without it.' },
  { feature: 'Type selector', reason: 'Dark-mode rules only; clients without them show the light colours.' },
  { feature: 'border-radius', reason: 'Rounded corners; square in classic Outlook, whose button is VML.' },
  { feature: 'display:none', reason: 'Hides the preheader; mso-hide and max-height hide it where unsupported.' },
  { feature: 'overflow', reason: 'Hides the preheader together with max-height:0; harmless where ignored.' },
  { feature: 'white-space', reason: 'Wraps long code lines on phones; <pre> keeps line breaks everywhere.' },
  // Can I Email lists overflow-wrap as missing in 12 of the checked clients and word-break in 4; where either is
  // ignored a long URL widens the column exactly as before, and each covers clients the other does not.
  { feature: 'overflow-wrap', reason: 'Breaks long URLs inside the column on phones; as before where ignored.' },
  { feature: 'word-break', reason: 'Breaks long URLs inside the column on phones; as before where ignored.' },
  { feature: 'list-style-position', reason: 'Markers beside centred list items; at the side otherwise.' },
  // Outlook.com's dark-mode rules ([data-ogsc] .x) sit outside @media, where Outlook.com reads them; the clients
  // listed against these selectors skip them and keep the inline colours.
  { feature: 'Attribute selector', reason: "Outlook.com's dark-mode rules only; others keep the inline colours." },
  { feature: 'Class selector', reason: "Outlook.com's dark-mode rules only; others keep the inline colours." },
  { feature: 'Descendant combinator', reason: "Outlook.com's dark-mode rules only; others keep the inline colours." },
  { feature: 'Chaining selectors', reason: "Outlook.com's dark-mode rules only; others keep the inline colours." },
];

const allowed = new Set(CLIENT_SUPPORT_ALLOW_LIST.map((entry) => entry.feature));

/** "`border-radius` is not supported by `outlook.windows`" → ["border-radius", "outlook.windows"] */
function parseError(message: string): { feature: string; client: string } {
  const [, feature = message, client = ''] = /^`([^`]+)` is not supported by `([^`]+)`/.exec(message) ?? [];
  return { feature, client };
}

export interface ClientSupportProblem {
  feature: string;
  clients: string[];
}

/** Features of the HTML that a checked client does not support, outside the allow-list, grouped by feature. */
export function clientSupportProblems(html: string): ClientSupportProblem[] {
  const result = doIUseEmail(html, { emailClients: CHECKED_EMAIL_CLIENTS });
  if (result.success) return [];
  const byFeature = new Map<string, Set<string>>();
  for (const message of result.errors) {
    const { feature, client } = parseError(message);
    if (allowed.has(feature)) continue;
    const clients = byFeature.get(feature) ?? new Set<string>();
    clients.add(client);
    byFeature.set(feature, clients);
  }
  return [...byFeature].map(([feature, clients]) => ({ feature, clients: [...clients].sort() }));
}
