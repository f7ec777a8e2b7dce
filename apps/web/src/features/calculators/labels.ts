import type { useTranslations } from 'use-intl/react';
import type { CbamGroup, PackagingMaterial, VatCountry } from '../../lib/calculators.ts';

/** The translator of the calculators' namespace, as `useTranslations('calculators')` gives it. */
export type CalculatorTexts = ReturnType<typeof useTranslations<'calculators'>>;

/** The names the tools show for the rules' codes: catalogue keys `calculators.labels.*`. */

export const countryName = (t: CalculatorTexts, country: VatCountry): string => t(`labels.countries.${country}`);

export const materialName = (t: CalculatorTexts, material: PackagingMaterial): string =>
  t(`labels.materials.${material}`);

export const cbamGroupName = (t: CalculatorTexts, group: CbamGroup): string => t(`labels.cbamGroups.${group}`);
