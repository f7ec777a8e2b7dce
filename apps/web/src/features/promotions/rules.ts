import type { registerAwardWire } from '@site/contracts/business-extra';
import type { z } from 'zod';
import { type PopupWire, popupContentOf } from '../../content/popups.ts';
import { channelCodeOf } from '../../lib/channel.ts';
import { localDay } from '../../lib/display-rules.ts';
import { formatMoney } from '../../lib/money.ts';
import { isHttpUrl } from '../../lib/urls.ts';
import type { PromotionTexts } from './promotion-texts.ts';

/**
 * The promotion widgets' pure rules (spec sections 4, 5 and 9): when the registration guide loads its
 * rewards and how an award reads, the notice modal's once-a-day rule and its config, and the pop-up
 * preview's address and button styles. The home banner pop-up follows the daily display rule of
 * src/lib/display-rules.ts (shared with the activity pop-up). The browser part (calls, dialogs) is
 * promotion-widgets.tsx.
 */

// Registration guide

/** Spec section 4: rewards are not loaded when the query parameter from equals th. */
export const wantsRewards = (search: string): boolean => new URLSearchParams(search).get('from') !== 'th';

/**
 * The channel the rewards are asked for: the query's channelCode or channelNo (spec section 7 names
 * both), else the channel cookies channel tracking keeps (features/channel-tracking); undefined for none.
 */
export const rewardChannel = (search: string, cookies: { channelNo?: string; channelCode?: string }) => {
  const query = new URLSearchParams(search);
  return (
    channelCodeOf(query.get('channelCode')) ??
    channelCodeOf(query.get('channelNo')) ??
    channelCodeOf(cookies.channelNo) ??
    channelCodeOf(cookies.channelCode)
  );
};

/** One award of a registration reward package: the contract's type. */
export type AwardWire = z.infer<typeof registerAwardWire>;

export interface AwardLine {
  /** The award type's name. */
  type: string;
  /** '￥500', '8.5折' or '200积分'. */
  value: string;
  /** '×4', or null for a single one. */
  count: string | null;
  /** The coupon's own text (what it is for, its threshold). */
  text: string;
}

/** discountType of an award (spec section 9): 0 an amount in ￥, 1 a discount rate (折). */
const DiscountType = { amount: 0, rate: 1 } as const;
const BONUS_POINTS = 4;

/** An amount as shown in a reward: whole yuan without decimals, else up to 2 decimals ('￥8.5', '￥12.35'). */
export const formatYuan = (amount: number): string => formatMoney(amount, { trim: true });

export const formatAward = (award: AwardWire, texts: PromotionTexts): AwardLine => {
  const type = texts.awardTypes[award.awardType];
  const value =
    award.awardType === BONUS_POINTS
      ? texts.points.replace('{n}', String(award.awardScore))
      : award.discountType === DiscountType.rate
        ? texts.discountRate(award.awardMoney)
        : formatYuan(award.awardMoney);
  return {
    type,
    value,
    count: award.count > 1 ? texts.count.replace('{n}', String(award.count)) : null,
    text: award.couponTypeText.trim(),
  };
};

// Notice modal (brand merger)

/** The value of remote config `noticeModal` (docs/portal.md, "Promotion widgets' data"). */
export interface NoticeConfig {
  title: string;
  content: string;
  oldBrandName: string;
  newBrandName: string;
  newSiteUrl: string;
  continueLabel: string;
  goLabel: string;
}

const TEXT_FIELDS = ['title', 'content', 'oldBrandName', 'newBrandName', 'continueLabel', 'goLabel'] as const;

/** The notice to show, or null when the value is not an enabled, complete config with an http(s) new site. */
export const noticeFromValue = (value: unknown): NoticeConfig | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.enabled !== true) return null;
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    const text = record[field];
    if (typeof text !== 'string' || !text.trim()) return null;
    texts[field] = text.trim();
  }
  const url = typeof record.newSiteUrl === 'string' ? record.newSiteUrl.trim() : '';
  if (!isHttpUrl(url)) return null;
  return { ...(texts as Omit<NoticeConfig, 'newSiteUrl'>), newSiteUrl: url };
};

/** What the notice modal stores: the local day it last showed, or that it is never to show again. */
type NoticeRecord = { day: string } | { never: true };

/**
 * Spec sections 4 and 9: once per calendar day, never again once 'do not show again' was ticked.
 * Stored data that cannot be read means it is not shown (like the daily rule).
 */
export const noticeMayShow = (stored: string | null, now: number): boolean => {
  if (stored === null) return true;
  try {
    const value = JSON.parse(stored) as Partial<{ day: unknown; never: unknown }> | null;
    if (typeof value !== 'object' || value === null) return false;
    if (value.never === true) return false;
    return typeof value.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.day) && value.day < localDay(now);
  } catch {
    return false;
  }
};

export const recordNotice = (now: number, never: boolean): string =>
  JSON.stringify((never ? { never: true } : { day: localDay(now) }) satisfies NoticeRecord);

// Pop-up preview

/** The query parameter that opens a pop-up config in preview on any default-layout page (docs/decisions.md). */
export const PREVIEW_PARAM = 'popupPreview';
/** The preview link's signed, expiring token (`npm run popup:preview`), which opens a pop-up that is not live. */
export const PREVIEW_TOKEN_PARAM = 'previewToken';

export interface PreviewRequest {
  id: number;
  /** Null: no token, only a live pop-up opens. The gateway judges a token; the page only carries it. */
  token: string | null;
}

/** The pop-up to preview, or null when the query names none (or not a positive integer). */
export const previewOf = (search: string): PreviewRequest | null => {
  const query = new URLSearchParams(search);
  const raw = query.get(PREVIEW_PARAM)?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  const token = query.get(PREVIEW_TOKEN_PARAM)?.trim() || null;
  return id > 0 ? { id, token } : null;
};

export interface PreviewButton {
  label: string;
  /** A site path or an http(s) address; null for a button that only closes. */
  url: string | null;
  primary: boolean;
}

export interface PopupPreview {
  id: number;
  title: string;
  text: string;
  image: string | null;
  /** Where a click on the image goes (imageOptionType 1), or null. */
  imageUrl: string | null;
  /** displayStyle 2: the image is the whole pop-up. */
  imageOnly: boolean;
  buttons: PreviewButton[];
}

/**
 * A pop-up config as its preview shows it, whatever its module, dates or limit type (an operator
 * checks a config before it goes live); null when it has nothing to show.
 */
export const previewFromWire = (wire: PopupWire): PopupPreview | null => {
  const content = popupContentOf(wire);
  const imageOnly = content.imageOnlyStyle && content.image !== null;
  const buttons = imageOnly
    ? []
    : content.buttons.map(({ label, link, primary }) => ({ label, url: link?.href ?? null, primary }));
  if (!content.image && !content.title && !content.text && buttons.length === 0) return null;
  return {
    id: content.id,
    title: content.title,
    text: content.text,
    image: content.image?.href ?? null,
    imageUrl: content.imageLink?.href ?? null,
    imageOnly,
    buttons,
  };
};
