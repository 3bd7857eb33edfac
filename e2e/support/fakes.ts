/**
 * Stand-ins for what cannot run here, started by Playwright before Dealbox:
 * - a local OpenID Connect provider (oauth2-mock-server) in Google's place and in that of
 *   the operator's own provider (OIDC_*); every sign-in through it is a new account, so
 *   each run meets the username modal;
 * - an outbound SMTP sink that keeps what Dealbox sends (reset and confirmation links)
 *   and shows it over HTTP to the tests: GET /messages?to=address.
 * Real protocols on real sockets: Dealbox talks SMTP and OIDC to them as to the real thing.
 */
import http from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { E2E } from './ports.ts';

interface Captured {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}
const outbox: Captured[] = [];

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      PostalMime.parse(Buffer.concat(chunks))
        .then((email) => {
          outbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: email.subject ?? '',
            text: email.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    });
  },
});
sink.listen(E2E.outboxSmtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(outbox.filter((m) => !to || m.to.includes(to))));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(E2E.outboxHttpPort, '127.0.0.1');

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
let accounts = 0;
const identities = new Map<string, { sub: string; email: string; name: string }>();
oidc.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
  const code = redirect.url.searchParams.get('code');
  if (!code) return;
  const n = ++accounts;
  const stamp = Date.now().toString(36);
  // Which Dealbox provider asked: its callback is /api/auth/callback/{google|oidc}.
  const google = redirect.url.pathname.endsWith('/google');
  identities.set(code, {
    sub: `${google ? 'google' : 'sso'}-${stamp}-${n}`,
    email: `shopper.${stamp}.${n}@${google ? 'gmail.test' : 'sso.test'}`,
    name: `${google ? 'Google' : 'SSO'} Shopper ${n}`,
  });
});
oidc.service.on(
  'beforeTokenSigning',
  (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
    const identity = req.body?.code ? identities.get(req.body.code) : undefined;
    if (identity) Object.assign(token.payload, identity, { email_verified: true });
  },
);
await oidc.start(E2E.oidcPort, '127.0.0.1');
console.log(`fakes ready: OIDC ${oidc.issuer.url}, outbox smtp :${E2E.outboxSmtpPort}`);

const stop = () => {
  void oidc.stop();
  sink.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
