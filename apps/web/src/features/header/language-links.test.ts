import { describe, expect, it } from 'vitest';
import { switchLocalePath } from './language-links.ts';

describe('switchLocalePath', () => {
  const prefixed = ['en', 'de'];

  it('keeps the page and swaps the locale prefix', () => {
    expect(switchLocalePath('/en/compliance_service_epr', prefixed, 'de')).toBe('/de/compliance_service_epr');
    expect(switchLocalePath('/de/news/301', prefixed, 'en')).toBe('/en/news/301');
    expect(switchLocalePath('/en', prefixed, 'de')).toBe('/de');
  });

  it("goes to the target locale's home from a page without a prefix", () => {
    expect(switchLocalePath('/', prefixed, 'de')).toBe('/de');
    expect(switchLocalePath('/design_for_recycling', prefixed, 'en')).toBe('/en');
  });
});
