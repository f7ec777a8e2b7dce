import fc from 'fast-check';
import { type Answers, PLATFORMS, TARGET_SITES } from '../src/answers.ts';

/** Answers with defaults: a seller of plain goods (no battery, no trademark) on Amazon in Germany. */
export const answers = (overrides: Partial<Answers> = {}): Answers => {
  const base: Answers = {
    targetSites: ['DE'],
    platforms: ['AMAZON'],
    battery: false,
    powered: false,
    textileOrFurniture: false,
    energyLabelGoods: false,
    trademark: false,
    brandRegistry: false,
    rightsProtection: false,
    ...overrides,
  };
  return consistent(base);
};

/** What the questionnaire implies for hidden questions: battery -> powered; no trademark -> no brand registry... */
export const consistent = (a: Answers): Answers => {
  const brandRegistry = a.trademark && a.brandRegistry;
  return {
    ...a,
    powered: a.powered || a.battery,
    brandRegistry,
    rightsProtection: brandRegistry && a.rightsProtection,
  };
};

/** Every valid set of answers (shared with apps/web's tests as `@site/compliance/testing`). */
export const answersArb: fc.Arbitrary<Answers> = fc
  .record({
    targetSites: fc.uniqueArray(fc.constantFrom(...TARGET_SITES), { minLength: 1, maxLength: TARGET_SITES.length }),
    platforms: fc.uniqueArray(fc.constantFrom(...PLATFORMS), { minLength: 1, maxLength: PLATFORMS.length }),
    battery: fc.boolean(),
    powered: fc.boolean(),
    textileOrFurniture: fc.boolean(),
    energyLabelGoods: fc.boolean(),
    trademark: fc.boolean(),
    brandRegistry: fc.boolean(),
    rightsProtection: fc.boolean(),
  })
  .map(consistent);
