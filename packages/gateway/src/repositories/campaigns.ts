import type { business } from '@site/contracts';
import type { Database } from '@site/db/client';
import { popupButtons, popupConfigs, posters } from '@site/db/schema';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';

type PosterWire = z.infer<typeof business.posterWire>;
type PopupWire = z.infer<typeof business.popupConfigWire>;

export const listPosters = async (
  db: Database,
  platform: string,
  filter: { module: number; status: number; showPosition: string },
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
 * Adds one view or click per item. Items naming another brand's poster (or none) are
 * ignored; the count of posters that matched is returned.
 */
export const incrPosterCounts = async (
  db: Database,
  platform: string,
  items: { posterId: number; incrViewCount?: 1; incrClickCount?: 1 }[],
): Promise<number> => {
  let matched = 0;
  await db.transaction(async (tx) => {
    for (const item of items) {
      const result = await tx
        .update(posters)
        .set({
          viewCount: sql`${posters.viewCount} + ${item.incrViewCount ?? 0}`,
          clickCount: sql`${posters.clickCount} + ${item.incrClickCount ?? 0}`,
        })
        .where(and(eq(posters.id, item.posterId), eq(posters.platform, platform)));
      matched += result.rowCount ?? 0;
    }
  });
  return matched;
};

/** Activity pop-ups of the brand that are enabled and live now. */
export const listLivePopups = async (db: Database, platform: string, now = new Date()): Promise<PopupWire[]> => {
  const rows = await db
    .select()
    .from(popupConfigs)
    .where(
      and(
        eq(popupConfigs.platform, platform),
        eq(popupConfigs.enabled, true),
        or(isNull(popupConfigs.startAt), lte(popupConfigs.startAt, now)),
        or(isNull(popupConfigs.endAt), gte(popupConfigs.endAt, now)),
      ),
    )
    .orderBy(asc(popupConfigs.sort), asc(popupConfigs.id));
  if (rows.length === 0) return [];
  const buttons = await db
    .select()
    .from(popupButtons)
    .where(
      inArray(
        popupButtons.popupId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(popupButtons.sort), asc(popupButtons.id));
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

/** Counts one display of a pop-up of the brand; false when there is no such pop-up. */
export const incrPopupViews = async (db: Database, platform: string, id: number): Promise<boolean> => {
  const result = await db
    .update(popupConfigs)
    .set({ viewCount: sql`${popupConfigs.viewCount} + 1` })
    .where(and(eq(popupConfigs.id, id), eq(popupConfigs.platform, platform)));
  return (result.rowCount ?? 0) > 0;
};
