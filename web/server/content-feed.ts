/**
 * Follows the cms's stream of content changes (GET /api/content-changes, server-sent
 * events) for the page cache (page-cache.ts): `onLive(true)` once the stream is open,
 * `onChange` for each change, `onLive(false)` when it closes, stalls (no heartbeat for
 * STALL_MS) or cannot be opened; then it is opened again after a pause that grows to
 * RETRY_MAX_MS.
 *
 * Read with node:http, whose data events run as the bytes arrive: a page request that
 * reaches this process after the cms announced a change finds the change applied.
 */
import http from 'node:http';
import https from 'node:https';
import { parseContentChange, type ContentChange } from '@tampa-local/domain';

/** The cms sends a heartbeat every 15 s; three missed ones mean the stream is dead. */
export const STALL_MS = 45_000;
export const RETRY_MIN_MS = 500;
export const RETRY_MAX_MS = 10_000;

export type ContentChangeHandlers = {
  onChange: (change: ContentChange) => void;
  onLive: (live: boolean) => void;
  stallMs?: number;
};

export function followContentChanges(
  cmsUrl: string,
  { onChange, onLive, stallMs = STALL_MS }: ContentChangeHandlers,
): { close: () => void } {
  const url = new URL('/api/content-changes', cmsUrl);
  const client = url.protocol === 'https:' ? https : http;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let request: http.ClientRequest | null = null;
  let stall: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let live = false;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    onLive(value);
  };

  const again = () => {
    clearTimeout(stall);
    const current = request;
    request = null;
    current?.destroy();
    setLive(false);
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(open, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const watch = () => {
    clearTimeout(stall);
    stall = setTimeout(again, stallMs);
    stall.unref();
  };

  /** One event (`block`: its `event:` and `data:` lines). */
  const handle = (block: string) => {
    let name = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (name === 'ready') {
      retryMs = RETRY_MIN_MS;
      setLive(true);
    } else if (name === 'change') {
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        value = null;
      }
      // Unreadable: counts as a change to everything.
      onChange(parseContentChange(value));
    }
  };

  function open(): void {
    if (closed) return;
    /** Events of a request given up on are not this stream's. */
    const current = (then: () => void) => () => {
      if (request === req) then();
    };
    const req = client.get(url, { headers: { Accept: 'text/event-stream' } }, (res) => {
      if (request !== req) {
        res.resume();
        return;
      }
      if (res.statusCode !== 200) {
        res.resume();
        again();
        return;
      }
      res.setEncoding('utf8');
      let buffered = '';
      watch();
      res.on('data', (chunk: string) => {
        if (request !== req) return;
        watch();
        buffered += chunk.replace(/\r\n?/g, '\n');
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          handle(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      });
      res.on('end', current(again));
      res.on('error', current(again));
    });
    req.on('error', current(again));
    req.setNoDelay(true);
    request = req;
  }

  open();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      again();
    },
  };
}
