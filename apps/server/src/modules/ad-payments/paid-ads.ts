import type { PaidAdsPort } from '../submissions/paid-ads-port';
import { bookPaidAd } from './book-paid-ad';
import { refundRejectedAd, refundWithdrawnAd } from './refunds';
import { findPaymentsOfSubmissions } from './repository';

/** The paid-ad side of the submission routes, handed to them where the app is assembled (modules/index.ts). */
export const paidAds: PaidAdsPort = {
  bookPaidAd,
  refundRejected: refundRejectedAd,
  refundWithdrawn: refundWithdrawnAd,
  paymentsOf: findPaymentsOfSubmissions,
};
