import { lookup } from 'node:dns/promises';
import { BlockList, isIPv6 } from 'node:net';

/** Addresses inside the machine or its networks, and those no site answers from (IPv4-mapped ones too). */
const INSIDE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INSIDE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  INSIDE.addSubnet(network, prefix, 'ipv6');

/** An outbound request pointed, or redirected, at an address the server must not reach on a user's word. */
export class AddressNotAllowed extends Error {
  constructor() {
    super('address_not_allowed');
  }
}

/**
 * Refuses a URL that is not http(s), or whose host resolves to any loopback, link-local, private or reserved
 * address, unless `allowedHosts` (the caller's setting, such as WORKANA_ALLOWED_HOSTS) names the host as the URL
 * writes it. Every address the name resolves to is checked, so that one public address beside a private one
 * does not let it through.
 */
export async function assertOutsideAddress(url: URL, allowedHosts: readonly string[]) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AddressNotAllowed();
  if (allowedHosts.includes(url.hostname)) return;
  // An IPv6 address is written in brackets in a URL, without them for the resolver.
  const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true });
  if (addresses.some(({ address }) => INSIDE.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')))
    throw new AddressNotAllowed();
}
