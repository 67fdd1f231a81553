/**
 * What bench/run.mjs writes to bench/results/latest.json.
 * @typedef {{
 *   machine: Machine,
 *   settings: {
 *     sizes: number[],
 *     duration: number,
 *     warmup: number,
 *     connections: number,
 *     mixDuration: number,
 *     mixWarmup: number,
 *     scenarios: string[],
 *   },
 *   scenarios: ScenarioResult[],
 *   mix: MixResult[],
 *   pages: PagesResult[],
 *   csv: CsvResult | null,
 *   csvByDb?: CsvResult[],
 *   web: WebResult | null,
 * }} BenchResults
 */
/**
 * @typedef {{
 *   cpus: number,
 *   model: string,
 *   memGB: number,
 *   node: string,
 *   loadavg: number[],
 *   date: string,
 *   loadavgAtEnd?: number[],
 *   postgres?: Record<string, Record<string, string>>,
 * }} Machine
 */
/** @typedef {import('./load.mjs').Measurement} Measurement */
/** @typedef {'ours' | 'stock' | 'floor' | 'oursUncached'} ServerName */
/**
 * A server that failed the scenario's check, and was not timed.
 * @typedef {{ error: string } & Partial<Record<keyof Measurement, undefined>>} FailedCheck
 */
/**
 * One single-URL scenario on one data set, per server.
 * @typedef {{ name: string, case: string, db: string, rows: number, loadavg: number }
 *   & Partial<Record<ServerName, Measurement | FailedCheck>>} ScenarioResult
 */
/** @typedef {import('./mix.mjs').MixKind} MixKind */
/**
 * @typedef {import('./mix.mjs').MixMeasurement
 *   & { loadavg: number, distinctUrls: number, firstTimeRequests: number }} MixRun
 */
/** @typedef {{ loadavg: number, times: Record<string, number | null> }} SearchServiceRun */
/** @typedef {{ loadavg: number, count: number, failed: number, p50: number, p99: number, max: number }} WriteServiceRun */
/**
 * The mix on one data set, its runs keyed `mix:<server>`, `searchAlone:<server>` (the
 * searches under the bench's connections), `searchSerial:<server>` (on one connection),
 * `searchServiceMs:<server>` and `reviewWriteSerial:<server>` (review writes one at a time).
 * @typedef {{
 *   db: string,
 *   rows: number,
 *   universe: Record<MixKind | 'total', number>,
 *   words: string[],
 *   runs: {
 *     [run: `mix:${string}` | `searchAlone:${string}` | `searchSerial:${string}`]: MixRun,
 *     [run: `searchServiceMs:${string}`]: SearchServiceRun,
 *     [run: `reviewWriteSerial:${string}`]: WriteServiceRun,
 *   },
 * }} MixResult
 */
/**
 * The page mix on one data set, its runs keyed `workers:<WEB_WORKERS>` (pages rendered
 * every time) and `workers:<WEB_WORKERS>, pages kept` (the web server's page cache on),
 * each followed by `, through nginx` when asked through nginx: each kind's pages one at a
 * time (CPU per page, HTML parts; rendered runs only) and the Zipf mix of pages.
 * @typedef {{
 *   db: string,
 *   rows: number,
 *   universe: Record<string, number>,
 *   runs: Record<string, { serial: Awaited<ReturnType<typeof import('./pages.mjs').servicePerKind>>, mix: MixRun }>,
 * }} PagesResult
 */
/** @typedef {import('./csv.mjs').CsvMeasurement} CsvMeasurement */
/**
 * The CSV export of the largest data set, measured twice, and its floor likewise.
 * @typedef {CsvMeasurement & {
 *   db: string,
 *   warm: Pick<CsvMeasurement, 'seconds' | 'rowsPerSecond' | 'rssGrowthMB' | 'serverCpuSeconds'>,
 *   floor?: CsvMeasurement & { warm: Pick<CsvMeasurement, 'seconds' | 'rowsPerSecond' | 'serverCpuSeconds'> },
 *   ratio?: number,
 *   warmRatio?: number,
 * }} CsvResult
 */
/**
 * @typedef {{
 *   homeJsGzipBytes?: number,
 *   homeJsFiles?: Record<string, number>,
 *   lighthouse?: Record<string, import('./web.mjs').PageScores>,
 *   error?: string,
 * }} WebResult
 */

const pad = (/** @type {string | number} */ text, /** @type {number} */ width, right = false) =>
  right ? String(text).padStart(width) : String(text).padEnd(width);
const num = (/** @type {number | null | undefined} */ value, digits = 0) =>
  value === null || value === undefined
    ? '-'
    : Number(value).toLocaleString('en-US', { maximumFractionDigits: digits });
