import { BlockList, isIP } from 'node:net';

/**
 * Addresses that many people share, so two members signing in from one is no proof they are one
 * person: private and loopback networks, carrier-grade NAT (100.64.0.0/10, RFC 6598), link-local,
 * and the operator's list (RISK_SHARED_RANGES: VPN exits, a carrier's NAT pools).
 */
const alwaysShared = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '100.64.0.0/10',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
];

function parseCidr(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText = ''] = range.split('/');
  const version = isIP(address);
  const prefix = Number(prefixText);
  if (!version || !/^\d{1,3}$/.test(prefixText) || prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export const isCidr = (range: string) => parseCidr(range) !== null;

/** Whether an address is in a shared range; `extra` is RISK_SHARED_RANGES (checked at start). */
export function sharedRanges(extra: string): (ip: string) => boolean {
  const list = new BlockList();
  for (const range of [...alwaysShared, ...extra.split(',').map((r) => r.trim())]) {
    const cidr = parseCidr(range);
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  return (ip) => {
    const version = isIP(ip);
    // An IPv4 address written as IPv6 (::ffff:a.b.c.d), as Node reports some sockets, is checked as IPv4.
    const mapped = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : null;
    if (mapped) return list.check(mapped, 'ipv4');
    return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
  };
}
