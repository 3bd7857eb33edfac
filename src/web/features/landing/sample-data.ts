/** Static samples for the landing page's 'See It In Action' tabs (spec section 1). */
import type { OfferBadge } from '#shared/offer-rules.ts';

export interface SampleEmail {
  senderName: string;
  senderEmail: string;
  subject: string;
  preview: string;
  receivedAt: string;
  unread: boolean;
}

export interface SampleOffer {
  storeName: string;
  offerTitle: string;
  discount: string;
  /** The Deals tab's badge ('N days left'), or null. */
  status: OfferBadge | null;
  /** 'Expires MMM d' as the Deals tab writes it, or null when a badge says it. */
  expires: string | null;
  isSaved: boolean;
  code: string;
}

export const SAMPLE_EMAILS: readonly SampleEmail[] = [
  {
    senderName: 'Fresh Market',
    senderEmail: 'deals@freshmarket.example',
    subject: 'Your weekly savings: 30% off organic produce',
    preview: 'Stock up on seasonal fruit and vegetables this week only.',
    receivedAt: '9:41 AM',
    unread: true,
  },
  {
    senderName: 'Urban Threads',
    senderEmail: 'hello@urbanthreads.example',
    subject: 'Members only: an extra 20% off sale items',
    preview: 'Use your member code at checkout, in store or online.',
    receivedAt: '8:15 AM',
    unread: true,
  },
  {
    senderName: 'Bean & Brew',
    senderEmail: 'rewards@beanandbrew.example',
    subject: 'Your 10th coffee is on us',
    preview: 'You have collected 9 stamps. Show this email on your next visit.',
    receivedAt: 'Yesterday',
    unread: false,
  },
  {
    senderName: 'TechHub',
    senderEmail: 'offers@techhub.example',
    subject: 'Weekend flash sale: headphones from $29',
    preview: 'Top brands at their lowest prices of the season.',
    receivedAt: 'Mon',
    unread: false,
  },
];

export const SAMPLE_OFFERS: readonly SampleOffer[] = [
  {
    storeName: 'Fresh Market',
    offerTitle: '30% off organic produce',
    discount: '30% OFF',
    status: '2 days left',
    expires: null,
    isSaved: true,
    code: 'FRESH30',
  },
  {
    storeName: 'Bean & Brew',
    offerTitle: 'Free coffee of your choice',
    discount: 'FREE',
    status: null,
    expires: 'Expires Dec 31',
    isSaved: false,
    code: 'BREW-FREE-10',
  },
  {
    storeName: 'Urban Threads',
    offerTitle: 'Extra 20% off sale items',
    discount: '20% OFF',
    status: null,
    expires: 'Expires Jan 15',
    isSaved: false,
    code: 'URBAN20',
  },
];
