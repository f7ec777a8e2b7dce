import type { Locale } from '../../brands.ts';

/**
 * The promotion widgets' own words in each language of the site (the campaign texts themselves come
 * from the database). Loaded with the widgets' chunk, after the page is idle: nothing of it is in
 * the page's HTML or first-load JavaScript.
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
  /** discountType 1: a discount rate, {n} the rate as configured (8.5 = 8.5折). */
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

const zhRate = (rate: number) => `${rate}折`;

const TEXTS: Record<Locale, PromotionTexts> = {
  'zh-CN': {
    close: '关闭',
    guideOpen: '领取注册礼包',
    guideTitle: '新用户注册礼包',
    guideLead: '注册账号即可领取以下奖励，优惠券在个人中心查看。',
    guidePackage: '礼包{n}',
    guideRegister: '立即注册领取',
    awardTypes: ['优惠券', '优惠券包', '服务券', '满减券', '奖励积分'],
    discountRate: zhRate,
    points: '{n}积分',
    count: '×{n}',
    bannerLabel: '活动海报',
    noticeNever: '不再提示',
    previewLabel: '弹窗预览',
  },
  'zh-TW': {
    close: '關閉',
    guideOpen: '領取註冊禮包',
    guideTitle: '新用戶註冊禮包',
    guideLead: '註冊帳號即可領取以下獎勵，優惠券可在個人中心查看。',
    guidePackage: '禮包{n}',
    guideRegister: '立即註冊領取',
    awardTypes: ['優惠券', '優惠券包', '服務券', '滿減券', '獎勵積分'],
    discountRate: zhRate,
    points: '{n}積分',
    count: '×{n}',
    bannerLabel: '活動海報',
    noticeNever: '不再提示',
    previewLabel: '彈窗預覽',
  },
  en: {
    close: 'Close',
    guideOpen: 'Claim your sign-up gift',
    guideTitle: 'Sign-up gift for new users',
    guideLead: 'Create an account to receive these rewards; your coupons appear in your account.',
    guidePackage: 'Package {n}',
    guideRegister: 'Sign up and claim',
    awardTypes: ['Coupon', 'Coupon pack', 'Service coupon', 'Spend-and-save coupon', 'Bonus points'],
    discountRate: (rate) => `${Math.round((10 - rate) * 10)}% off`,
    points: '{n} points',
    count: '×{n}',
    bannerLabel: 'Campaign poster',
    noticeNever: 'Do not show again',
    previewLabel: 'Pop-up preview',
  },
  de: {
    close: 'Schließen',
    guideOpen: 'Willkommensgeschenk sichern',
    guideTitle: 'Willkommensgeschenk für neue Kunden',
    guideLead: 'Registrieren Sie sich und erhalten Sie diese Prämien; Ihre Gutscheine finden Sie in Ihrem Konto.',
    guidePackage: 'Paket {n}',
    guideRegister: 'Registrieren und sichern',
    awardTypes: ['Gutschein', 'Gutscheinpaket', 'Servicegutschein', 'Mindestbestellwert-Rabatt', 'Bonuspunkte'],
    discountRate: (rate) => `${Math.round((10 - rate) * 10)} % Rabatt`,
    points: '{n} Punkte',
    count: '×{n}',
    bannerLabel: 'Aktionsposter',
    noticeNever: 'Nicht mehr anzeigen',
    previewLabel: 'Pop-up-Vorschau',
  },
};

export const promotionTexts = (locale: Locale): PromotionTexts => TEXTS[locale];
