import { combineDiscounts, findDiscounts, hasMinimum } from './discounts.ts';
import { allMatches } from './phrases.ts';

/**
 * Which discount belongs to a code: the one in its own sentence, else the lines above it
 * (a headline stacked on short lines, a minimum on the line over its discount, a line that
 * carries the one above on with '+ free shipping'), else the lines below. Blocks are the
 * mail's visible lines, `blocks[0]` the subject.
 */

export interface Block {
  text: string;
  footer: boolean;
}

const LOOK_BACK_BLOCKS = 3;
const SENTENCE_END = /[.!?•|]\s|[!?•|]/gu;

export function sentenceBounds(text: string, at: number): [number, number] {
  let start = 0;
  let end = text.length;
  for (const m of allMatches(SENTENCE_END, text)) {
    const stop = m.index + m[0].length;
    if (stop <= at) start = stop;
    else if (m.index >= at) {
      end = m.index + 1;
      break;
    }
  }
  return [start, end];
}

export function discountIn(text: string, from: number, to: number): string | null {
  if (to <= from) return null;
  return combineDiscounts(findDiscounts(text.slice(from, to)));
}

/** A line that carries on the one above: '+ free shipping', 'und versandkostenfrei'. */
const CONTINUATION_RE =
  /^\s*(?:\+|&|(?:and|plus|also|additionally|extra|with|und|dazu|zusätzlich|außerdem|et|avec|en plus|ainsi que|y|además|más|e|mais|con|com|também|inoltre|anche|en|ook|met|oraz|i|a także)(?![\p{L}\p{N}]))/iu;

/** Two short lines stacked as one headline ('25% OFF' over 'sitewide + free shipping'). */
function shortLines(blocks: readonly Block[], a: number, b: number): boolean {
  return (blocks[a]?.text.length ?? 99) <= 40 && (blocks[b]?.text.length ?? 99) <= 40;
}

/**
 * Each block's own discount, remembered: the rules ask again for the same blocks (a code's
 * neighbours, the first discount of the mail). Kept per list of blocks, by the block object
 * (one lookup of the list per question, cheaper than one WeakMap entry per block), so it
 * lives as long as the extraction that made the blocks.
 */
const ownDiscounts = new WeakMap<readonly Block[], Map<Block, string | null>>();

export function blockDiscount(blocks: readonly Block[], i: number): string | null {
  const block = blocks[i];
  if (!block || block.footer) return null;
  let known = ownDiscounts.get(blocks);
  if (!known) {
    known = new Map();
    ownDiscounts.set(blocks, known);
  }
  let found = known.get(block);
  if (found === undefined) {
    found = discountIn(block.text, 0, block.text.length);
    known.set(block, found);
  }
  return found;
}

export function joined(blocks: readonly Block[], from: number, to: number): string {
  return blocks
    .slice(from, to + 1)
    .filter((b) => !b.footer)
    .map((b) => b.text)
    .join(' ');
}

/**
 * The discount written above a block, down to (not into) the block of the code before:
 * the nearest block with a discount, read together with the lines under it ('$20 OFF' then
 * 'orders of $100+') and the line above when this one carries it on ('+ free shipping').
 */
export function discountAbove(
  blocks: readonly Block[],
  index: number,
  floor: number,
): string | null {
  const lowest = Math.max(1, floor + 1, index - LOOK_BACK_BLOCKS);
  for (let j = index - 1; j >= lowest; j--) {
    if (!blockDiscount(blocks, j)) continue;
    let top = j;
    // 'SPEND $50' above 'SAVE $10': the minimum belongs to the discount under it.
    if (
      top - 1 >= lowest &&
      !blockDiscount(blocks, top - 1) &&
      hasMinimum(blocks[top - 1]?.text ?? '')
    )
      top--;
    while (
      top - 1 >= lowest &&
      (CONTINUATION_RE.test(blocks[top]?.text ?? '') || shortLines(blocks, top - 1, top)) &&
      blockDiscount(blocks, top - 1)
    ) {
      top--;
    }
    const text = joined(blocks, top, index - 1);
    const found = discountIn(text, 0, text.length);
    // A headline broken over short lines ('Buy one lip product,' / 'get one 50% off.').
    if (top - 1 >= Math.max(1, floor + 1) && shortLines(blocks, top - 1, top)) {
      const wider = joined(blocks, top - 1, index - 1);
      const more = discountIn(wider, 0, wider.length);
      if (more && found && more.length > found.length) return more;
    }
    return found;
  }
  // No line above says it whole: a tier's discount broken over short lines ('Spend £100,
  // save' / '£20' over 'Code: CREWE20'), read together as they are rendered.
  let top = index;
  while (top - 1 >= lowest && shortLines(blocks, top - 1, top - 1) && !blocks[top - 1]?.footer)
    top--;
  if (top >= index - 1) return null;
  const text = joined(blocks, top, index - 1);
  return discountIn(text, 0, text.length);
}

/** The discount written just below a block, up to (not into) the block of the next code. */
export function discountBelow(
  blocks: readonly Block[],
  index: number,
  ceiling: number,
): string | null {
  const highest = Math.min(index + 2, ceiling - 1, blocks.length - 1);
  for (let j = index + 1; j <= highest; j++) {
    if (!blockDiscount(blocks, j)) continue;
    let bottom = j;
    while (bottom + 1 <= highest && CONTINUATION_RE.test(blocks[bottom + 1]?.text ?? '')) bottom++;
    const text = joined(blocks, j, bottom + 1 <= highest ? bottom + 1 : bottom);
    return discountIn(text, 0, text.length);
  }
  return null;
}

/** The discount nearest a block: its own, else the lines above, else the lines below. */
export function discountNear(blocks: readonly Block[], index: number): string | null {
  return (
    blockDiscount(blocks, index) ??
    discountAbove(blocks, index, 0) ??
    discountBelow(blocks, index, Infinity)
  );
}
