import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * One-time links mailed to an account's address (a repeated sign-up's confirmation, a
 * password reset): only the SHA-256 of the code is kept, with what it is for, whose
 * account it is and until when it holds. Redeeming one deletes it, so a link works once.
 */
const TOKEN_UID = 'api::account-token.account-token';

export type TokenPurpose = 'sign-up' | 'password-reset';
export type AccountToken = { userId: number; passwordHash: string | null };

const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

export function accountTokens(strapi: Core.Strapi) {
  const tokens = () => strapi.db.query(TOKEN_UID);
  return {
    async issue(purpose: TokenPurpose, userId: number, code: string, hours: number, passwordHash?: string) {
      await tokens().create({
        data: {
          purpose,
          tokenHash: hashOf(code),
          userId,
          passwordHash: passwordHash ?? null,
          expiresAt: new Date(Date.now() + hours * 3_600_000),
        },
      });
    },

    /** The token of this code, deleted as it is read; null when unknown, of another purpose or expired. */
    async redeem(purpose: TokenPurpose, code: string): Promise<AccountToken | null> {
      const row = (await tokens().findOne({ where: { tokenHash: hashOf(code), purpose } })) as {
        id: number;
        userId: number;
        passwordHash: string | null;
        expiresAt: string | Date;
      } | null;
      if (!row) return null;
      // Deleted by id: of two requests with the same code, only one deletes a row.
      const deleted = await tokens().deleteMany({ where: { id: row.id } });
      if (deleted.count !== 1 || new Date(row.expiresAt).getTime() <= Date.now()) return null;
      return { userId: row.userId, passwordHash: row.passwordHash };
    },

    /** True while this code is issued for `purpose` and unexpired (nothing is deleted). */
    async holds(purpose: TokenPurpose, code: string): Promise<boolean> {
      const row = (await tokens().findOne({ where: { tokenHash: hashOf(code), purpose } })) as {
        expiresAt: string | Date;
      } | null;
      return row !== null && new Date(row.expiresAt).getTime() > Date.now();
    },

    /** Forgets every token of the account for `purpose` (a link followed, a new password set). */
    async forget(purpose: TokenPurpose, userId: number) {
      await tokens().deleteMany({ where: { userId, purpose } });
    },
  };
}
