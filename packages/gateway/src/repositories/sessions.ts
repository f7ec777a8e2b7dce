import { createHash, randomBytes } from 'node:crypto';
import type { system } from '@site/contracts';
import type { Database } from '@site/db/client';
import { sessions, users } from '@site/db/schema';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';

type PublicInfo = z.infer<typeof system.publicInfoWire>;

/** Tokens are stored as their SHA-256, so a leaked table does not leak sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new credential: 32 random bytes, base64url (43 characters). */
const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** How long a login lasts (both credentials): 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

/** last_used_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

/**
 * One of a login's two credentials (docs/portal.md): the login code sent as `Authorization: Bearer`, or the
 * portal's HttpOnly cookie. A bare string is a Bearer token.
 */
export type Credential = string | { kind: 'bearer' | 'cookie'; value: string };

const whereCredential = (credential: Credential) =>
  typeof credential === 'string' || credential.kind === 'bearer'
    ? eq(sessions.tokenHash, hashToken(typeof credential === 'string' ? credential : credential.value))
    : eq(sessions.cookieHash, hashToken(credential.value));

export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** A new login of the user: one row with the hashes of both credentials; the credentials themselves are returned. */
export async function createSession(
  db: Pick<Database, 'insert'>,
  input: { userId: number; deviceId: string | null },
  now = new Date(),
): Promise<{ token: string; cookie: string; expiresAt: Date }> {
  const token = newSessionToken();
  const cookie = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    cookieHash: hashToken(cookie),
    userId: input.userId,
    deviceId: input.deviceId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, cookie, expiresAt };
}

type UserRow = typeof users.$inferSelect;

/** The live session of a credential with its user, or null; notes the use (at most once a minute). */
export async function findSession(
  db: Database,
  credential: Credential,
  now = new Date(),
): Promise<{ sessionId: number; user: UserRow } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(whereCredential(credential), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))),
        ),
      );
  }
  return { sessionId: row.sessionId, user: row.user };
}

/** The public info of a user (what info?client=1 answers). */
const publicInfoOf = (user: UserRow): PublicInfo => ({
  mercNo: user.mercNo,
  buryingPoint: user.buryingPoint,
  phone: maskPhone(user.phone),
  areaCode: user.areaCode,
  nickname: user.nickname,
  platform: user.platform,
  channelNo: user.channelNo,
  memberLevel: null,
  createdAt: user.createdAt.toISOString(),
  hasPassword: user.passwordHash !== null,
});

/** The user behind a live session credential, as public info, or null. */
export const findSessionUser = async (
  db: Database,
  credential: Credential,
  now = new Date(),
): Promise<PublicInfo | null> => {
  const found = await findSession(db, credential, now);
  return found ? publicInfoOf(found.user) : null;
};

/** Ends a login (both of its credentials); true when a live one was ended. */
export const revokeSession = async (db: Database, credential: Credential, now = new Date()): Promise<boolean> => {
  const result = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(whereCredential(credential), isNull(sessions.revokedAt)));
  return (result.rowCount ?? 0) > 0;
};

/** The id of the user behind a live session credential, or null. */
export const findSessionUserId = async (
  db: Database,
  credential: Credential,
  now = new Date(),
): Promise<number | null> => {
  const [row] = await db
    .select({ id: sessions.userId })
    .from(sessions)
    .where(and(whereCredential(credential), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.id ?? null;
};
