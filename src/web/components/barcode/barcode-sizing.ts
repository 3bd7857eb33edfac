/**
 * Spec section 9: on screens narrower than 640 px bars are 1.2 px wide, 60 px high, with a
 * 10 px font and a 5 px margin; otherwise 2, 80, 14 and 10.
 */
export interface BarcodeSizing {
  width: number;
  height: number;
  fontSize: number;
  margin: number;
}

export const NARROW_SCREEN_QUERY = '(max-width: 639.98px)';

export const NARROW_BARCODE_SIZING: BarcodeSizing = {
  width: 1.2,
  height: 60,
  fontSize: 10,
  margin: 5,
};
export const WIDE_BARCODE_SIZING: BarcodeSizing = {
  width: 2,
  height: 80,
  fontSize: 14,
  margin: 10,
};

export function barcodeSizing(narrow: boolean): BarcodeSizing {
  return narrow ? NARROW_BARCODE_SIZING : WIDE_BARCODE_SIZING;
}
