/**
 * Verification codes (docs/portal.md, "Codes"): 6 digits from crypto.randomInt, stored as their HMAC, valid 5
 * minutes, used once, dead after 5 wrong tries; one send per phone per 60 s, at most 10 per phone and 20 per client
 * address per day (China's calendar day). Only the newest code of a phone and purpose counts.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '@site/db/client';
import { smsCodes } from '@site/db/schema';
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_SECONDS = 60;
export const MAX_WRONG_TRIES = 5;
export const DAILY_PER_PHONE = 10;
export const DAILY_PER_ADDRESS = 20;

export type Purpose = 'register' | 'login';

export interface PhoneOf {
  areaCode: string;
  phone: string;
}

/** A new code: 6 digits, uniformly from crypto.randomInt. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The start of `now`'s calendar day in China (UTC+8, no daylight saving). */
export const chinaDayStart = (now: Date): Date =>
  new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);

export type IssueRefusal = { kind: 'tooSoon'; seconds: number } | { kind: 'dailyLimit'; by: 'phone' | 'address' };

/**
 * Stores a new code for the phone unless a limit refuses it. One transaction holding an advisory lock of the phone,
 * so two parallel sends cannot both pass the 60-second rule. `clientHash` null (an in-process call) skips the
 * per-address cap, as the per-call limits do.
 */
export async function issueCode(
  db: Database,
  input: PhoneOf & { purpose: Purpose; channel: 0 | 1; codeHash: string; clientHash: string | null },
  now = new Date(),
): Promise<{ id: number } | IssueRefusal> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${input.areaCode}:${input.phone}`}, 0))`);
    const samePhone = and(eq(smsCodes.areaCode, input.areaCode), eq(smsCodes.phone, input.phone));
    const [latest] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(samePhone)
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) return { kind: 'tooSoon', seconds: Math.ceil(waitMs / 1000) } as const;
    }
    const dayStart = chinaDayStart(now);
    const [phoneCount] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(samePhone, gte(smsCodes.createdAt, dayStart)));
    if ((phoneCount?.n ?? 0) >= DAILY_PER_PHONE) return { kind: 'dailyLimit', by: 'phone' } as const;
    if (input.clientHash) {
      const [addressCount] = await tx
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.clientHash, input.clientHash), gte(smsCodes.createdAt, dayStart)));
      if ((addressCount?.n ?? 0) >= DAILY_PER_ADDRESS) return { kind: 'dailyLimit', by: 'address' } as const;
    }
    const [row] = await tx
      .insert(smsCodes)
      .values({
        areaCode: input.areaCode,
        phone: input.phone,
        purpose: input.purpose,
        channel: input.channel,
        codeHash: input.codeHash,
        clientHash: input.clientHash,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: smsCodes.id });
    if (!row) throw new Error('sms code insert returned nothing');
    return { id: row.id };
  });
}

/** A code the provider could not deliver is withdrawn: it was never sent, so it neither counts nor works. */
export async function withdrawCode(db: Database, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong'; triesLeft: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Uses the newest code of the phone and purpose if `codeHash` is its hash. The use is one atomic UPDATE ... WHERE
 * used_at IS NULL ... RETURNING: of two parallel uses exactly one gets the row. A wrong code counts a try (the fifth
 * kills the code). Run it in the transaction that creates the account or session, so a failure there gives the code
 * back.
 */
export async function useCode(
  db: Pick<Database, 'select' | 'update'>,
  input: PhoneOf & { purpose: Purpose; codeHash: string },
  now = new Date(),
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(
      and(eq(smsCodes.areaCode, input.areaCode), eq(smsCodes.phone, input.phone), eq(smsCodes.purpose, input.purpose)),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt) return { ok: false, reason: 'invalid' };
  if (latest.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const [used] = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.usedAt),
        eq(smsCodes.codeHash, input.codeHash),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ id: smsCodes.id });
  if (used) return { ok: true };
  // The right code, but another call used it first.
  if (latest.codeHash === input.codeHash) return { ok: false, reason: 'invalid' };

  const [wrong] = await db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + 1`,
      usedAt: sql`case when ${smsCodes.attempts} + 1 >= ${MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ attempts: smsCodes.attempts });
  if (!wrong) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: 'wrong', triesLeft: Math.max(0, MAX_WRONG_TRIES - wrong.attempts) };
}

/** Stores a live code directly (no limits, no provider): the bench's pre-made logins and tests. */
export async function insertCode(
  db: Database,
  input: PhoneOf & { purpose: Purpose; codeHash: string },
  now = new Date(),
): Promise<void> {
  await db.insert(smsCodes).values({
    areaCode: input.areaCode,
    phone: input.phone,
    purpose: input.purpose,
    channel: 0,
    codeHash: input.codeHash,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
}
