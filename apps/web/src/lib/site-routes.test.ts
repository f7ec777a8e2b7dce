import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands.ts';
import { homePath, internalPath, isInternalPath, resolveRoute } from './site-routes.ts';

describe('resolveRoute', () => {
  it('sends / and /ld/homes of a brand to its home in its own locale', () => {
    expect(resolveRoute('00', '/')).toBe('/site/00/zh-CN');
    expect(resolveRoute('00', '/ld/homes')).toBe('/site/00/zh-CN');
    expect(resolveRoute('10', '/')).toBe('/site/10/zh-TW');
  });

  it('serves the English/German variant per locale prefix, English by default', () => {
    expect(resolveRoute('EU', '/')).toBe('/site/EU/en');
    expect(resolveRoute('EU', '/en')).toBe('/site/EU/en');
    expect(resolveRoute('EU', '/de')).toBe('/site/EU/de');
    expect(resolveRoute('EU', '/de/ld/homes')).toBe('/site/EU/de');
  });

  it('has no route for other paths or for locale prefixes a brand does not use', () => {
    expect(resolveRoute('00', '/ld/VAT')).toBeUndefined();
    expect(resolveRoute('00', '/en')).toBeUndefined();
    expect(resolveRoute('EU', '/fr')).toBeUndefined();
  });
});

describe('internal paths', () => {
  it('are recognised so the proxy can hide them', () => {
    expect(isInternalPath(internalPath('01', 'zh-CN'))).toBe(true);
    expect(isInternalPath('/site')).toBe(true);
    expect(isInternalPath('/sites')).toBe(false);
    expect(isInternalPath('/')).toBe(false);
  });
});

describe('homePath', () => {
  it('is the locale prefix where a brand uses one', () => {
    expect(homePath(BRANDS['00'], 'zh-CN')).toBe('/');
    expect(homePath(BRANDS.EU, 'en')).toBe('/en');
    expect(homePath(BRANDS.EU, 'de')).toBe('/de');
  });
});
