import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GMAIL_PROMOTIONS } from '#shared/mailbox-types.ts';
import { startDovecot, type Dovecot } from '#test/dovecot.ts';
import { freePort } from '#test/server-process.ts';
import { testConnection } from './folders.ts';
import { explainImapError, type ImapTarget } from './imap-connection.ts';

/**
 * "Test connection" against a real Dovecot: what goes wrong is said in words (issue 43, item
 * 1). Gmail's own refusals, which no local server sends, are checked on the errors imapflow
 * makes of them.
 */

const PASSWORD = 'connection-test-password';

describe('Test connection, in words', () => {
  let dovecot: Dovecot;
  let gmailLike: Dovecot;
  const user = { name: 'tester', password: PASSWORD };
  let target: ImapTarget;

  beforeAll(async () => {
    [dovecot, gmailLike] = await Promise.all([
      startDovecot({ users: [user] }),
      startDovecot({ users: [user], gmailLike: true }),
    ]);
    target = {
      host: '127.0.0.1',
      port: dovecot.port,
      tls: 'tls',
      username: user.name,
      password: PASSWORD,
    };
  });
  afterAll(async () => {
    await Promise.all([dovecot?.stop(), gmailLike?.stop()]);
  });

  const trusted = () => ({ allowPrivateHosts: true, tls: { ca: dovecot.ca } });

  it('signs in over implicit TLS and over STARTTLS, and lists the folders', async () => {
    await dovecot.append(user.name, 'Shops/Deals', [{ raw: 'Subject: x\r\n\r\nx\r\n' }]);
    const tls = await testConnection(target, trusted());
    expect(tls).toEqual({
      ok: true,
      result: {
        folders: [
          { id: 'INBOX', name: 'INBOX' },
          { id: 'Shops/Deals', name: 'Shops/Deals' },
        ],
        suggested: ['INBOX'],
      },
    });
    const starttls = await testConnection(
      { ...target, port: dovecot.starttlsPort, tls: 'starttls' },
      trusted(),
    );
    expect(starttls.ok).toBe(true);
  });

  it('offers Gmail’s Promotions category first where the server is Gmail (X-GM-EXT-1, an All Mail folder)', async () => {
    const gmail = await testConnection(
      { ...target, port: gmailLike.port },
      { allowPrivateHosts: true, tls: { ca: gmailLike.ca } },
    );
    if (!gmail.ok) throw new Error(gmail.trouble.message);
    expect(gmail.result.folders[0]).toEqual({
      id: GMAIL_PROMOTIONS,
      name: 'Promotions (Gmail category)',
    });
    expect(gmail.result.folders.map((f) => f.id)).toContain('[Gmail]/All Mail');
    expect(gmail.result.suggested).toEqual([GMAIL_PROMOTIONS]);
  });

  it('wrong password', async () => {
    const outcome = await testConnection({ ...target, password: 'wrong' }, trusted());
    expect(outcome).toEqual({
      ok: false,
      trouble: { kind: 'auth', message: 'Wrong user name or password.' },
    });
  });

  it('certificate not valid: signed by a CA nobody trusts', async () => {
    const untrusted = await testConnection(target, { allowPrivateHosts: true });
    expect(untrusted).toMatchObject({ ok: false, trouble: { kind: 'certificate' } });
    if (!untrusted.ok)
      expect(untrusted.trouble.message).toMatch(/^The certificate of 127\.0\.0\.1 is not valid/);
  });

  it('the wrong kind of TLS for the port', async () => {
    // Implicit TLS to the STARTTLS port: the server's plain greeting is no TLS handshake.
    const implicit = await testConnection({ ...target, port: dovecot.starttlsPort }, trusted());
    expect(implicit).toMatchObject({ ok: false, trouble: { kind: 'tls' } });
    if (!implicit.ok)
      expect(implicit.trouble.message).toContain('does not start with TLS. Try STARTTLS');
  });

  it('host not found, connection refused', async () => {
    const unknown = await testConnection(
      { ...target, host: 'imap.no-such-host.invalid' },
      trusted(),
    );
    expect(unknown).toEqual({
      ok: false,
      trouble: {
        kind: 'host-not-found',
        message: 'imap.no-such-host.invalid could not be found. Check the server name.',
      },
    });
    const closed = await freePort();
    const refused = await testConnection({ ...target, port: closed }, trusted());
    expect(refused).toEqual({
      ok: false,
      trouble: {
        kind: 'refused',
        message: `127.0.0.1 refused the connection on port ${closed}. Check the port.`,
      },
    });
  });

  it('a private host while IMAP_ALLOW_PRIVATE_HOSTS is off, by name or by address, before any connection', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.0.0.8',
      '169.254.169.254',
      '[fe80::1]',
      '::1',
    ]) {
      const outcome = await testConnection({ ...target, host }, { allowPrivateHosts: false });
      expect(outcome, host).toMatchObject({ ok: false, trouble: { kind: 'private-host' } });
    }
    expect(dovecot.failedLogins(user.name)).toBe(1); // the wrong password's, above: no other attempt
  });

  it('Gmail’s refusals: an app password needed, a wrong one, and Outlook’s lack of password sign-in', () => {
    const gmail = { host: 'imap.gmail.com', port: 993, tls: 'tls' as const };
    const failure = (responseText: string) =>
      Object.assign(new Error('Command failed'), {
        authenticationFailed: true,
        serverResponseCode: responseText.match(/^\[(\w+)\]/)?.[1],
        responseText,
        response: `3 NO ${responseText}`,
      });
    expect(
      explainImapError(
        failure(
          '[ALERT] Application-specific password required: https://support.google.com/accounts/answer/185833 (Failure)',
        ),
        gmail,
      ).kind,
    ).toBe('app-password');
    expect(
      explainImapError(failure('[AUTHENTICATIONFAILED] Invalid credentials (Failure)'), gmail),
    ).toEqual({
      kind: 'auth',
      message: 'Wrong user name or password.',
    });
    expect(
      explainImapError(
        failure(
          '[ALERT] Please log in via your web browser: https://support.google.com/mail/accounts/answer/78754 (Failure)',
        ),
        gmail,
      ),
    ).toEqual({
      kind: 'app-password',
      message:
        'The server says: Please log in via your web browser: https://support.google.com/mail/accounts/answer/78754',
    });
    expect(
      explainImapError(failure('AUTHENTICATE failed.'), {
        host: 'outlook.office365.com',
        port: 993,
        tls: 'tls',
      }).message,
    ).toMatch(/^Outlook\.com and Microsoft 365 no longer let mail apps sign in with a password/);
  });
});
