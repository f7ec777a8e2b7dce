/**
 * Verification codes (docs/portal.md, "Codes"): 6 digits from crypto.randomInt, stored as their HMAC, valid 5
 * minutes, used once, dead after 5 wrong tries. A code belongs to the number (E.164) and the device that asked for it
 * (issue 22): only that device's newest code counts, its wrong tries are that device's, and the 60-second resend wait
 * is per number and device, so a stranger asking for someone's number neither delays, replaces nor burns the owner's
 * code. Sends are counted over the last 24 hours (sliding, not the calendar day): 10 per device, 20 per client
 * address, 30 per number from devices that never signed in to its account, and the site's daily budget.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '@site/db/client';
import { sessions, smsCodes, users } from '@site/db/schema';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SmsBudget } from '../sms/budget.ts';

const CODE_TTL_MS = 5 * 60_000;
export const RESEND_SECONDS = 60;
const MAX_WRONG_TRIES = 5;
/** Sends per device (any number) in 24 hours. */
export const DAILY_PER_DEVICE = 10;
/** Sends per client address (any number) in 24 hours. */
export const DAILY_PER_ADDRESS = 20;
/**
 * Sends per number in 24 hours from devices that never signed in to the number's account: it bounds what strangers
 * can send to one phone, while the owner's own devices are never refused by it.
 */
export const DAILY_PER_PHONE = 30;
const DAY_MS = 24 * 3_600_000;

export type Purpose = 'register' | 'login';

/** Who asks: the keyed hashes of the device (x-device-id) and of the client address (null for in-process calls). */
export interface Requester {
  /** The device id itself: the number's account trusts the devices it signed in from. */
  deviceId: string;
  deviceHash: string;
  clientHash: string | null;
}

/** A new code: 6 digits, uniformly from crypto.randomInt. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export type IssueRefusal =
  | { kind: 'tooSoon'; seconds: number }
  | { kind: 'dailyLimit'; by: 'phone' | 'device' | 'address' }
  | { kind: 'budgetSpent' }
  /** Refused by the check run before the code is stored (the proof of work): its own answer. */
  | { kind: 'check'; refusal: string };

export interface IssueInput {
  e164: string;
  areaCode: string;
  /** The national number (the outbox and the provider show it under its area code). */
  phone: string;
  purpose: Purpose;
  channel: 0 | 1;
  codeHash: string;
  requester: Requester;
}

/** The sends of the last 24 hours that the limits read, in one query. */
interface Counts {
  lastMine: Date | null;
  device: number;
  address: number;
  phone: number;
  all: number;
}

/**
 * Whether the number's account has signed in from the device (a session of that device, or the registration): the
 * owner's own device, which strangers' sends never hold back.
 */
async function trustedDevice(db: Pick<Database, 'select'>, e164: string, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.deviceId, deviceId)))
    .where(and(eq(users.e164, e164), sql`(${users.deviceId} = ${deviceId} or ${sessions.id} is not null)`))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a new code unless a limit refuses it. One transaction holding an advisory lock of the number, so two
 * parallel sends cannot both pass its rules. `check` runs once the limits pass and before the code is stored (the
 * proof of work, which it may use up): told whether this device or address has asked before in 24 hours, it returns
 * a refusal message or null. `budget` is told the site's count of the last 24 hours.
 */
export async function issueCode(
  db: Database,
  input: IssueInput,
  options: { budget: SmsBudget; check: (askedBefore: boolean) => Promise<string | null> },
  now = new Date(),
): Promise<{ id: number } | IssueRefusal> {
  const { requester } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${input.e164}`}, 0))`);
    const since = new Date(now.getTime() - DAY_MS);
    const mine = and(eq(smsCodes.e164, input.e164), eq(smsCodes.deviceHash, requester.deviceHash));
    const fromAddress = requester.clientHash ? eq(smsCodes.clientHash, requester.clientHash) : sql`false`;
    const [counts] = await tx
      .select({
        lastMine: sql<Date | null>`max(${smsCodes.createdAt}) filter (where ${mine})`.mapWith((value: string | null) =>
          value === null ? null : new Date(value),
        ),
        device: sql<number>`count(*) filter (where ${smsCodes.deviceHash} = ${requester.deviceHash})`.mapWith(Number),
        address: sql<number>`count(*) filter (where ${fromAddress})`.mapWith(Number),
        phone: sql<number>`count(*) filter (where ${smsCodes.e164} = ${input.e164})`.mapWith(Number),
        all: sql<number>`(select count(*) from ${smsCodes} where ${smsCodes.createdAt} > ${since})`.mapWith(Number),
      })
      .from(smsCodes)
      .where(
        and(
          gt(smsCodes.createdAt, since),
          sql`(${smsCodes.e164} = ${input.e164} or ${smsCodes.deviceHash} = ${requester.deviceHash} or ${fromAddress})`,
        ),
      );
    const { lastMine, device, address, phone, all } = counts as Counts;
    if (options.budget.observe(all, now) === 'spent') return { kind: 'budgetSpent' } as const;
    if (lastMine) {
      const waitMs = lastMine.getTime() + RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) return { kind: 'tooSoon', seconds: Math.ceil(waitMs / 1000) } as const;
    }
    if (device >= DAILY_PER_DEVICE) return { kind: 'dailyLimit', by: 'device' } as const;
    if (requester.clientHash && address >= DAILY_PER_ADDRESS) return { kind: 'dailyLimit', by: 'address' } as const;
    if (phone >= DAILY_PER_PHONE && !(await trustedDevice(tx, input.e164, requester.deviceId))) {
      return { kind: 'dailyLimit', by: 'phone' } as const;
    }
    const refusal = await options.check(device > 0 || address > 0);
    if (refusal) return { kind: 'check', refusal } as const;
    const [row] = await tx
      .insert(smsCodes)
      .values({
        e164: input.e164,
        areaCode: input.areaCode,
        phone: input.phone,
        purpose: input.purpose,
        channel: input.channel,
        codeHash: input.codeHash,
        deviceHash: requester.deviceHash,
        clientHash: requester.clientHash,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: smsCodes.id });
    if (!row) throw new Error('sms code insert returned nothing');
    options.budget.observe(all + 1, now);
    return { id: row.id };
  });
}

/** The codes sent by the whole site in the last 24 hours (the budget's figure between sends). */
export async function sentLastDay(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(smsCodes)
    .where(gt(smsCodes.createdAt, new Date(now.getTime() - DAY_MS)));
  return row?.n ?? 0;
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
 * Uses the newest code of the number and device if `codeHash` is its hash. The use is one atomic UPDATE ... WHERE
 * used_at IS NULL ... RETURNING: of two parallel uses exactly one gets the row. A wrong code counts a try (the fifth
 * kills the code). Run it in the transaction that creates the account or session, so a failure there gives the code
 * back.
 */
export async function useCode(
  db: Pick<Database, 'select' | 'update'>,
  input: { e164: string; deviceHash: string; codeHash: string },
  now = new Date(),
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.e164, input.e164), eq(smsCodes.deviceHash, input.deviceHash)))
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
  input: { e164: string; areaCode: string; phone: string; deviceHash: string; codeHash: string },
  now = new Date(),
): Promise<void> {
  await db.insert(smsCodes).values({
    ...input,
    purpose: 'login',
    channel: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
}
