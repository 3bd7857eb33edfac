import { azteccode, datamatrix, drawingSVG, pdf417 } from 'bwip-js/browser';
import { useMemo } from 'react';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { cn } from '#web/lib/utils.ts';
import { NARROW_SCREEN_QUERY } from './barcode-sizing.ts';

/**
 * PDF417, DataMatrix and Aztec, drawn by bwip-js as SVG. This module is only ever imported
 * lazily (see barcode.tsx), and it imports the three encoders by name: bwip-js's `toSVG`
 * would pull in all hundred of them.
 */

export type TwoDFormat = 'PDF417' | 'DATAMATRIX' | 'AZTEC';

const ENCODERS = { PDF417: pdf417, DATAMATRIX: datamatrix, AZTEC: azteccode } as const;

/**
 * How big the symbol is drawn, in CSS pixels: square codes about this wide, PDF417 at most
 * this wide. A module (the smallest square or bar) is a whole number of pixels within
 * MODULE_PX, so edges stay crisp and a phone camera reads it at arm's length.
 * PDF417 rows are three modules high (bwip-js's default), its recommended minimum.
 */
const TARGET_PX = {
  narrow: { square: 184, pdf417: 300 },
  wide: { square: 232, pdf417: 440 },
} as const;
const MODULE_PX = { square: [3, 12], pdf417: [2, 4] } as const;
/** Quiet zone drawn around the symbol, in modules (PDF417 wants 2, the others 1). */
const QUIET_ZONE_MODULES = 2;

const BCID = { PDF417: 'pdf417', DATAMATRIX: 'datamatrix', AZTEC: 'azteccode' } as const;

export interface TwoDBarcodeProps {
  value: string;
  format: TwoDFormat;
  className?: string;
}

interface Drawn {
  svg: string;
  width: number;
  height: number;
}

/**
 * At `scale` 1 bwip-js draws a PDF417 module 1 unit wide and a DataMatrix or Aztec module 2
 * units wide; padding is given in unscaled units. (A `scale` below 1 is not honoured.)
 */
const UNITS_PER_MODULE = { PDF417: 1, DATAMATRIX: 2, AZTEC: 2 } as const;

function encode(format: TwoDFormat, value: string, modulePx: number, quietZone: number): Drawn {
  const units = UNITS_PER_MODULE[format];
  const svg = ENCODERS[format](
    {
      bcid: BCID[format],
      text: value,
      scale: modulePx / units,
      paddingwidth: quietZone * units,
      paddingheight: quietZone * units,
      backgroundcolor: 'FFFFFF',
      barcolor: '000000',
    },
    drawingSVG(),
  );
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('bwip-js drew no viewBox');
  return { svg, width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

/**
 * The symbol as SVG markup with its pixel size, or null (logged) when the value cannot be
 * encoded. Drawn once small to count modules, then at the chosen size.
 */
export function drawTwoD(format: TwoDFormat, value: string, narrow: boolean): Drawn | null {
  try {
    const kind = format === 'PDF417' ? 'pdf417' : 'square';
    const probePx = UNITS_PER_MODULE[format];
    const modules = encode(format, value, probePx, 0).width / probePx;
    const target = TARGET_PX[narrow ? 'narrow' : 'wide'][kind];
    const [min, max] = MODULE_PX[kind];
    const modulePx = Math.min(max, Math.max(min, Math.floor(target / modules)));
    return encode(format, value, modulePx, QUIET_ZONE_MODULES);
  } catch (error) {
    console.error(`Barcode error: cannot encode "${value}" as ${format}:`, error);
    return null;
  }
}

/** A 2-D code, black on white whatever the theme, with its value as text underneath. */
export function TwoDBarcode({ value, format, className }: TwoDBarcodeProps) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const drawn = useMemo(() => drawTwoD(format, value, narrow), [format, value, narrow]);
  if (!drawn) return null;
  // The markup is bwip-js's own drawing (paths and a background rect); the value never
  // appears in it as text, so there is nothing of the user's to escape.
  const markup = drawn.svg.replace(
    '<svg ',
    `<svg width="${drawn.width}" height="${drawn.height}" shape-rendering="crispEdges" style="max-width:100%;height:auto" `,
  );
  return (
    <figure
      className={cn('flex max-w-full flex-col items-center gap-1 bg-white text-black', className)}
      data-barcode-format={format}
      data-barcode-value={value}
    >
      <div
        role="img"
        aria-label={`${format} code: ${value}`}
        className="max-w-full leading-none"
        dangerouslySetInnerHTML={{ __html: markup }}
      />
      <figcaption
        className="max-w-full font-mono [overflow-wrap:anywhere] text-center"
        style={{ fontSize: narrow ? 10 : 14 }}
      >
        {value}
      </figcaption>
    </figure>
  );
}
