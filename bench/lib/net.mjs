import net from 'node:net';

/**
 * A port nothing listens on right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on TCP: an address and port, not a pipe name.
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; rejects after `ms`.
 * @param {string} url
 */
export async function waitForHttp(url, ms = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > ms) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
