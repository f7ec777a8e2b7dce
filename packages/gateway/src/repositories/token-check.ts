import type { Database } from '@site/db/client';
import { sessions, users } from '@site/db/schema';
import { eq } from 'drizzle-orm';
import { hashToken } from './sessions.ts';

/** What checkToken answers: whether a login token is live, and then whose and until when. */
export interface TokenCheck {
  valid: boolean;
  mercNo: string | null;
  expiresAt: string | null;
}

/**
 * Checks a login token by its SHA-256 (the token is never stored or compared in plain): valid while its session is
 * neither revoked nor expired. An unknown, revoked or expired token answers valid false and nothing else, so the
 * check tells a holder of a dead token no more than that.
 */
export const checkLoginToken = async (db: Database, token: string, now = new Date()): Promise<TokenCheck> => {
  const [row] = await db
    .select({ mercNo: users.mercNo, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row || row.revokedAt !== null || row.expiresAt <= now) return { valid: false, mercNo: null, expiresAt: null };
  return { valid: true, mercNo: row.mercNo, expiresAt: row.expiresAt.toISOString() };
};