const ratio = (/** @type {number | null | undefined} */ a, /** @type {number | null | undefined} */ b) =>
  a && b ? `${(a / b).toFixed(a / b >= 10 ? 0 : 2)}×` : '-';

/**
 * `429 ×3, 502 ×1`: how many answers of each status (a mix's `failedStatuses`).
 * @param {Record<string, number> | undefined} statuses
 */
export const statusList = (statuses = {}) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');

/**
 * The readable table: one line per scenario, ours against stock and floor.
 * @param {BenchResults} results
 */
export function formatTable(results) {
  /** @type {string[]} */
  const lines = [];
  /** @type {[title: string, width: number, right?: boolean][]} */
  const columns = [
    ['db', 8],
    ['businesses', 10, true],
    ['scenario', 44],
    ['ours rps', 9, true],
    ['p50', 6, true],
    ['p99', 7, true],
    ['stock rps', 9, true],
    ['p99', 8, true],
    ['floor rps', 9, true],
    ['p99', 7, true],
    ['ours/stock', 10, true],
    ['ours/floor', 10, true],
    ['uncached rps', 12, true],
    ['p99', 7, true],
  ];
  /** @param {string[]} cells one per column */
  const row = (cells) => columns.map(([, width, right], i) => pad(cells[i] ?? '', width, right)).join('  ');
  if (results.mix?.length) lines.push(...mixTable(results), '');
  if (results.pages?.length) lines.push(...pagesTable(results), '');
  if (results.scenarios.length === 0) return finish(lines, results);
  lines.push(
    'Single URLs, the cache-hit case: ours answers each from its response cache; "uncached" is ours with it off.',
  );
  lines.push(row(columns.map(([title]) => title)));
  lines.push(columns.map(([, width]) => '-'.repeat(width)).join('  '));
  for (const s of results.scenarios) {
    lines.push(
      row([
        s.db,
        num(s.rows),
        s.name.slice(0, 44),
        num(s.ours?.rps),
        num(s.ours?.p50, 1),
        num(s.ours?.p99, 1),
        num(s.stock?.rps),
        num(s.stock?.p99, 0),
        num(s.floor?.rps),
        num(s.floor?.p99, 1),
        ratio(s.ours?.rps, s.stock?.rps),
        ratio(s.ours?.rps, s.floor?.rps),
        num(s.oursUncached?.rps),
        num(s.oursUncached?.p99, 1),
      ]),
    );
  }
  return finish(lines, results);
}

/**
 * Mix runs: one line per server, overall then each kind's rps and p99.
 * @param {BenchResults} results
 */
function mixTable(results) {
  const lines = [
    'Mix (Zipf over the URL universe; "ours" with its response cache, "uncached" without, floor = the same SQL bare):',
  ];
  for (const m of results.mix) {
    const u = m.universe;
    lines.push(
      `${m.db} ${num(m.rows)} businesses: ${num(u.total)} URLs (detail ${num(u.detail)}, list ${num(u.list)}, search ${num(u.search)}, events ${num(u.events)}, properties ${num(u.properties)}, creators ${num(u.creators)}, review pages ${num(u.reviews)}, map ${num(u.map)})`,
    );
    lines.push(
      `  ${pad('server', 9)} ${pad('load', 5, true)} ${pad('steal', 5, true)} ${pad('rps', 7, true)} ${pad('p50', 6, true)} ${pad('p99', 7, true)} ${pad('CPU ms/req', 10, true)}  per kind: rps / p99 ms`,
    );
    for (const which of ['ours', 'oursUncached', 'floor']) {
      const r = m.runs[`mix:${which}`];
      if (!r) continue;
      const kinds = Object.entries(r.kinds)
        .map(([kind, k]) => `${kind} ${num(k.rps)}/${num(k.p99, 1)}`)
        .join(', ');
      lines.push(
        `  ${pad(which === 'oursUncached' ? 'uncached' : which, 9)} ${pad(r.loadavg, 5, true)} ${pad(r.stealShare ?? '-', 5, true)} ${pad(num(r.rps), 7, true)} ${pad(num(r.p50, 1), 6, true)} ${pad(num(r.p99, 1), 7, true)} ${pad(r.serverCpuMsPerRequest ?? '-', 10, true)}  ${kinds}${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''}`,
      );
    }
    const ours = m.runs['mix:ours'];
    const uncached = m.runs['mix:oursUncached'];
    const floor = m.runs['mix:floor'];
    lines.push(`  ours/floor ${ratio(ours?.rps, floor?.rps)}, uncached/floor ${ratio(uncached?.rps, floor?.rps)}`);
    /** @type {Array<['searchAlone' | 'searchSerial', string]>} */
    const searchPlans = [
      ['searchAlone', 'search alone'],
      ['searchSerial', 'search alone on one connection'],
    ];
    for (const [plan, label] of searchPlans) {
      for (const which of ['oursUncached', 'floor']) {
        const r = m.runs[`${plan}:${which}`];
        if (!r) continue;
        const kinds = Object.entries(r.kinds)
          .map(
            ([kind, k]) => `${kind === 'search1' ? 'one word' : 'two words'} p50 ${num(k.p50, 1)} p99 ${num(k.p99, 1)}`,
          )
          .join(', ');
        lines.push(`  ${label}, ${which === 'floor' ? 'floor' : 'uncached'}: ${num(r.rps)} rps, ${kinds}`);
      }
    }
    for (const which of ['oursUncached', 'floor']) {
      const r = m.runs[`searchServiceMs:${which}`];
      if (!r) continue;
      const times = Object.entries(r.times)
        .map(([q, ms]) => `${q} ${ms}`)
        .join(', ');
      lines.push(`  commonest searches one at a time, ${which === 'floor' ? 'floor' : 'uncached'} (ms): ${times}`);
    }
    for (const which of ['ours', 'oursUncached']) {
      const r = m.runs[`reviewWriteSerial:${which}`];
      if (!r) continue;
      lines.push(
        `  review writes one at a time, ${which === 'ours' ? 'ours' : 'uncached'}: ${r.count} writes, p50 ${num(r.p50, 1)} p99 ${num(r.p99, 1)} max ${num(r.max, 1)} ms${r.failed ? ` (${r.failed} not 201)` : ''}`,
      );
    }
    if (ours)
      lines.push(
        `  ours: ${num(ours.firstTimeRequests)} of ${num(ours.requests)} measured requests asked for a URL for the first time`,
      );
  }
  return lines;
}

