import type { Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { knex } from '../db/connection';
import { wholeNumberSetting } from '../env/settings';
import { measurePool, startMetricsServer } from '../http/metrics';

type Pool = { numUsed(): number; numFree(): number; numPendingAcquires(): number };

let server: Server | null = null;

/**
 * With METRICS_PORT: the metrics listener on that port (at HOST), and the database pool's
 * figures in them. Without it nothing listens; the figures are still counted.
 */
export async function startMetrics(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  measurePool(() => {
    const pool = (knex(strapi).client as { pool?: Pool }).pool;
    return pool ? { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() } : null;
  });
  const port = wholeNumberSetting('METRICS_PORT', env.METRICS_PORT, { min: 0, max: 65535, fallback: -1 });
  if (port < 0) return;
  server = await startMetricsServer(port, env.HOST ?? '0.0.0.0');
  const address = server.address();
  strapi.log.info(
    `Metrics: http://${env.HOST ?? '0.0.0.0'}:${typeof address === 'object' && address ? address.port : port}/metrics`,
  );
}

export async function stopMetrics(): Promise<void> {
  const stopping = server;
  server = null;
  if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
}

/** The port the metrics listener took (METRICS_PORT=0 picks a free one), or null. */
export function metricsPort(): number | null {
  const address = server?.address();
  return typeof address === 'object' && address ? address.port : null;
}
