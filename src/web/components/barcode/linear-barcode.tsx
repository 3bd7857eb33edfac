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
  /**
   * Told how wide one module (the narrowest bar) is drawn, in CSS pixels, after the code is
   * scaled down to fit its container; again when the container's width changes.
   */
  onModuleWidth?: (pixels: number) => void;
}

/**
 * A 1-D barcode drawn by JsBarcode into an SVG, dark bars on white whatever the theme (so
 * scanners read it). A value its format cannot encode is logged and nothing is drawn.
 */
export function LinearBarcode({ value, format, className, onModuleWidth }: LinearBarcodeProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [failed, setFailed] = useState(false);
  const reportRef = useRef(onModuleWidth);
  useLayoutEffect(() => {
    reportRef.current = onModuleWidth;
  });

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || failed || typeof ResizeObserver !== 'function') return;
    const barWidth = barcodeSizing(narrow).width;
    const measure = () => {
      const drawn = Number.parseFloat(svg.getAttribute('width') ?? '');
      const shown = svg.getBoundingClientRect().width;
      if (drawn > 0 && shown > 0) reportRef.current?.((shown / drawn) * barWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    measure();
    return () => observer.disconnect();
  }, [value, format, narrow, failed]);

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
