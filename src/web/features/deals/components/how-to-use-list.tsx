import { NumberedList } from '#web/components/numbered-list.tsx';

/** The offer page's 'How to use' steps. */
const STEPS = [
  'Open this offer when you reach the checkout.',
  'Turn your screen brightness up and let the cashier scan the barcode or the QR code.',
  'If the scanner cannot read it, read out the code shown in the Barcode section.',
  'Tap Mark as Used once the discount has been applied.',
] as const;

/** For a deal that needs no code (`barcodeValue` ''). */
const NO_CODE_STEPS = [
  'Open this offer when you reach the checkout, in the shop or online.',
  'No code is needed: the discount applies as the store describes it.',
  'Tap Mark as Used once the discount has been applied.',
] as const;

export function HowToUseList({ noCode = false }: { noCode?: boolean }) {
  return <NumberedList items={noCode ? NO_CODE_STEPS : STEPS} compact />;
}
