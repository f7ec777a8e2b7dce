import type { business, businessExtra } from '@site/contracts';
import type { Database } from '@site/db/client';
import { channelCodes, popupConfigs, posters, registerAwardPackages, registerAwards } from '@site/db/schema';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLivePopup, listLivePopups, popupWires } from './campaigns.ts';
import { childrenOf } from './children.ts';
import { firstSightings, type Viewer } from './counted-views.ts';

/**
 * The reads and counters of the promotion widgets: the official pop-up box and a pop-up's config (with its preview
 * counters), the poster of a show position, the registration guide's reward packages and a channel's page config.
 */

type PopupWire = z.infer<typeof business.popupConfigWire>;
type PosterWire = z.infer<typeof business.posterWire>;
type AwardPackageWire = z.infer<typeof businessExtra.registerAwardPackageWire>;
type ChannelPageConfigWire = z.infer<typeof businessExtra.channelPageConfigWire>;

/** The official-website module of pop-up configs (moduleType 1, spec section 4 'Activity pop-up'). */
const OFFICIAL_MODULE = 1;

/** The brand's current official-website pop-up: the first live one of module 1 (by sort), or null. */
export const currentPopup = async (db: Database, platform: string, now = new Date()): Promise<PopupWire | null> =>
  (await listLivePopups(db, platform, now)).find((popup) => popup.moduleType === OFFICIAL_MODULE) ?? null;

/**
 * Which pop-ups a call may see: those live at a time (anyone), or any (a verified preview shows a config before it
 * goes live).
 */
export type PopupScope = { liveAt: Date } | 'any';

const popupOf = (platform: string, id: number, scope: PopupScope) =>
  and(
    eq(popupConfigs.id, id),
    eq(popupConfigs.platform, platform),
    scope === 'any' ? undefined : isLivePopup(scope.liveAt),
  );

/** One pop-up config of the brand by id within the scope, or null (none, or not live: not told apart). */
export const findPopup = async (
  db: Database,
  platform: string,
  id: number,
  scope: PopupScope,
): Promise<PopupWire | null> => {
  const rows = await db
    .select()
    .from(popupConfigs)
    .where(popupOf(platform, id, scope));
  const [wire] = await popupWires(db, rows);
  return wire ?? null;
};

/**
 * Counts a view or a click of a pop-up of the brand within the scope for `viewer`: at most once per device and day
 * (counted_views, the same 'popup-view' the display counter counts), so a repeated request adds nothing. False when
 * the brand has no such pop-up in the scope.
 */
export const recordPopup = async (
  db: Database,
  platform: string,
  id: number,
  what: 'view' | 'click',
  viewer: Viewer,
  scope: PopupScope,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [popup] = await tx
      .select({ id: popupConfigs.id })
      .from(popupConfigs)
      .where(popupOf(platform, id, scope));
    if (!popup) return false;
    const fresh = await firstSightings(
      tx,
      [{ kind: what === 'view' ? 'popup-view' : 'popup-click', itemId: id }],
      viewer,
    );
    if (fresh.length > 0) {
      await tx
        .update(popupConfigs)
        .set(
          what === 'view'
            ? { viewCount: sql`${popupConfigs.viewCount} + 1` }
            : { clickCount: sql`${popupConfigs.clickCount} + 1` },
        )
        .where(eq(popupConfigs.id, id));
    }
    return true;
  });

/** The live poster (status 1) of one show position of the brand: the first by sort, or null. */
export const posterAt = async (db: Database, platform: string, showPosition: string): Promise<PosterWire | null> => {
  const [row] = await db
    .select()
    .from(posters)
    .where(and(eq(posters.platform, platform), eq(posters.status, 1), eq(posters.showPosition, showPosition)))
    .orderBy(asc(posters.sort), asc(posters.id))
    .limit(1);
  if (!row) return null;
  return {
    posterId: row.id,
    posterImg: row.img,
    showWay: row.showType === 2 ? null : row.link,
    showType: row.showType,
    title: row.title,
  };
};

