/** The Terms of Service (spec section 2): 13 sections, last updated January 15, 2025. */
export const TERMS_LAST_UPDATED = 'January 15, 2025';

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Agreement to Terms',
    paragraphs: [
      'By creating an account or using Dealbox (the "Service"), you agree to these Terms of Service. If you do not agree, please do not use the Service.',
      'If you use the Service on behalf of an organisation, you confirm that you may accept these terms for it.',
    ],
  },
  {
    title: 'Description of Service',
    paragraphs: [
      'Dealbox is a free service that gives you a personal email address for store promotions, newsletters, coupons and receipts. Messages sent to that address appear in your Dealbox inbox, where you can read them, keep offers as deals and show their barcodes or QR codes at the checkout.',
      'Dealbox is provided free of charge. Features may be added, changed or removed over time.',
    ],
  },
  {
    title: 'User Accounts',
    paragraphs: [
      'You need an account to use the Service. Give accurate information when you sign up and keep your password secret; you are responsible for everything that happens under your account.',
      'Usernames are assigned on a first-come, first-served basis. Your username becomes your Dealbox address and cannot be changed later. We may reclaim a username that violates these terms, impersonates someone else or a brand, or belongs to an account that has been inactive for a long time.',
    ],
  },
  {
    title: 'Acceptable Use',
    paragraphs: [
      'Use Dealbox only for lawful purposes and for receiving promotional and transactional mail from businesses. Do not use it to send spam, to harass anyone, to infringe the rights of others, or to get around the security of the Service or of any other system.',
      'Do not try to access other users’ accounts or data, overload the Service, or scrape it by automated means.',
    ],
  },
  {
    title: 'Email Service',
    paragraphs: [
      'We do our best to receive and keep every message sent to your address, but we do not guarantee that any message will be delivered or stored permanently. Do not rely on Dealbox as the only copy of important messages such as receipts or warranties.',
      'Messages may be refused or removed if they are unusually large, malicious or abusive. Tracking pixels and tracking links may be removed from messages to protect your privacy.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: [
      'Your privacy matters to us. We collect only what we need to run the Service: your login email, your username, and the messages and offers in your account. We do not sell your personal information.',
      'Remote images in messages stay blocked until you choose to show them, so senders cannot tell when you open their mail.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The Service, including its design, logo and software, is protected by intellectual property laws. These terms do not give you any right to our trademarks.',
      'You keep all rights to the content in your account. You allow us to store and display it to you only to provide the Service.',
    ],
  },
  {
    title: 'Third-Party Content',
    paragraphs: [
      'Messages, offers, coupons and links in your inbox come from third parties such as stores and brands. We do not control them and are not responsible for their accuracy, validity or availability.',
      'Whether a store accepts a coupon or an offer is up to that store. Any dealings you have with a third party are between you and that third party.',
    ],
  },
  {
    title: 'Disclaimers',
    paragraphs: [
      'The Service is provided "as is" and "as available", without warranties of any kind, express or implied, including fitness for a particular purpose and uninterrupted or error-free operation.',
      'To the fullest extent the law allows, we are not liable for any indirect, incidental or consequential damages, or for lost savings or data, arising from your use of the Service.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'You may stop using the Service at any time. We may suspend or close an account that breaks these terms or puts the Service or other users at risk.',
      'When an account is closed, its messages and offers are deleted and its address stops receiving mail.',
    ],
  },
  {
    title: 'Changes to Terms',
    paragraphs: [
      'We may update these terms from time to time. When we do, we change the date at the top of this page. If you keep using the Service after a change, you accept the updated terms.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the place where the operator of this Dealbox installation is established, without regard to its conflict-of-law rules. Disputes are settled by the courts of that place, unless the law where you live gives you other rights.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      'If you have any questions about these terms, please contact us through the Contact Us section of your profile page.',
    ],
  },
];