/**
 * Page mix runs: per web process count, the mix overall and per kind, then each kind's
 * pages one at a time (CPU per page of web, cms and nginx, HTML bytes).
 * @param {BenchResults} results
 */
function pagesTable(results) {
  const lines = [
    'Page mix (Zipf over page URLs, through the production web server in front of ours, straight or through nginx):',
  ];
  for (const p of results.pages) {
    lines.push(
      `${p.db} ${num(p.rows)} businesses: ${num(p.universe.total)} URLs (${Object.entries(p.universe)
        .filter(([kind]) => kind !== 'total')
        .map(([kind, n]) => `${kind} ${num(n)}`)
        .join(', ')})`,
    );
    for (const [run, { serial, mix }] of Object.entries(p.runs)) {
      const kinds = Object.entries(mix.kinds)
        .map(
          ([kind, k]) =>
            `${kind} ${num(k.rps)}/${num(k.p99, 1)}/${num(k.meanBytes)}${k.non2xx ? ` (${num(k.non2xx)} non-2xx: ${statusList(k.failedStatuses)})` : ''}`,
        )
        .join(', ');
      const nginx = mix.processCpu.nginx;
      lines.push(
        `  ${run} (load ${mix.loadavg}, steal ${mix.stealShare ?? '-'}): ${num(mix.rps, 1)} pages/s, p50 ${num(mix.p50, 1)} ms, p99 ${num(mix.p99, 1)} ms, ${num(mix.meanBytes)} B a page, ` +
          `CPU/page web ${mix.processCpu.web?.cpuMsPerRequest ?? '-'} ms + cms ${mix.processCpu.cms?.cpuMsPerRequest ?? '-'} ms` +
          `${nginx ? ` + nginx ${nginx.cpuMsPerRequest ?? '-'} ms` : ''}` +
          `${mix.cacheHitShare == null ? '' : `, ${Math.round(mix.cacheHitShare * 100)} % served kept`}` +
          `${mix.non2xx || mix.errors ? ` (${mix.non2xx} non-2xx, ${mix.errors} errors)` : ''}`,
        `    per kind (pages/s / p99 ms / bytes a page): ${kinds}`,
      );
      if (Object.keys(serial).length === 0) continue;
      const withNginx = Object.values(serial).some((k) => k.cpuMsPerPage.nginx !== undefined);
      lines.push(
        `    ${pad('one at a time', 14)} ${pad('ms', 6, true)} ${pad('web CPU', 8, true)} ${pad('cms CPU', 8, true)}${withNginx ? ` ${pad('nginx', 6, true)}` : ''} ${pad('HTML B', 8, true)} ${pad('gzip', 7, true)} ${pad('css', 7, true)} ${pad('JSON-LD', 8, true)} ${pad('loader', 7, true)} ${pad('svgs', 5, true)}`,
      );
      for (const [kind, k] of Object.entries(serial))
        lines.push(
          `    ${pad(kind, 14)} ${pad(num(k.meanMs, 1), 6, true)} ${pad(num(k.cpuMsPerPage.web, 1), 8, true)} ${pad(num(k.cpuMsPerPage.cms, 1), 8, true)}${withNginx ? ` ${pad(num(k.cpuMsPerPage.nginx, 1), 6, true)}` : ''} ${pad(num(k.html.bytes), 8, true)} ${pad(num(k.html.gzipBytes), 7, true)} ${pad(num(k.html.inlineCss), 7, true)} ${pad(num(k.html.jsonLd), 8, true)} ${pad(num(k.html.loaderData), 7, true)} ${pad(num(k.html.svgs), 5, true)}`,
        );
    }
  }
  return lines;
}

