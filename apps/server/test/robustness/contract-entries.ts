/** The table of endpoint-contract.test.ts: per workspace endpoint, a valid request, its contract, a bad input. */
import { adReportEntries } from './contract-entries-ad-reports';
import { contentEntries } from './contract-entries-content';
import { newsletterEntries } from './contract-entries-newsletters';
import type { Entry } from './contract-entry-kit';

export type { Ctx, Entry } from './contract-entry-kit';

export const entries: Entry[] = [...contentEntries, ...newsletterEntries, ...adReportEntries];
