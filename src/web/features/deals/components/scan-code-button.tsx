import { ScanLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { BARCODE_FORMAT_INFO } from '#shared/barcode-formats.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { Decoded } from '../scan/decode-image.ts';

// The dialog and its readers load when first opened, never with the form.
const ScanCodeDialog = lazy(() => import('./scan-code-dialog.tsx'));

/**
 * Add Offer's "Scan code": opens the camera (or takes an image) and hands back the code and
 * its format; says what was filled in.
 */
export function ScanCodeButton({ onScan }: { onScan: (result: Decoded) => void }) {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<Decoded | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ScanLine aria-hidden="true" />
        Scan code
      </Button>
      <p className="text-sm text-muted-foreground" role="status" data-testid="scan-status">
        {last ? `Filled in from a scanned ${BARCODE_FORMAT_INFO[last.format].label} code` : ''}
      </p>
      {open && (
        <Suspense fallback={null}>
          <ScanCodeDialog
            open={open}
            onOpenChange={setOpen}
            onScan={(result) => {
              setLast(result);
              onScan(result);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
