// No door inward: a notice goes only to a public address. The host is resolved at every send and
// each address it names is checked, so a name that points inside (or is changed to, after the
// channel was set) is refused; the POST then connects to the address checked, never to a second
// lookup's answer (DNS rebinding).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const INSIDE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, and the cloud metadata address
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4],
] as const)
  INSIDE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8],
] as const)
  INSIDE.addSubnet(net, bits, 'ipv6');

/** Loopback, private, link-local, multicast or unspecified: an address of someone's inside. */
export function isInsideAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INSIDE.check(mapped[1] as string, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INSIDE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class RefusedAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddress';
  }
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** The address to connect to for `url`, or a RefusedAddress saying why not. */
export async function checkedAddress(url: URL, allowPrivate: boolean): Promise<CheckedAddress> {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new RefusedAddress(`only https is allowed (${url.protocol.replace(':', '')} given)`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const found = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true });
  if (found.length === 0) throw new RefusedAddress(`${host} has no address`);
  if (!allowPrivate) {
    const inside = found.find((a) => isInsideAddress(a.address));
    if (inside) throw new RefusedAddress(`${host} is a private address (${inside.address})`);
  }
  const first = found[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
