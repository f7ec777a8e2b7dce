import { describe, expect, it } from 'vitest';
import { wireMenuEntry as entry } from '../../test/support/wire-menu.ts';
import { BRANDS } from '../brands.ts';
import { menuLinksFromWire, menuStateOf } from './menu-state.ts';

describe('menuLinksFromWire', () => {
  it('lists every entry with a path; a disabled group disables the entries under it', () => {
    const menus = [
      entry(1, '/', true),
      entry(2, null, false, [entry(3, '/ld/videos', true), entry(4, '/ld/problem', true)]),
      entry(5, '/ld/aboutUs', true, [entry(6, '/ld/contactUs', false)]),
      { ...entry(7, '/ld/price', false), delIs: 1 as const },
    ];
    expect(menuLinksFromWire(menus)).toEqual([
      { path: '/', enabled: true },
      { path: '/ld/videos', enabled: false },
      { path: '/ld/problem', enabled: false },
      { path: '/ld/aboutUs', enabled: true },
      { path: '/ld/contactUs', enabled: false },
    ]);
  });
});

describe('menuStateOf', () => {
  it('reads the links as routes of the locale and leaves out external links and unknown paths', () => {
    const state = menuStateOf(BRANDS.EU, 'de', [
      { path: '/de/service#taxService', enabled: false },
      { path: '/en/service', enabled: false },
      { path: 'https://example.com', enabled: false },
      { path: '/insight', enabled: true },
    ]);
    expect(state).toEqual({
      disabled: [{ canonical: '/service', query: [] }],
      enabled: [{ canonical: '/insight', query: [] }],
    });
  });
});
