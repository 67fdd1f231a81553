import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { BENCH_ADMIN_KEY } from './env.mjs';

const KB = 1024;

/**
 * Resident memory now and at its peak, in bytes.
 * @param {number} pid
 */
function status(pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (/** @type {string} */ name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * KB;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/**
 * CPU seconds (user + system) the process has used so far.
 * @param {number} pid
 */
function cpuSeconds(pid) {
  // "pid (comm) state …": the fields after the command name.
  const fields = /** @type {string} */ (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Counts CSV records (CRLF outside quotes) in a stream of chunks. */
function recordCounter() {
  let quoted = false;
  let previous = 0;
  let records = 0;
  let sawAny = false;
  return {
    add(/** @type {Buffer} */ chunk) {
      for (let i = 0; i < chunk.length; i += 1) {
        const byte = /** @type {number} */ (chunk[i]); // i < chunk.length
        sawAny = true;
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && previous === 0x0d && !quoted) records += 1;
        previous = byte;
      }
    },
    // The last record has no line break after it.
    total: () => (sawAny ? records + 1 : 0),
  };
}

/**
 * Downloads the CSV export from a freshly started cms (`server`: its pid and port) and
 * measures time to the last byte, records per second, the CPU time the server spent and
 * how much its resident memory grew at its peak (VmHWM, reset before the download, and
 * sampled VmRSS).
 * @param {{ pid: number, port: number }} server
 */
export async function measureCsv(server) {
  const before = status(server.pid);
  try {
    // Resets the kernel's peak-RSS mark of that process to its current RSS.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the sampled peak below still counts.
  }
  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, status(server.pid).rss);
  }, 20);

  const counter = recordCounter();
  let bytes = 0;
  const cpuBefore = cpuSeconds(server.pid);
  const started = process.hrtime.bigint();
  /** @type {number | undefined} */
  const statusCode = await new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/businesses/export/csv',
        headers: { 'X-Admin-Key': BENCH_ADMIN_KEY },
      },
      (response) => {
        response.on('data', (chunk) => {
          bytes += chunk.length;
          counter.add(chunk);
        });
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const serverCpuSeconds = cpuSeconds(server.pid) - cpuBefore;
  clearInterval(sampler);
  const after = status(server.pid);
  if (statusCode !== 200) throw new Error(`CSV export answered ${statusCode}`);
  const peak = Math.max(sampledPeak, after.hwm, after.rss);
  const rows = counter.total() - 1;
  return {
    rows,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(rows / seconds),
    rssGrowthMB: Number(((peak - before.rss) / (KB * KB)).toFixed(1)),
    megabytes: Number((bytes / (KB * KB)).toFixed(1)),
    // CPU the cms spent on it: the wall time above also counts waiting for a busy CPU.
    serverCpuSeconds: Number(serverCpuSeconds.toFixed(2)),
    loadavg: Number(os.loadavg()[0]?.toFixed(2)),
  };
}

/** @typedef {Awaited<ReturnType<typeof measureCsv>>} CsvMeasurement */
