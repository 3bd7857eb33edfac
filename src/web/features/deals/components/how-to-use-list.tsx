/** The offer page's 'How to use' steps. */
const STEPS = [
  'Open this offer when you reach the checkout.',
  'Turn your screen brightness up and let the cashier scan the barcode or the QR code.',
  'If the scanner cannot read it, read out the code shown under the barcode.',
  'Tap Mark as Used once the discount has been applied.',
] as const;

export function HowToUseList() {
  return (
    <ol className="flex flex-col gap-3 text-sm">
      {STEPS.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}
