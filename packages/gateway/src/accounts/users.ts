/** Accounts: find by number (E.164), create with a unique merchant number, set a password, the workbench's reads. */
import { randomInt } from 'node:crypto';
import type { system } from '@site/contracts';
import type { Database } from '@site/db/client';
import { contactMessages, questionnaireReports, trademarkSearchRecords, users } from '@site/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { columnsOf } from '../columns.ts';
import { maskPhone } from '../repositories/sessions.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
type UserRow = typeof users.$inferSelect;

export async function findUserByE164(db: Db, e164: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.e164, e164));
  return row ?? null;
}

/** 'M' + the China calendar day (yyyymmdd) + 6 random digits, e.g. M20261125048213. */
const newMercNo = (now = new Date()): string => {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `M${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
};

export interface NewUser {
  e164: string;
  /** The country calling code. */
  areaCode: string;
  /** The national number. */
  phone: string;
  platform: string;
  passwordHash: string | null;
  channelNo: string | null;
  pointType: string | null;
  intoWay: string | null;
  /** The report whose result page the registration came from. */
  entryReportId: string | null;
  deviceId: string;
}

/**
 * Creates the account; null when the phone is registered already (also when another registration won a race).
 * A merchant number that exists already is drawn again (ON CONFLICT DO NOTHING keeps the transaction usable).
 */
export async function createUser(db: Db, input: NewUser, now = new Date()): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await db
      .insert(users)
      .values({ ...input, mercNo: newMercNo(now), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (await findUserByE164(db, input.e164)) return null;
  }
  throw new Error('no free merchant number after 8 draws');
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

type Workbench = z.infer<typeof system.workbenchWire>;

const LIST_LIMIT = 50;

/** A select of a user's own rows (the owner column), newest first, at most LIST_LIMIT. */
const newestOf = <Q extends PgSelect>(query: Q, owner: AnyPgColumn, newest: AnyPgColumn, userId: number) =>
  query.where(eq(owner, userId)).orderBy(desc(newest)).limit(LIST_LIMIT);

/** The user's own reports, searches and contacts (newest first, 50 each) and account details; nobody else's. */
export async function workbenchOf(db: Database, user: UserRow): Promise<Workbench> {
  const [reports, searches, contacts] = await Promise.all([
    newestOf(
      db
        .select({
          ...columnsOf(questionnaireReports, ['id', 'createdAt']),
          markets: sql<{ country: string; label: string }[]>`coalesce((
          select jsonb_agg(jsonb_build_object('country', m->>'country', 'label', m->>'label'))
          from jsonb_array_elements(case when jsonb_typeof(${questionnaireReports.report}->'markets') = 'array'
            then ${questionnaireReports.report}->'markets' else '[]'::jsonb end) m
        ), '[]'::jsonb)`,
        })
        .from(questionnaireReports)
        .$dynamic(),
      questionnaireReports.userId,
      questionnaireReports.createdAt,
      user.id,
    ),
    newestOf(
      db
        .select(columnsOf(trademarkSearchRecords, ['searchType', 'mark', 'office', 'searchedAt']))
        .from(trademarkSearchRecords)
        .$dynamic(),
      trademarkSearchRecords.userId,
      trademarkSearchRecords.searchedAt,
      user.id,
    ),
    newestOf(
      db
        .select(columnsOf(contactMessages, ['id', 'subject', 'content', 'createdAt']))
        .from(contactMessages)
        .$dynamic(),
      contactMessages.userId,
      contactMessages.createdAt,
      user.id,
    ),
  ]);
  return {
    account: {
      mercNo: user.mercNo,
      phone: maskPhone(user.phone),
      areaCode: user.areaCode,
      platform: user.platform,
      channelNo: user.channelNo,
      entry: { pointType: user.pointType, intoWay: user.intoWay, reportId: user.entryReportId },
      createdAt: user.createdAt.toISOString(),
      hasPassword: user.passwordHash !== null,
    },
    reports: reports.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      markets: (r.markets ?? []).map((m) => ({ country: m.country ?? '', label: m.label ?? '' })),
    })),
    searches: searches.map((s) => ({ ...s, searchedAt: s.searchedAt.toISOString() })),
    contacts: contacts.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
