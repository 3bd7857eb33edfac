import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { cn } from '#web/lib/utils.ts';
import { NARROW_SCREEN_QUERY, barcodeSizing } from './barcode-sizing.ts';

export interface LinearBarcodeProps {
  value: string;
  /** A JsBarcode format name: CODE128, EAN13, EAN8, UPC, CODE39, ITF, ... */
  format: string;
  className?: string;
}

/**
 * A 1-D barcode drawn by JsBarcode into an SVG, dark bars on white whatever the theme (so
 * scanners read it). A value its format cannot encode is logged and nothing is drawn.
 */
export function LinearBarcode({ value, format, className }: LinearBarcodeProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [failed, setFailed] = useState(false);

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const sizing = barcodeSizing(narrow);
    try {
      JsBarcode(svg, value, {
        format,
        width: sizing.width,
        height: sizing.height,
        fontSize: sizing.fontSize,
        margin: sizing.margin,
        displayValue: true,
        background: '#ffffff',
        lineColor: '#000000',
      });
      setFailed(false);
    } catch (error) {
      console.error(`Barcode error: cannot encode "${value}" as ${format}:`, error);
      svg.replaceChildren();
      setFailed(true);
    }
  }, [value, format, narrow]);

  return (
    <svg
      ref={svgRef}
      role="img"
      aria-label={failed ? undefined : `${format} barcode: ${value}`}
      aria-hidden={failed ? true : undefined}
      data-barcode-format={format}
      data-barcode-value={value}
      className={cn('h-auto max-w-full', failed && 'hidden', className)}
    />
  );
}
