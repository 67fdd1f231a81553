import autocannon from 'autocannon';

/**
 * Percentile of sorted values (nearest rank).
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? null;
}

const round = (/** @type {number | null} */ value, digits = 2) =>
  value === null ? null : Number(value.toFixed(digits));

/**
 * @param {{ base: string, paths: string[], connections: number, seconds: number, record: boolean }} run
 * @returns {Promise<{ result: autocannon.Result, latencies: number[] }>}
 */
function fire({ base, paths, connections, seconds, record }) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const latencies = [];
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    // autocannon's own histogram keeps whole milliseconds; this keeps the exact times.
    if (record) instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * Warm-up, then a measured run of `seconds` at `connections`: requests per second and
 * latency percentiles (ms), plus anything that was not a 2xx answer.
 * @param {{ base: string, paths: string[], connections: number, seconds: number, warmup: number }} run
 */
export async function measure({ base, paths, connections, seconds, warmup }) {
  if (warmup > 0) await fire({ base, paths, connections, seconds: warmup, record: false });
  const { result, latencies } = await fire({ base, paths, connections, seconds, record: true });
  latencies.sort((a, b) => a - b);
  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    rps: round(result.requests.total / elapsed, 1),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    // autocannon counts a timeout (10 s) as an error too.
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Measurement */

/**
 * One request per path: its status (the benchmark refuses to time error pages).
 * @param {string} base
 * @param {string[]} paths
 */
export async function check(base, paths) {
  const failures = [];
  for (const path of paths) {
    const response = await fetch(base + path);
    await response.arrayBuffer();
    if (!response.ok) failures.push(`${response.status} ${path}`);
  }
  return failures;
}
