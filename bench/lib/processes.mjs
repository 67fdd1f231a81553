import { spawn } from 'node:child_process';
import { ROOT } from './env.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * A child process that has said it is ready (startNode).
 * @typedef {{
 *   child: ChildProcess,
 *   pid: number,
 *   log: () => string,
 *   stop: () => Promise<void>,
 *   signal: (name: NodeJS.Signals) => boolean,
 *   waitFor: (pattern: RegExp, ms?: number) => Promise<void>,
 * }} ReadyProcess
 */

/**
 * Child processes started by the benchmark; all are stopped on exit.
 * @type {Set<ChildProcess>}
 */
const children = new Set();

/**
 * Stops `child` with the others when the benchmark exits (startNode and runCommand track
 * theirs; this is for a process started otherwise, such as nginx).
 * @param {ChildProcess} child
 */
export function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
/** @type {Set<() => Promise<unknown>>} */
const cleanups = new Set();

/**
 * Runs `cleanup` (async) if the benchmark is interrupted; returns a function that forgets it.
 * @param {() => Promise<unknown>} cleanup
 */
export function onInterrupt(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    stopAll();
    await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
    process.exit(130);
  });
}

/**
 * Starts `node <script>` with `env` and resolves once it prints "ready". Its other
 * output goes to the log (shown when it fails).
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {{ name?: string, timeoutMs?: number, args?: string[] }} [options]
 * @returns {Promise<ReadyProcess>}
 */
export function startNode(script, env, { name = script, timeoutMs = 300_000, args = [] } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let log = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${log}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      if (/^ready\b/m.test(log)) {
        clearTimeout(timer);
        resolve({
          child,
          // Set once the process has started, and it has: it printed "ready".
          pid: /** @type {number} */ (child.pid),
          log: () => log,
          stop: () => stop(child),
          signal: (name) => child.kill(name),
          waitFor: (pattern, ms = 30_000) => waitFor(child, () => log, pattern, ms),
        });
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${log}`));
    });
  });
}

/**
 * @param {ChildProcess} child
 * @param {() => string} log
 * @param {RegExp} pattern
 * @param {number} ms
 * @returns {Promise<void>}
 */
function waitFor(child, log, pattern, ms) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (pattern.test(log())) return resolve();
      if (child.exitCode !== null || Date.now() - started > ms)
        return reject(new Error(`Gave up waiting for ${pattern}`));
      setTimeout(tick, 50);
    };
    tick();
  });
}

/**
 * @param {ChildProcess} child
 * @returns {Promise<void>}
 */
export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs a command to completion (quiet: resolves with its stdout); rejects on failure with its output.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, quiet?: boolean }} [options]
 * @returns {Promise<string>}
 */
export function runCommand(command, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    track(child);
    let output = '';
    let stdout = '';
    if (quiet) {
      // Both are pipes when quiet.
      child.stdout?.on('data', (chunk) => {
        stdout += chunk;
        output = (output + chunk).slice(-20_000);
      });
      child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})\n${output}`));
    });
  });
}