/**
 * @param {string[]} lines
 * @param {BenchResults} results
 */
function finish(lines, results) {
  if (results.csv) {
    lines.push('');
    for (const c of results.csvByDb ?? [results.csv]) {
      lines.push(
        `CSV export (${num(c.rows)} rows, ${c.db}, fresh process): ${c.seconds} s, ${num(c.rowsPerSecond)} rows/s ` +
          `(${c.serverCpuSeconds} s of cms CPU, load ${c.loadavg}), peak RSS growth ${c.rssGrowthMB} MB` +
          (c.warm ? `; second export ${c.warm.seconds} s, ${num(c.warm.rowsPerSecond)} rows/s` : ''),
      );
      if (c.floor)
        lines.push(
          `CSV floor (@json2csv/node, no framework): ${c.floor.seconds} s, ${num(c.floor.rowsPerSecond)} rows/s; ours/floor ${c.ratio}× (second export ${c.warmRatio}×)`,
        );
    }
  }
  if (results.web) {
    const w = results.web;
    if (w.homeJsGzipBytes !== undefined) lines.push('', `Home page JS (gzip -9): ${num(w.homeJsGzipBytes)} bytes`);
    for (const [page, scores] of Object.entries(w.lighthouse ?? {})) {
      lines.push(`Lighthouse mobile ${page}: performance ${scores.performance}, accessibility ${scores.accessibility}`);
    }
    if (w.error) lines.push(`Web: ${w.error}`);
  }
  const m = results.machine;
  lines.push(
    '',
    `${m.cpus} × ${m.model}, ${m.memGB} GB, Node ${m.node}; load average ${m.loadavg.join(' ')} at start, ${m.loadavgAtEnd?.join(' ') ?? '-'} at end`,
  );
  return lines.join('\n');
}

/**
 * The same results as Markdown tables, for docs/performance.md.
 * @param {BenchResults} results
 */
export function formatMarkdown(results) {
  const lines = [
    '| DB | Businesses | Scenario | Ours rps | p50 | p99 | Stock rps | Stock p99 | Floor rps | Floor p99 | Ours/stock | Ours/floor | Uncached rps | Uncached p99 |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const s of results.scenarios) {
    const failed = s.stock?.errors || s.stock?.timeouts || s.stock?.non2xx ? ' ⁽¹⁾' : '';
    lines.push(
      `| ${s.db === 'postgres' ? 'PostgreSQL' : 'SQLite'} | ${num(s.rows)} | ${s.name} | ${num(s.ours?.rps)} | ` +
        `${num(s.ours?.p50, 1)} | ${num(s.ours?.p99, 1)} | ${num(s.stock?.rps)}${failed} | ${num(s.stock?.p99)} | ` +
        `${num(s.floor?.rps)} | ${num(s.floor?.p99, 1)} | ${ratio(s.ours?.rps, s.stock?.rps)} | ` +
        `${ratio(s.ours?.rps, s.floor?.rps)} | ${num(s.oursUncached?.rps)} | ${num(s.oursUncached?.p99, 1)} |`,
    );
  }
  lines.push(
    '',
    '| CSV export, 100,000 rows | Seconds | Rows/s | cms CPU s | Peak RSS growth (MB) | Second export rows/s |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|');
  for (const c of results.csvByDb ?? (results.csv ? [results.csv] : [])) {
    lines.push(
      `| ${c.db === 'postgres' ? 'PostgreSQL' : 'SQLite'} | ${c.seconds} | ${num(c.rowsPerSecond)} | ${c.serverCpuSeconds ?? '-'} | ` +
        `${c.rssGrowthMB} | ${num(c.warm?.rowsPerSecond)} |`,
    );
  }
  if (results.web?.lighthouse) {
    lines.push('', '| Page | Lighthouse mobile performance | Accessibility |', '|---|---:|---:|');
    for (const [page, scores] of Object.entries(results.web.lighthouse)) {
      lines.push(`| \`${page}\` | ${scores.performance} | ${scores.accessibility} |`);
    }
  }
  return lines.join('\n');
}
