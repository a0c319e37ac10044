// The sponsor report's words in English: the staff dialog's and the default. `{name}` marks a value put in by
// `fill` (format.ts). The other languages live in translations.ts, loaded only by the public page.

export const en = {
  title: 'Sponsor report',
  titleFor: 'Sponsor report: {advertiser}',
  openFromLink: 'Open this page from the report link the publisher sent you.',
  loading: 'Loading the report…',
  print: 'Print or save as PDF',
  creativeHeading: 'The ad that ran',
  finalFigures: 'Final figures',
  figuresSoFar: 'Figures so far',
  delivered: 'Delivered',
  ofRecipients: 'of {count} recipients',
  uniqueOpens: 'Unique opens (estimated)',
  opensHint: 'Apple Mail Privacy Protection opens mail by itself, so opens run high.',
  adClicks: 'Ad clicks',
  adUniqueClicks: 'Ad unique clicks',
  verifiedHint: '{count} passed Beehiiv’s bot check',
  clickThroughRate: 'Click-through rate',
  clickThroughHint: 'Unique clicks on the ad ÷ delivered',
  byIssue: 'By issue',
  figuresByIssue: 'Figures by issue',
  scrollHint: 'Scroll sideways for every column.',
  columnIssue: 'Issue',
  columnDelivered: 'Delivered',
  columnOpens: 'Opens (est.)',
  columnClicks: 'Clicks',
  columnUniqueClicks: 'Unique clicks',
  columnRate: 'CTR',
  issueFinal: 'Final',
  issueRead: 'Read {count} of {days} days',
  adLinks: 'Clicks counted on the ad’s own links: {links}. Figures come from Beehiiv.',
};

export type ReportCopy = { [K in keyof typeof en]: string };
