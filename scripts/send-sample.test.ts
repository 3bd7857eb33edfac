import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailListPage } from '#shared/email-types.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm run send-sample', () => {
  let t: MailTestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await startMailTestApp('sqlite');
    alice = await t.signUp({ username: 'alice' });
  });
  afterAll(() => t.close());

  it('delivers the sample set over SMTP', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        'scripts/send-sample.ts',
        '--to',
        'alice',
        '--host',
        '127.0.0.1',
        '--port',
        String(t.smtp.port),
        '--domain',
        'dealbox.test',
      ],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' } },
    );
    expect(stdout).toContain('Delivered 6 sample emails to alice@dealbox.test');
    await t.intake.idle();
    const page = (
      await t.request({ method: 'GET', url: '/api/emails', cookie: alice.cookie })
    ).json<EmailListPage>();
    expect(page.items).toHaveLength(6);
    const bySubject = new Map(page.items.map((i) => [i.subject, i]));
    const get = async (subject: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/emails/${bySubject.get(subject)?.id}`,
          cookie: alice.cookie,
        })
      ).json<EmailDetail>();
    const sale = await get('Spring Sale: 30% off everything 👟');
    expect(sale.tag).toBe('shoes');
    expect(sale.trackersRemoved).toBeGreaterThanOrEqual(2);
    expect(sale.hasRemoteImages).toBe(true);
    expect((await get('20% off your next order')).offerDraft).toMatchObject({
      storeName: 'Coffee Corner',
      barcodeValue: 'BREW20',
      discount: '20% off',
    });
    expect((await get('Fresh bread this weekend')).hasHtmlBody).toBe(false);
    expect((await get('Your spring garden catalogue 🌷')).attachments).toHaveLength(2);
  }, 60_000);

  const sendSample = (args: string[]) =>
    run(process.execPath, ['scripts/send-sample.ts', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });

  it('names the cause of a refusal: another domain, an unknown user, nothing listening', async () => {
    const port = String(t.smtp.port);
    await expect(
      sendSample([
        '--to',
        'alice',
        '--port',
        port,
        '--host',
        '127.0.0.1',
        '--domain',
        'other.example',
      ]),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'the server does not take mail for @other.example. Its MAIL_DOMAIN is something else',
      ) as unknown,
    });
    await expect(
      sendSample([
        '--to',
        'nobody',
        '--port',
        port,
        '--host',
        '127.0.0.1',
        '--domain',
        'dealbox.test',
      ]),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('there is no user "nobody" on this server') as unknown,
    });
    await expect(
      sendSample([
        '--to',
        'alice',
        '--port',
        '1',
        '--host',
        '127.0.0.1',
        '--domain',
        'dealbox.test',
      ]),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('nothing answered SMTP at 127.0.0.1:1') as unknown,
    });
  }, 60_000);

  it('reads the domain and port from the environment, as the server does', async () => {
    const { stdout } = await run(process.execPath, ['scripts/send-sample.ts', '--to', 'alice'], {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        SMTP_PORT: String(t.smtp.port),
        MAIL_DOMAIN: 'dealbox.test',
      },
    });
    expect(stdout).toContain(
      `Delivered 6 sample emails to alice@dealbox.test via 127.0.0.1:${t.smtp.port}`,
    );
  }, 60_000);

  it('refuses to run without --to', async () => {
    await expect(
      run(process.execPath, ['scripts/send-sample.ts'], { cwd: root }),
    ).rejects.toMatchObject({
      code: 64,
    });
  });
});
