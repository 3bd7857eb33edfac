import { describe, expect, it } from 'vitest';
import {
  listUnsubscribeOf,
  parseListUnsubscribe,
  parseMailto,
  planUnsubscribe,
  readHeaders,
} from './list-unsubscribe.ts';

const message = (headers: string, body = 'Hello\r\n') =>
  Buffer.from(`From: Shop <news@shop.example>\r\n${headers}Subject: Hi\r\n\r\n${body}`, 'latin1');

describe('List-Unsubscribe headers', () => {
  it('reads several URIs, folded, with comments around them', () => {
    const raw = message(
      'List-Unsubscribe: (one click) <https://shop.example/u/abc?x=1>,\r\n' +
        '\t<mailto:unsub@list.shop.example?subject=Remove%20me&body=id+42>\r\n' +
        'list-unsubscribe-post:   List-Unsubscribe=One-Click\r\n',
    );
    const list = listUnsubscribeOf(raw);
    expect(list?.web.map(String)).toEqual(['https://shop.example/u/abc?x=1']);
    expect(list?.mailto).toEqual([
      { address: 'unsub@list.shop.example', subject: 'Remove me', body: 'id+42' },
    ]);
    expect(list?.oneClick).toBe(true);
    expect(planUnsubscribe(list, { allowHttp: false })).toMatchObject({ method: 'one-click' });
  });

  it('ignores whitespace a fold put inside a URI', () => {
    const list = parseListUnsubscribe(
      '<https://shop.example/unsubscribe/\r\n very-long-token>',
      '',
    );
    expect(list.web.map(String)).toEqual(['https://shop.example/unsubscribe/very-long-token']);
  });

  it('reads only the header block: a List-Unsubscribe in the body is text', () => {
    const raw = message('', 'List-Unsubscribe: <https://evil.example/>\r\n');
    expect(listUnsubscribeOf(raw)).toBeNull();
  });

  it('takes the first of each header, whatever its case', () => {
    const headers = readHeaders(
      message(
        'LIST-UNSUBSCRIBE: <https://a.example/>\r\nList-Unsubscribe: <https://b.example/>\r\n',
      ),
      ['List-Unsubscribe'],
    );
    expect(headers.get('list-unsubscribe')).toBe('<https://a.example/>');
  });

  it('works with bare LF line ends', () => {
    const raw = Buffer.from(
      'From: a@shop.example\nList-Unsubscribe: <mailto:u@shop.example>\n\nbody\n',
    );
    expect(listUnsubscribeOf(raw)?.mailto[0]?.address).toBe('u@shop.example');
  });

  it('drops what is not a usable http(s) or mailto URI', () => {
    const list = parseListUnsubscribe(
      '<javascript:alert(1)>, <ftp://shop.example/>, <https://user:pw@shop.example/>, <not a uri>, <mailto:nobody>, <https://ok.example/>',
      undefined,
    );
    expect(list.web.map(String)).toEqual(['https://ok.example/']);
    expect(list.mailto).toEqual([]);
    expect(list.oneClick).toBe(false);
  });

  it('wants exactly List-Unsubscribe=One-Click for one-click', () => {
    expect(parseListUnsubscribe('<https://a.example/>', 'List-Unsubscribe=Yes').oneClick).toBe(
      false,
    );
    expect(
      parseListUnsubscribe('<https://a.example/>', ' list-unsubscribe = one-click ').oneClick,
    ).toBe(true);
  });
});

describe('mailto URIs', () => {
  it('takes the first address, the subject and the body; a plus stays a plus', () => {
    expect(
      parseMailto('mailto:a%2Bb@shop.example,c@shop.example?Subject=stop+it&body=Line%0D%0A2'),
    ).toEqual({
      address: 'a+b@shop.example',
      subject: 'stop+it',
      body: 'Line\r\n2',
    });
  });

  it('keeps a subject on one line', () => {
    expect(parseMailto('mailto:u@shop.example?subject=a%0D%0ABcc:%20x@evil.example')?.subject).toBe(
      'a Bcc: x@evil.example',
    );
  });

  it('refuses what is not an address', () => {
    expect(parseMailto('mailto:?subject=x')).toBeNull();
    expect(parseMailto('mailto:a@b')).toBeNull();
    expect(parseMailto('mailto:%E0%A4%A@shop.example')).toBeNull();
  });
});

describe('the way to unsubscribe, by preference', () => {
  const https = 'https://shop.example/u';
  const http = 'http://shop.example/u';
  const plan = (header: string, post?: string, allowHttp = false) =>
    planUnsubscribe(parseListUnsubscribe(header, post), { allowHttp });

  it('one-click needs an https URI and the One-Click header', () => {
    expect(plan(`<${https}>`, 'List-Unsubscribe=One-Click')).toEqual({
      method: 'one-click',
      url: new URL(https),
    });
    expect(plan(`<${http}>`, 'List-Unsubscribe=One-Click').method).toBe('none');
    expect(plan(`<${http}>`, 'List-Unsubscribe=One-Click', true).method).toBe('one-click');
  });

  it('then a mailto, then the page', () => {
    expect(plan(`<${https}>, <mailto:u@shop.example>`)).toMatchObject({
      method: 'mailto',
      mailto: { address: 'u@shop.example', subject: null, body: null },
    });
    expect(plan(`<mailto:u@shop.example>, <${https}>`, 'List-Unsubscribe=One-Click').method).toBe(
      'one-click',
    );
    expect(plan(`<${https}>`)).toEqual({ method: 'link', url: new URL(https) });
    expect(plan(`<${http}>`)).toEqual({ method: 'none' });
    expect(planUnsubscribe(null, { allowHttp: true })).toEqual({ method: 'none' });
  });
});
