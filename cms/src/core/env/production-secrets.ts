/**
 * In production the cms refuses to start with a secret that is missing, short, or one of
 * the examples (`.env.example`, Strapi's `tobemodified`): such a value is public, and
 * whoever knows it can forge sessions or tokens, or use the automation key.
 */
export const MIN_SECRET_LENGTH = 16;
export const MIN_ADMIN_KEY_LENGTH = 24;

const SECRETS = ['ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;

/** Values that appear in examples, documentation and Strapi's own templates. */
const PLACEHOLDER = /change-?me|changeme|tobemodified|example|placeholder|secret|password|^(.)\1+$/i;

/** True for a value that appears in examples and templates (so anyone may know it). */
export const isPlaceholder = (value: string): boolean => PLACEHOLDER.test(value);

function problem(name: string, value: string | undefined, minLength: number): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return `${name} is not set`;
  if (text.length < minLength) return `${name} must be at least ${minLength} characters`;
  if (isPlaceholder(text)) return `${name} is a placeholder value; set a random one (openssl rand -base64 32)`;
  return null;
}

/** The password inside DATABASE_URL (or DATABASE_PASSWORD) when the database is PostgreSQL. */
function databasePassword(env: Record<string, string | undefined>): string | undefined {
  if (env.DATABASE_PASSWORD !== undefined) return env.DATABASE_PASSWORD;
  if (!env.DATABASE_URL) return undefined;
  try {
    return decodeURIComponent(new URL(env.DATABASE_URL).password);
  } catch {
    return undefined;
  }
}

/**
 * Account mail in production: sent through SMTP, or, only when the operator says so
 * (`EMAIL_PROVIDER=log`), written to the log, where the JSON format redacts its links'
 * codes. Left unset, resets and confirmations would silently never arrive.
 */
function mailProblems(env: Record<string, string | undefined>): string[] {
  const provider = env.EMAIL_PROVIDER?.trim() ?? '';
  if (provider === '') {
    return [
      'EMAIL_PROVIDER is not set: set smtp (with SMTP_HOST) so account mail is sent, or log to accept that it is only written to the log',
    ];
  }
  if (provider === 'smtp' && (env.SMTP_HOST?.trim() ?? '') === '')
    return ['SMTP_HOST is not set (EMAIL_PROVIDER=smtp)'];
  if (provider !== 'smtp' && provider !== 'log') return [`EMAIL_PROVIDER must be smtp or log, not "${provider}"`];
  return [];
}

/** Every secret that would make a production start unsafe, each named; empty when all are sound. */
export function productionSecretProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const keys = (env.APP_KEYS ?? '').split(',').map((key) => key.trim());
  if (keys.length < 2 || keys.every((key) => key === '')) problems.push('APP_KEYS must list at least two keys');
  keys.forEach((key, index) => {
    const found = problem(`APP_KEYS[${index}]`, key, MIN_SECRET_LENGTH);
    if (found && !problems.includes('APP_KEYS must list at least two keys')) problems.push(found);
  });
  for (const name of SECRETS) {
    const found = problem(name, env[name], MIN_SECRET_LENGTH);
    if (found) problems.push(found);
  }
  // Optional: without it the newsletter's links are signed with a key derived from ADMIN_JWT_SECRET.
  if ((env.NEWSLETTER_SECRET ?? '') !== '') {
    const found = problem('NEWSLETTER_SECRET', env.NEWSLETTER_SECRET, MIN_SECRET_LENGTH);
    if (found) problems.push(found);
  }
  const adminKey = problem('ADMIN_KEY', env.ADMIN_KEY, MIN_ADMIN_KEY_LENGTH);
  if (adminKey) problems.push(adminKey);
  problems.push(...mailProblems(env));
  if ((env.DATABASE_CLIENT ?? 'sqlite') === 'postgres') {
    const found = problem(
      'the database password (DATABASE_URL or DATABASE_PASSWORD)',
      databasePassword(env),
      MIN_SECRET_LENGTH,
    );
    if (found) problems.push(found);
  }
  return problems;
}

/** Throws, naming every unsafe variable, when NODE_ENV is production. */
export function assertProductionSecrets(env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionSecretProblems(env);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production with unsafe secrets:\n- ${problems.join('\n- ')}`);
  }
}
