import { QRCodeSVG } from 'qrcode.react';
import { cn } from '#web/lib/utils.ts';

export interface QrCodeProps {
  value: string;
  /** Pixels; the spec uses 140 (landing demo) and 200 (offer detail). */
  size?: number;
  className?: string;
}

/** A QR code at error-correction level H, black on white with a quiet zone. */
export function QrCode({ value, size = 200, className }: QrCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="H"
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={`QR code: ${value}`}
      data-qr-value={value}
      data-qr-size={size}
      className={cn('h-auto max-w-full', className)}
    />
  );
}
