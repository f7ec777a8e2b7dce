import { ipr } from '@site/contracts';
import type { Database } from '@site/db/client';
import { trademarkSearchRecords } from '@site/db/schema';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

type HistoryItem = z.infer<typeof ipr.searchHistoryItemWire>;

/** Whose history: a signed-in user's (kept on the server) or, without one, a device's. */
export type HistoryOwner = { userId: number } | { deviceId: string };

/** The de-duplication key of a searched text: NFKC (full width to half width), lower case, single spaces. */
export const historyKey = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

const t = trademarkSearchRecords;

const ownerCondition = (owner: HistoryOwner): SQL =>
  'userId' in owner
    ? eq(t.userId, owner.userId)
    : (and(isNull(t.userId), eq(t.deviceId, owner.deviceId.toLowerCase())) as SQL);

/** The history of one search type, newest first, at most its limit (15 trademark and oath, 10 category). */
export async function listHistory(db: Database, owner: HistoryOwner, searchType: number): Promise<HistoryItem[]> {
  const rows = await db
    .select({ mark: t.mark, office: t.office, searchType: t.searchType, searchedAt: t.searchedAt })
    .from(t)
    .where(and(ownerCondition(owner), eq(t.searchType, searchType)))
    .orderBy(desc(t.searchedAt), desc(t.id))
    .limit(ipr.historyLimitOf(searchType));
  return rows.map((r) => ({
    markElement: r.mark,
    country: r.office === '' ? null : r.office,
    searchType: r.searchType,
    searchDate: r.searchedAt.toISOString(),
  }));
}

/**
 * Records a search and answers the history: one row per mark key and office (a repeat moves it to the top and keeps
 * the latest spelling), then the owner's entries of that type beyond the limit are deleted, in one transaction.
 * The time is the database's clock_timestamp() (microseconds), so quick repeats keep their order.
 */
export async function recordSearch(
  db: Database,
  owner: HistoryOwner,
  entry: { searchType: number; mark: string; office: string | undefined; platform: string },
): Promise<HistoryItem[]> {
  const limit = ipr.historyLimitOf(entry.searchType);
  await db.transaction(async (tx) => {
    const values = {
      userId: 'userId' in owner ? owner.userId : null,
      deviceId: 'userId' in owner ? null : owner.deviceId.toLowerCase(),
      searchType: entry.searchType,
      mark: entry.mark,
      markKey: historyKey(entry.mark),
      office: entry.office ?? '',
      platform: entry.platform,
      searchedAt: sql`clock_timestamp()`,
    };
    await tx
      .insert(t)
      .values(values)
      .onConflictDoUpdate(
        'userId' in owner
          ? {
              target: [t.userId, t.searchType, t.markKey, t.office],
              targetWhere: sql`${t.userId} is not null`,
              set: { mark: entry.mark, platform: entry.platform, searchedAt: sql`clock_timestamp()` },
            }
          : {
              target: [t.deviceId, t.searchType, t.markKey, t.office],
              targetWhere: sql`${t.userId} is null`,
              set: { mark: entry.mark, platform: entry.platform, searchedAt: sql`clock_timestamp()` },
            },
      );
    const keep = tx
      .select({ id: t.id })
      .from(t)
      .where(and(ownerCondition(owner), eq(t.searchType, entry.searchType)))
      .orderBy(desc(t.searchedAt), desc(t.id))
      .limit(limit);
    await tx
      .delete(t)
      .where(and(ownerCondition(owner), eq(t.searchType, entry.searchType), sql`${t.id} not in (${keep})`));
  });
  return listHistory(db, owner, entry.searchType);
}
