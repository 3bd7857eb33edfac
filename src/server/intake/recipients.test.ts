import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { createRecipientLookup, parseAddress } from './recipients.ts';

describe('parseAddress', () => {
  it('splits username, tag and domain, lowercased', () => {
    expect(parseAddress('Alice+Shoes.Sale@Dealbox.Test.')).toEqual({
      username: 'alice',
      tag: 'shoes.sale',
      domain: 'dealbox.test',
    });
    expect(parseAddress('bob@dealbox.test')).toEqual({
      username: 'bob',
      tag: null,
      domain: 'dealbox.test',
    });
    expect(parseAddress('no-at-sign')).toBeNull();
  });
});

describe.each(testDialects())('recipient lookup (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('remembers a user it found for memoryMs, then asks the store again', async () => {
    const carol = await t.signUp({ username: 'carol' });
    // The memory's clock is moved by the test, not waited for (a busy machine would let it
    // lapse early, or late).
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const find = createRecipientLookup(t.database, 'dealbox.test', { memoryMs: 400 });
    expect(await find('Carol+Shoes@dealbox.test')).toEqual({
      kind: 'local',
      recipient: { userId: carol.id, username: 'carol', tag: 'shoes' },
    });
    // Deleted behind its back: still found while remembered (the commit then stores nothing,
    // see intake.test.ts), unknown once the memory lapses.
    await t.database.account.deleteAccount(carol.id);
    expect(await find('carol@dealbox.test')).toMatchObject({
      kind: 'local',
      recipient: { userId: carol.id },
    });
    now += 399;
    expect(await find('carol@dealbox.test')).toMatchObject({ kind: 'local' });
    now += 2;
    expect(await find('carol@dealbox.test')).toEqual({ kind: 'unknown' });
  });

  it('with memoryMs 0, asks the store every time', async () => {
    const dora = await t.signUp({ username: 'dora' });
    const find = createRecipientLookup(t.database, 'dealbox.test', { memoryMs: 0 });
    expect(await find('dora@dealbox.test')).toMatchObject({ kind: 'local' });
    await t.database.account.deleteAccount(dora.id);
    expect(await find('dora@dealbox.test')).toEqual({ kind: 'unknown' });
  });

  it('never remembers an unknown name: a new account receives mail at once', async () => {
    const find = createRecipientLookup(t.database, 'dealbox.test');
    expect(await find('dave@dealbox.test')).toEqual({ kind: 'unknown' });
    const dave = await t.signUp({ username: 'dave' });
    expect(await find('dave@dealbox.test')).toMatchObject({
      kind: 'local',
      recipient: { userId: dave.id },
    });
  });

  it('answers foreign for another domain or a malformed address', async () => {
    const find = createRecipientLookup(t.database, 'dealbox.test');
    expect(await find('dave@elsewhere.example')).toEqual({ kind: 'foreign' });
    expect(await find('not an address')).toEqual({ kind: 'foreign' });
  });
});
