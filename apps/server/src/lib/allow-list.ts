// Client-address allow-lists (CONSOLE_ALLOWED_IPS): IPs and CIDR ranges, IPv4 and IPv6, parsed and
// matched by ipaddr.js rather than by hand (an IPv4 client seen as ::ffff:a.b.c.d must still match).
import ipaddr from 'ipaddr.js';

export type AllowList = Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;

/** The ranges of a comma-separated list, or null when an entry is not an address or range. */
export function parseAllowList(spec: string): AllowList | null {
  const ranges: AllowList = [];
  for (const entry of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.parse(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      return null;
    }
  }
  return ranges;
}

/** Whether `ip` lies in one of the ranges; an address that does not parse is not allowed. */
export function isAllowed(list: AllowList, ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.process(ip); // ::ffff:a.b.c.d becomes a.b.c.d
  return list.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
}
