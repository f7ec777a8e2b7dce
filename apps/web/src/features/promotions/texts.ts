import type { Locale } from '../../brands.ts';
import { textsOf } from '../../i18n/translate.ts';
import { type PromotionTexts, promotionTextsOf } from './promotion-texts.ts';

/** The promotion widgets' words of a locale, for server code and tests (the widgets read them from <Texts>). */
export const promotionTexts = (locale: Locale): PromotionTexts =>
  promotionTextsOf(textsOf(locale, 'promotions'), locale);
