/**
 * Which peers may tell the cms the client's address. With TRUST_PROXY=true Koa takes it
 * from X-Forwarded-For (the last TRUSTED_PROXY_COUNT entries, config/server.ts), whoever
 * connected; TRUSTED_PROXY_ADDRESSES (comma-separated addresses) narrows that to those
 * peers: from anyone else the forwarding headers are dropped and the socket's address
 * counts. `npm start` sets it to loopback, where its web server connects from.
 */
export function trustedProxyAddresses(env: Record<string, string | undefined> = process.env): Set<string> {
  return new Set(
    (env.TRUSTED_PROXY_ADDRESSES ?? '')
      .split(',')
      .map((address) => normalizeAddress(address.trim()))
      .filter((address) => address !== ''),
  );
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, as dual-stack sockets report it) is the IPv4 one. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/** True when `peer` may speak for the client: every peer when no list is configured. */
export function isTrustedProxy(peer: string | undefined, trusted: Set<string>): boolean {
  if (trusted.size === 0) return true;
  return peer !== undefined && trusted.has(normalizeAddress(peer));
}
