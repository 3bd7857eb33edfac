import { DEFAULT_BARCODE_FORMAT, type BarcodeFormat } from '#shared/barcode-formats.ts';
import { addDays } from '#shared/calendar-date.ts';
import { todayIn } from '#shared/offer-rules.ts';

/**
 * The Add Offer form's state: its values as the inputs hold them, the empty form, and
 * 'Load Demo Data'. Web-only, so it lives with the deals feature rather than in src/shared.
 */

export const DEMO_OFFER_EXPIRY_DAYS = 7;

/** The Add Offer form's values (all strings, as the inputs hold them). */
export interface OfferFormValues {
  storeName: string;
  offerTitle: string;
  discount: string;
  description: string;
  barcodeValue: string;
  barcodeType: BarcodeFormat;
  expirationDate: string;
}

export const EMPTY_OFFER_FORM: Readonly<OfferFormValues> = {
  storeName: '',
  offerTitle: '',
  discount: '',
  description: '',
  barcodeValue: '',
  barcodeType: DEFAULT_BARCODE_FORMAT,
  expirationDate: '',
};

/** 'Load Demo Data': sample values, expiring seven days after the user's today. */
export function demoOffer(now: Date, timeZone: string): OfferFormValues {
  return {
    storeName: 'Fresh Market',
    offerTitle: '20% off your next grocery order',
    discount: '20% OFF',
    description: 'Valid on groceries over $50. One use per customer. Show this code at checkout.',
    barcodeValue: 'FRESH20SAVE',
    barcodeType: DEFAULT_BARCODE_FORMAT,
    expirationDate: addDays(todayIn(timeZone, now), DEMO_OFFER_EXPIRY_DAYS),
  };
}
