import type { business } from '@site/contracts';
import type { Database } from '@site/db/client';
import { CONTENT_CHANNEL } from '@site/db/content-changes';
import { popupButtons, popupConfigs, posters } from '@site/db/schema';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { childrenOf } from './children.ts';
import { type CountEntry, firstSightings, type Viewer } from './counted-views.ts';

type PosterWire = z.infer<typeof business.posterWire>;
type PopupWire = z.infer<typeof business.popupConfigWire>;

/**
 * A poster that is listed at `now`: not archived and inside its campaign's window, from its start (inclusive) until
 * its end (exclusive, so the moment a boundary passes is the moment the list changes); a null side is open.
 */
const isLivePoster = (now: Date) =>
  and(
    eq(posters.archived, false),
    or(isNull(posters.startAt), lte(posters.startAt, now)),
    or(isNull(posters.endAt), gt(posters.endAt, now)),
  );

export const listPosters = async (
  db: Database,
  platform: string,
  filter: { module: number; status: number; showPosition: string },
  now = new Date(),
): Promise<PosterWire[]> => {
  const rows = await db
    .select()
    .from(posters)
    .where(
      and(
        eq(posters.platform, platform),
        eq(posters.module, filter.module),
        eq(posters.status, filter.status),
        eq(posters.showPosition, filter.showPosition),
        isLivePoster(now),
      ),
    )
    .orderBy(asc(posters.sort), asc(posters.id));
  return rows.map((row) => ({
    posterId: row.id,
    posterImg: row.img,
    showWay: row.showType === 2 ? null : row.link,
    showType: row.showType,
    title: row.title,
  }));
};

/**
 * Announces the brands whose poster list changed by the clock between `since` (exclusive) and `now` (inclusive): a
 * poster that started or ended meanwhile sends `NOTIFY site_content, 'posters:<brand>'`, as a row change does
 * (migration 0010's trigger), so every instance drops that brand's cached pages and reads. The runtime calls it on
 * its 10-second tick with the previous tick's time; returns the brands announced.
 */
export const announcePosterBoundaries = async (db: Database, since: Date, now: Date): Promise<string[]> => {
  if (now.getTime() <= since.getTime()) return [];
  const passed = (column: typeof posters.startAt | typeof posters.endAt) => and(gt(column, since), lte(column, now));
  const rows = await db
    .selectDistinct({ platform: posters.platform })
    .from(posters)
    .where(and(eq(posters.archived, false), or(passed(posters.startAt), passed(posters.endAt))))
    .orderBy(asc(posters.platform));
  for (const { platform } of rows)
    await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${`posters:${platform}`})`);
  return rows.map((r) => r.platform);
};

/**
 * Counts the views and clicks of `items` for `viewer`: each (poster, view or click) at most once per device and
 * day (counted_views), whatever the request repeats. Items naming another brand's poster (or none) are ignored;
 * the number of distinct posters of the brand named is returned (0: none exists).
 */
export const incrPosterCounts = async (
  db: Database,
  platform: string,
  items: { posterId: number; incrViewCount?: 1; incrClickCount?: 1 }[],
  viewer: Viewer,
): Promise<number> => {
  const ids = [...new Set(items.map((item) => item.posterId))];
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: posters.id })
      .from(posters)
      .where(and(inArray(posters.id, ids), eq(posters.platform, platform)));
    const known = new Set(existing.map((row) => row.id));
    if (known.size === 0) return 0;
    const entries: CountEntry[] = items
      .filter((item) => known.has(item.posterId))
      .map((item) => ({ kind: item.incrViewCount ? 'poster-view' : 'poster-click', itemId: item.posterId }));
    const fresh = await firstSightings(tx, entries, viewer);
    const added = new Map<number, { views: number; clicks: number }>();
    for (const entry of fresh) {
      const sum = added.get(entry.itemId) ?? { views: 0, clicks: 0 };
      if (entry.kind === 'poster-view') sum.views += 1;
      else sum.clicks += 1;
      added.set(entry.itemId, sum);
    }
    for (const [id, sum] of added) {
      await tx
        .update(posters)
        .set({
          viewCount: sql`${posters.viewCount} + ${sum.views}`,
          clickCount: sql`${posters.clickCount} + ${sum.clicks}`,
        })
        .where(eq(posters.id, id));
    }
    return known.size;
  });
};

/** A pop-up that is live at `now`: switched on and between its dates. Only live pop-ups are public. */
export const isLivePopup = (now: Date) =>
  and(
    eq(popupConfigs.enabled, true),
    eq(popupConfigs.archived, false),
    or(isNull(popupConfigs.startAt), lte(popupConfigs.startAt, now)),
    or(isNull(popupConfigs.endAt), gte(popupConfigs.endAt, now)),
  );

/** Activity pop-ups of the brand that are enabled and live now. */
export const listLivePopups = async (db: Database, platform: string, now = new Date()): Promise<PopupWire[]> => {
  const rows = await db
    .select()
    .from(popupConfigs)
    .where(and(eq(popupConfigs.platform, platform), isLivePopup(now)))
    .orderBy(asc(popupConfigs.sort), asc(popupConfigs.id));
  return popupWires(db, rows);
};

/** Pop-up rows on the wire, each with its buttons in order. */
export const popupWires = async (db: Database, rows: (typeof popupConfigs.$inferSelect)[]): Promise<PopupWire[]> => {
  if (rows.length === 0) return [];
  const buttons = await childrenOf(db, popupButtons, popupButtons.popupId, rows);
  return rows.map((row) => ({
    id: row.id,
    limitType: row.limitType,
    moduleType: row.moduleType,
    popupBoxTriggerType: row.triggerType,
    triggerPage: row.triggerPage,
    title: row.title,
    titleRichText: row.titleRichText,
    mainImg: row.mainImg,
    iconImg: row.iconImg,
    content: row.content,
    contentRichText: row.contentRichText,
    displayStyle: row.displayStyle,
    imageOptionType: row.imageOptionType,
    imgJumpUrl: row.imgJumpUrl,
    buttonDetailList: buttons
      .filter((b) => b.popupId === row.id)
      .map((b) => ({ buttonName: b.name, buttonUrl: b.url })),
  }));
};

/**
 * Counts one display of a pop-up of the brand for `viewer` (at most once per device and day); false when there is
 * no such pop-up. Not only live ones: a pop-up shown a moment before its end still counts when the count arrives
 * after it, and the answer tells nothing of a campaign but that its id exists.
 */
export const incrPopupViews = async (db: Database, platform: string, id: number, viewer: Viewer): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [popup] = await tx
      .select({ id: popupConfigs.id })
      .from(popupConfigs)
      .where(and(eq(popupConfigs.id, id), eq(popupConfigs.platform, platform)));
    if (!popup) return false;
    const fresh = await firstSightings(tx, [{ kind: 'popup-view', itemId: id }], viewer);
    if (fresh.length > 0) {
      await tx
        .update(popupConfigs)
        .set({ viewCount: sql`${popupConfigs.viewCount} + 1` })
        .where(eq(popupConfigs.id, id));
    }
    return true;
  });
