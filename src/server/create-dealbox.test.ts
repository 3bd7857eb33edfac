import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/test-app.ts';

/** The wiring hands INSTANCE_ID to every job that names its process on a lease. */
describe('createDealbox with INSTANCE_ID', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('names this process alike on the reminder and tidy leases', async () => {
    t = await startTestApp('sqlite', {
      INSTANCE_ID: 'box-7',
      INGEST_WORKERS: '0',
      TIDY: 'false',
      REMINDERS: 'false',
    });
    expect(t.reminders.instanceId).toBe('box-7');
    expect(t.tidy.instanceId).toBe('box-7');
  });
});
