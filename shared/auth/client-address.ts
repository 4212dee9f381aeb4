// The address of the person signing in. Behind the gateway every login comes from the
// gateway's address, so the gateway sends the browser's address in X-Forwarded-For; that
// header is believed only from the trusted proxies (AUTH_TRUSTED_PROXIES), never from others.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Parses a comma list of IP addresses and CIDR ranges ('127.0.0.1,::1,10.0.0.0/8'). */
export function parseTrustedProxies(list: string): net.BlockList {
  const block = new net.BlockList();
  for (const raw of list.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const [addr, bits] = item.split('/');
    const type = net.isIP(addr ?? '');
    if (!type) throw new Error(`"${item}" is not an IP address or CIDR range`);
    const family = type === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) block.addAddress(addr!, family);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 4 ? 32 : 128))
        throw new Error(`"${item}" has a bad prefix length`);
      block.addSubnet(addr!, prefix, family);
    }
  }
  return block;
}

export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1,::1';

function normalize(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function isTrusted(block: net.BlockList, address: string): boolean {
  const type = net.isIP(address);
  return type !== 0 && block.check(address, type === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client address of a request: the last X-Forwarded-For entry when the peer is a trusted
 * proxy (the one it added), else the peer itself.
 */
export function clientAddress(req: FastifyRequest, trusted: net.BlockList): string {
  const peer = normalize(req.socket.remoteAddress);
  if (!isTrusted(trusted, peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : header;
  const last = value?.split(',').pop()?.trim();
  return last && net.isIP(normalize(last)) ? normalize(last) : peer;
}
