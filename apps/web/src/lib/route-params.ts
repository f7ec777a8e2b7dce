import { isPlatform } from '@site/contracts/hosts';
import { notFound } from 'next/navigation';
import { type Brand, brandOf, isLocaleOf, type Locale } from '../brands.ts';

export interface SiteParams {
  platform: string;
  locale: string;
}

/** The brand and locale of an internal route's segments; anything else is a 404. */
export const brandParams = async (params: Promise<SiteParams>): Promise<{ brand: Brand; locale: Locale }> => {
  const { platform, locale } = await params;
  if (!isPlatform(platform)) notFound();
  const brand = brandOf(platform);
  if (!isLocaleOf(brand, locale)) notFound();
  return { brand, locale };
};

const DARK_INK = '#111827';

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** White or dark text, whichever reads better on the given background. */
const inkOn = (background: string): string => {
  const l = luminance(background);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance(DARK_INK) + 0.05) ? '#ffffff' : DARK_INK;
};

/** Theme tokens as CSS custom properties for the document element. */
export const themeStyle = (brand: Brand): Record<string, string> => ({
  '--primary': brand.theme.primary,
  '--primary-dark': brand.theme.primaryDark,
  '--primary-soft': brand.theme.primarySoft,
  '--accent': brand.theme.accent,
  '--accent-ink': inkOn(brand.theme.accent),
  '--font-scale': String(brand.theme.fontScale),
});
