import { describe, expect, it } from 'vitest';
import { V8_MEMORY_FLAGS, missingV8Flags } from './malloc-tuning.ts';

describe('missingV8Flags (what npm start adds to node)', () => {
  it('adds every V8 memory option node was not given', () => {
    expect(missingV8Flags(['--import', 'tsx'], undefined)).toEqual(V8_MEMORY_FLAGS);
    expect(missingV8Flags(['--import', 'tsx', ...V8_MEMORY_FLAGS], undefined)).toEqual([]);
  });

  it("keeps the operator's own value, given on the command line or in NODE_OPTIONS", () => {
    expect(missingV8Flags(['--max-old-space-size=2048'], '')).toEqual(['--max-semi-space-size=2']);
    expect(missingV8Flags([], ' --max-semi-space-size=8  --enable-source-maps')).toEqual([
      '--max-old-space-size=512',
    ]);
  });
});
