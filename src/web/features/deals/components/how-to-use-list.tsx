import { NumberedList } from '#web/components/numbered-list.tsx';

/** The offer page's 'How to use' steps. */
const STEPS = [
  'Open this offer when you reach the checkout.',
  'Turn your screen brightness up and let the cashier scan the barcode or the QR code.',
  'If the scanner cannot read it, read out the code shown under the barcode.',
  'Tap Mark as Used once the discount has been applied.',
] as const;

export function HowToUseList() {
  return <NumberedList items={STEPS} compact />;
}
