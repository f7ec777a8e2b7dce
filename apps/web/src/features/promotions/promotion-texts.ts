import type { Locale } from '../../brands.ts';
import type { Texts } from '../../i18n/translate.ts';

/**
 * The promotion widgets' own words (the campaign texts themselves come from the database), from the catalogue's
 * `promotions` namespace: on the server through texts.ts, in the browser through the <Texts> around the island
 * (promotions.tsx). Client-safe: it reads no catalogue itself.
 */

export interface PromotionTexts {
  close: string;
  /** The floating gift icon's name. */
  guideOpen: string;
  guideTitle: string;
  guideLead: string;
  /** A package's heading when there are several: {n} is its number. */
  guidePackage: string;
  guideRegister: string;
  /** Names of award types 0-4 (spec section 3: coupons, coupon package, service coupon, full reduction, bonus points). */
  awardTypes: readonly [string, string, string, string, string];
  /** discountType 1: a discount rate as configured (8.5 = 8.5折; 15% off in English). */
  discountRate: (rate: number) => string;
  /** Bonus points: {n} points. */
  points: string;
  /** How many of an award: {n}. */
  count: string;
  /** The home banner pop-up's name when the poster has no title. */
  bannerLabel: string;
  /** The 'do not show again' box of the notice modal (不再提示). */
  noticeNever: string;
  /** The name of a pop-up opened in preview. */
  previewLabel: string;
}

/** A rate as the locale writes it: the rate itself in Chinese (8.5折), the percentage off elsewhere (15% off). */
const rateShown = (locale: Locale, rate: number): string =>
  locale === 'zh-CN' || locale === 'zh-TW' ? String(rate) : String(Math.round((10 - rate) * 10));

/** The widgets' words from the namespace's translator; the {n} templates stay raw, filled by the widgets and rules. */
export const promotionTextsOf = (t: Texts<'promotions'>, locale: Locale): PromotionTexts => ({
  close: t('close'),
  guideOpen: t('guideOpen'),
  guideTitle: t('guideTitle'),
  guideLead: t('guideLead'),
  guidePackage: t.raw('guidePackage'),
  guideRegister: t('guideRegister'),
  awardTypes: [
    t('awardTypes.coupon'),
    t('awardTypes.couponPack'),
    t('awardTypes.serviceCoupon'),
    t('awardTypes.fullReduction'),
    t('awardTypes.bonusPoints'),
  ],
  discountRate: (rate) => t('discountRate', { rate: rateShown(locale, rate) }),
  points: t.raw('points'),
  count: t.raw('count'),
  bannerLabel: t('bannerLabel'),
  noticeNever: t('noticeNever'),
  previewLabel: t('previewLabel'),
});