/**
 * A channel's landing-page texts, kept in channel_codes.meta (operators' content). Every field is optional: a
 * channel without meta has a config of nulls that shows the reward packages.
 */
const channelMetaSchema = z.object({
  title: z.string().nullish(),
  subtitle: z.string().nullish(),
  bannerImg: z.string().nullish(),
  buttonText: z.string().nullish(),
  buttonUrl: z.string().nullish(),
  showRegisterAward: z.boolean().optional(),
});

/** An enabled channel code the brand may use (its own, or one of every brand), or undefined. */
const channelOf = async (db: Database, platform: string, channelNo: string) => {
  const [row] = await db
    .select()
    .from(channelCodes)
    .where(
      and(
        eq(channelCodes.code, channelNo),
        eq(channelCodes.enabled, true),
        or(isNull(channelCodes.platform), eq(channelCodes.platform, platform)),
      ),
    );
  return row;
};

/**
 * The page config of a channel of the brand, or null for a channel that is unknown, disabled or another brand's.
 * Meta that does not parse (an operator's typo) is read as none, and `log` says so.
 */
export const channelPageConfig = async (
  db: Database,
  platform: string,
  channelNo: string,
  log: (message: string) => void = () => {},
): Promise<ChannelPageConfigWire | null> => {
  const row = await channelOf(db, platform, channelNo);
  if (!row) return null;
  const parsed = channelMetaSchema.safeParse(row.meta ?? {});
  if (!parsed.success) log(`[gateway] channel_codes.meta of ${row.code} is not a page config; read as empty`);
  const meta = parsed.success ? parsed.data : {};
  return {
    channelNo: row.code,
    channelName: row.name,
    title: meta.title ?? null,
    subtitle: meta.subtitle ?? null,
    bannerImg: meta.bannerImg ?? null,
    buttonText: meta.buttonText ?? null,
    buttonUrl: meta.buttonUrl ?? null,
    showRegisterAward: meta.showRegisterAward ?? true,
  };
};

/** The coupon kinds of spec section 3: a row with another award type (an operator's typo) is left out. */
const isAwardType = (value: number): value is 0 | 1 | 2 | 3 | 4 => Number.isInteger(value) && value >= 0 && value <= 4;

/**
 * The registration guide's reward packages of the brand: the enabled packages of every channel (channel_no null)
 * and those of the given channel, in order, each with its awards in order. A channel whose page config turns the
 * rewards off (showRegisterAward false) gets none; an unknown channel gets the packages of every channel.
 */
export const registerAwardsFor = async (
  db: Database,
  platform: string,
  channelNo: string | undefined,
): Promise<AwardPackageWire[]> => {
  if (channelNo) {
    const config = await channelPageConfig(db, platform, channelNo);
    if (config && !config.showRegisterAward) return [];
  }
  const packages = await db
    .select({ id: registerAwardPackages.id, platform: registerAwardPackages.platform })
    .from(registerAwardPackages)
    .where(
      and(
        eq(registerAwardPackages.platform, platform),
        eq(registerAwardPackages.enabled, true),
        channelNo
          ? or(isNull(registerAwardPackages.channelNo), eq(registerAwardPackages.channelNo, channelNo))
          : isNull(registerAwardPackages.channelNo),
      ),
    )
    .orderBy(asc(registerAwardPackages.sort), asc(registerAwardPackages.id));
  if (packages.length === 0) return [];
  const awards = await childrenOf(db, registerAwards, registerAwards.packageId, packages);
  return packages
    .map((pack) => ({
      platform: pack.platform,
      awardList: awards
        .filter((award) => award.packageId === pack.id)
        .flatMap((award) => (isAwardType(award.awardType) ? [{ ...award, awardType: award.awardType }] : []))
        .map((award) => ({
          awardType: award.awardType,
          discountType: award.discountType,
          awardMoney: award.awardMoney,
          count: award.count,
          awardScore: award.awardScore,
          couponTypeText: award.couponTypeText,
        })),
    }))
    .filter((pack) => pack.awardList.length > 0);
};
