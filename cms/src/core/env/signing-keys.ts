import { createHmac } from 'node:crypto';

/**
 * The key that signs one kind of link: the variable of its own when the operator sets one
 * (so it can be rotated alone), otherwise a key derived from ADMIN_JWT_SECRET, which
 * production requires to be set and random (production-secrets.ts). The label keeps the
 * derived keys of different links apart.
 */
export function signingKey(env: NodeJS.ProcessEnv, own: string, label: string): string {
  const configured = env[own];
  if (configured) return configured;
  return createHmac('sha256', env.ADMIN_JWT_SECRET ?? '')
    .update(label)
    .digest('hex');
}
