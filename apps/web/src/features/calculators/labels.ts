import type { useTranslations } from 'use-intl/react';
import type { CbamGroup, PackagingMaterial, VatCountry } from '../../lib/calculators.ts';

/** The translator of the calculators' namespace, as `useTranslations('calculators')` gives it. */
export type CalculatorTexts = ReturnType<typeof useTranslations<'calculators'>>;

/** The names the tools show for the rules' codes: catalogue keys `calculators.labels.*`. */

export const countryName = (t: CalculatorTexts, country: VatCountry): string => t(`labels.countries.${country}`);

export const materialName = (t: CalculatorTexts, material: PackagingMaterial): string =>
  t(`labels.materials.${material}`);

export const cbamGroupName = (t: CalculatorTexts, group: CbamGroup): string => t(`labels.cbamGroups.${group}`);

/**
 * @deprecated The VAT and packaging tools' names until they read `countryName` / `materialName` (the same words,
 * from the catalogue); then these two maps go and this file leaves the literal check's PENDING list.
 */
export const COUNTRY_NAMES: Record<VatCountry, string> = {
  UK: '英国',
  DE: '德国',
  FR: '法国',
  IT: '意大利',
  ES: '西班牙',
  PL: '波兰',
  CZ: '捷克',
  NL: '荷兰',
  AT: '奥地利',
  BE: '比利时',
  SE: '瑞典',
  IE: '爱尔兰',
};

/** @deprecated See COUNTRY_NAMES. */
export const MATERIAL_NAMES: Record<PackagingMaterial, string> = {
  paper: '纸/纸板（PPK）',
  plastics: '塑料',
  glass: '玻璃',
  aluminium: '铝',
  ferrous: '黑色金属（马口铁、钢）',
  composites: '复合材料（如饮料纸盒）',
  other: '其他材料（木、纺织、陶瓷等）',
};
