import type { Brand, Locale } from '../../brands.ts';
import { textsOf } from '../../i18n/translate.ts';

export { isBannerHidden, isRegisterButtonHidden } from './footer-paths.ts';

/**
 * The footer's wording per brand variant (spec section 2: the text differs for SY, REME and MDT), from the catalogue's
 * `footer` namespace, and the registration banner's rules (footer-paths.ts). Company names, filings, contact data and
 * link blocks come from each brand's data; these are the layout's own words around them. Server only.
 */

export type FooterVariant = Brand['footerVariant'];

export interface FooterWording {
  /** The label over the hotline number in the brand column. */
  hotline: string;
  /** A line of the bottom bar under the company and filings (a disclaimer or notice); null for none. */
  notice: string | null;
}

/**
 * The footer wording of a brand's locale: its variant's in simplified Chinese (the variants are written in it, the
 * language of the brands that use them; `footer.variants` of the other locales repeats it, unread), the standard
 * wording otherwise.
 */
export const footerWording = (variant: FooterVariant, locale: Locale): FooterWording => {
  const t = textsOf(locale, 'footer');
  return variant !== 'standard' && locale === 'zh-CN'
    ? { hotline: t(`variants.${variant}.hotline`), notice: t(`variants.${variant}.notice`) }
    : { hotline: t('hotline'), notice: null };
};

/**
 * The line that names the company running the brand, from the brand's own configuration (its companyName, the operator
 * its user agreement names): "由…运营". Brands run from one city read as distinct, accountable firms, each with its own
 * operator beside its address (issue 28). Never a name the data does not give.
 */
export const operatorLine = (locale: Locale, company: string): string | null => {
  const name = company.trim();
  return name ? textsOf(locale, 'footer')('operatedBy', { company: name }) : null;
};
