/** Check digits for the printed coupon numbers (the images themselves are remote and not fetched). */

function mod10(digits: string, weightsFromRight: [number, number]): number {
  let sum = 0;
  const ds = [...digits].reverse();
  ds.forEach((d, i) => {
    sum += Number(d) * weightsFromRight[i % 2]!;
  });
  return (10 - (sum % 10)) % 10;
}

/** EAN-13 from its first 12 digits. */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(first12);
  return first12 + String(mod10(first12, [3, 1]));
}

/** UPC-A from its first 11 digits. */
export function upcA(first11: string): string {
  if (!/^\d{11}$/.test(first11)) throw new Error(first11);
  return first11 + String(mod10(first11, [3, 1]));
}
