// Which proxies in front of the server may say who the client is (X-Forwarded-For, -Proto, -Host).
// Fastify takes a function (address, hop) => trusted and walks the forwarded chain from the socket
// outwards, stopping at the first address it does not trust: the last one it reaches is request.ip.
import type { FastifyServerOptions } from 'fastify';
import { isAllowed, parseAllowList } from './allow-list';

/** The named ranges proxy-addr (and so Express) understands, for a proxy on this machine or a private network. */
const NAMED_RANGES: Record<string, string> = {
  loopback: '127.0.0.0/8, ::1/128',
  linklocal: '169.254.0.0/16, fe80::/10',
  uniquelocal: '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7',
};

/** TRUST_PROXY_ADDRESSES as ranges: IPs, CIDR ranges and the names above; null when an entry is none of them. */
export function parseProxyAddresses(spec: string) {
  const expanded = spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => NAMED_RANGES[entry.toLowerCase()] ?? entry);
  return expanded.length === 0 ? null : parseAllowList(expanded.join(','));
}

/**
 * Fastify's `trustProxy` for the configuration. A hop count is passed as a function: Fastify 5.12
 * turned a bare number into "trust nothing", because a count alone lets a client that reaches the
 * server directly claim any address; so with a count the server must be reachable only through
 * its proxies. Naming the proxies' addresses has no such condition.
 */
export function trustProxy(config: {
  TRUST_PROXY_HOPS: number;
  TRUST_PROXY_ADDRESSES?: string | undefined;
}): NonNullable<FastifyServerOptions['trustProxy']> {
  if (config.TRUST_PROXY_ADDRESSES) {
    const proxies = parseProxyAddresses(config.TRUST_PROXY_ADDRESSES);
    if (!proxies) throw new Error('TRUST_PROXY_ADDRESSES: not a list of addresses and ranges');
    return (address: string) => isAllowed(proxies, address);
  }
  const hops = config.TRUST_PROXY_HOPS;
  // Hop 0 is the socket's peer (the nearest proxy), hop 1 the address it forwarded, and so on: with
  // n proxies the first n are theirs and the next one is the client's (proxy-addr's and Express's count).
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}
