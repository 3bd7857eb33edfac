import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '#test/recording-server.ts';
import { MAX_REDIRECTS, ONE_CLICK_BODY, USER_AGENT, postOneClick } from './one-click.ts';
import { isPublicAddress } from '../net/public-address.ts';

/** Real HTTP servers on loopback; `allowPrivate` lets the POST reach them, as in tests. */
const servers: RecordingServer[] = [];
async function server(respond?: Parameters<typeof startRecordingServer>[0]) {
  const started = await startRecordingServer(respond);
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const open = { timeoutMs: 5000, allowPrivate: true };
const guarded = { timeoutMs: 5000, allowPrivate: false };

describe('one-click POST', () => {
  it('sends one form POST with no cookie, no referrer and a plain User-Agent; 2xx is done', async () => {
    const store = await server((_request, response) => {
      response.statusCode = 202;
      response.end('ok');
    });
    const result = await postOneClick(new URL(`${store.origin}/u/abc?list=7`), open);
    expect(result).toEqual({ ok: true, status: 202 });
    expect(store.requests).toHaveLength(1);
    const [request] = store.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/u/abc?list=7', body: ONE_CLICK_BODY });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.referer).toBeUndefined();
    expect(request?.headers.origin).toBeUndefined();
  });

  it('anything else than 2xx failed, with the status in the reason', async () => {
    const store = await server((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    const result = await postOneClick(new URL(`${store.origin}/u`), open);
    expect(result).toEqual({ ok: false, reason: `127.0.0.1:${store.port} answered 500` });
  });

  it('follows a redirect on the same host: 307 repeats the POST, 303 continues with GET, cookies are not sent back', async () => {
    const store = await server((request, response) => {
      if (request.url === '/start') {
        response.writeHead(307, { location: '/again', 'set-cookie': 'track=1; Path=/' });
      } else if (request.url === '/again') {
        response.writeHead(303, { location: `${store.origin}/done`, 'set-cookie': 'x=2' });
      } else {
        response.writeHead(200);
      }
      response.end();
    });
    const result = await postOneClick(new URL(`${store.origin}/start`), open);
    expect(result).toEqual({ ok: true, status: 200 });
    expect(store.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/start', ONE_CLICK_BODY],
      ['POST', '/again', ONE_CLICK_BODY],
      ['GET', '/done', ''],
    ]);
    expect(store.requests.map((r) => r.headers.cookie)).toEqual([undefined, undefined, undefined]);
  });

  it('never follows a redirect to another host (nor another port)', async () => {
    const elsewhere = await server();
    for (const target of [`http://localhost:${elsewhere.port}/take`, `${elsewhere.origin}/take`]) {
      const store = await server((_request, response) => {
        response.writeHead(302, { location: target });
        response.end();
      });
      const result = await postOneClick(new URL(`${store.origin}/u`), open);
      expect(result.ok).toBe(false);
      expect(result.ok || result.reason).toMatch(/sent the request on to another site/);
      expect(store.requests).toHaveLength(1);
    }
    expect(elsewhere.requests).toEqual([]);
    expect(elsewhere.connections).toBe(0);
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const store = await server((_request, response) => {
      response.writeHead(308, { location: '/loop' });
      response.end();
    });
    const result = await postOneClick(new URL(`${store.origin}/loop`), open);
    expect(result).toEqual({
      ok: false,
      reason: `127.0.0.1:${store.port} redirected too many times`,
    });
    expect(store.requests).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('gives up after the timeout', async () => {
    // Never answers: the request is kept open until the server closes.
    const store = await server(() => {});
    const result = await postOneClick(new URL(`${store.origin}/slow`), {
      ...open,
      timeoutMs: 300,
    });
    expect(result).toEqual({
      ok: false,
      reason: `127.0.0.1:${store.port} did not answer within 0.3 seconds`,
    });
    expect(store.requests).toHaveLength(1);
  });

  it('says when the host refuses the connection', async () => {
    const store = await server();
    const { port } = store;
    await store.close();
    servers.splice(servers.indexOf(store), 1);
    const result = await postOneClick(new URL(`http://127.0.0.1:${port}/u`), open);
    expect(result).toEqual({ ok: false, reason: `127.0.0.1:${port} refused the connection` });
  });
});

describe('only public https hosts unless allowed', () => {
  it('refuses http', async () => {
    const store = await server();
    const result = await postOneClick(new URL(`${store.origin}/u`), guarded);
    expect(result).toEqual({
      ok: false,
      reason: 'Only secure (https) unsubscribe addresses are used, not http',
    });
    expect(store.connections).toBe(0);
  });

  it('refuses loopback, written as an address or as a name that resolves there', async () => {
    const store = await server();
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '127.1']) {
      const result = await postOneClick(new URL(`https://${host}:${store.port}/u`), guarded);
      expect(result.ok, host).toBe(false);
      expect(result.ok || result.reason, host).toMatch(/is not on the public internet$/);
    }
    expect(store.connections).toBe(0);
  });

  it('checks the scheme again on every hop', async () => {
    const store = await server((_request, response) => {
      response.writeHead(307, { location: `ftp://127.0.0.1:${store.port}/x` });
      response.end();
    });
    const result = await postOneClick(new URL(`${store.origin}/u`), open);
    expect(result).toEqual({
      ok: false,
      reason: 'Only secure (https) unsubscribe addresses are used, not ftp',
    });
    expect(store.requests).toHaveLength(1);
  });

  it('knows which addresses are public', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '1.1.1.1',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
