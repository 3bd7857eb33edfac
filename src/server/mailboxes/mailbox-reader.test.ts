import { describe, expect, it } from 'vitest';
import { uidSet } from './mailbox-reader.ts';

describe('uidSet', () => {
  it('folds runs, so a FETCH of a whole folder stays one short line', () => {
    expect(uidSet([])).toBe('');
    expect(uidSet([7])).toBe('7');
    expect(uidSet([1, 2, 3, 5, 7, 8, 9, 12])).toBe('1:3,5,7:9,12');
    const folder = Array.from({ length: 50_000 }, (_, i) => i + 1).filter((uid) => uid !== 25_000);
    expect(uidSet(folder)).toBe('1:24999,25001:50000');
  });
});
