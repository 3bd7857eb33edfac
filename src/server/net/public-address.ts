import dns from 'node:dns';
import net from 'node:net';

/**
 * Which addresses the server may connect to on someone's word: the URL of a `List-Unsubscribe`
 * header (anyone can send mail with any; decision 042) and the IMAP host a person types for a
 * mailbox to follow (issue 43). Without this check either would make the server connect to
 * its own loopback (the instance's database), the cloud's metadata service or the owner's
 * LAN (SSRF). The check is made on the addresses the connection really uses (the lookup
 * below is the socket's), so a name that resolves differently the second time (DNS
 * rebinding) gains nothing; an address written as such is never looked up, so it is checked
 * on its own (`isNotPublicLiteral`).
 */

/** IANA's special-purpose ranges: nothing a store's public web server answers on. */
const NOT_PUBLIC_V4 = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const;

const NOT_PUBLIC_V6 = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64, which may lead to a private IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const;

// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) need no rule of their own: BlockList checks
// them against the IPv4 rules (and an IPv6 rule for ::ffff:0:0/96 would catch all of IPv4).
const notPublic = new net.BlockList();
for (const [address, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(address, prefix, 'ipv6');

/** True for an IP address on the public internet; false for loopback, private and the rest. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * True for a host written as an IP address (`10.0.0.1`, `[::1]`) that is not public: the
 * socket connects to such a host without the lookup below, so the caller checks it first.
 */
export function isNotPublicLiteral(host: string): boolean {
  const literal = host.replace(/^\[(.*)\]$/, '$1');
  return net.isIP(literal) !== 0 && !isPublicAddress(literal);
}

/** A host refused because it is (or resolves to) an address off the public internet. */
export class NotPublicAddressError extends Error {
  override readonly name = 'NotPublicAddressError';
  readonly host: string;
  readonly address: string;

  constructor(host: string, address: string) {
    super(`${host} is not on the public internet (${address})`);
    this.host = host;
    this.address = address;
  }
}

/**
 * A `lookup` for http(s).request: resolves as the system does, and refuses the host unless
 * every address it has is public (one private address among public ones would be enough for
 * the connection to be steered there).
 */
export function publicOnlyLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) {
        callback(new NotPublicAddressError(hostname, refused.address), '', 0);
        return;
      }
      const [first] = addresses;
      if (!first) {
        callback(
          Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }),
          '',
          0,
        );
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
