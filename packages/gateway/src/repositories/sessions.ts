import { createHash } from 'node:crypto';
import type { system } from '@site/contracts';
import type { Database } from '@site/db/client';
import { sessions, users } from '@site/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';

type PublicInfo = z.infer<typeof system.publicInfoWire>;

/** Tokens are stored as their SHA-256, so a leaked table does not leak sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** The user behind a live session token, as public info, or null. */
export const findSessionUser = async (db: Database, token: string, now = new Date()): Promise<PublicInfo | null> => {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const { user } = row;
  return {
    mercNo: user.mercNo,
    buryingPoint: user.buryingPoint,
    phone: maskPhone(user.phone),
    areaCode: user.areaCode,
    nickname: user.nickname,
    platform: user.platform,
    channelNo: user.channelNo,
    memberLevel: null,
    createdAt: user.createdAt.toISOString(),
  };
};

/** Ends a session; true when a live one was ended. */
export const revokeSession = async (db: Database, token: string, now = new Date()): Promise<boolean> => {
  const result = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  return (result.rowCount ?? 0) > 0;
};

/** The id of the user behind a live session token, or null. */
export const findSessionUserId = async (db: Database, token: string, now = new Date()): Promise<number | null> => {
  const [row] = await db
    .select({ id: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.id ?? null;
};
