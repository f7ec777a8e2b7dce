import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem, SearchEntry } from '../content/types.ts';
import {
  activeMenuTrail,
  createHoverIntent,
  filterSearch,
  headerOpacity,
  MENU_CLOSE_DELAY_MS,
  MENU_SWITCH_DELAY_MS,
  pageTitleFor,
} from './menu-rules.ts';

const item = (id: number, label: string, href: string | null, children: MenuItem[] = []): MenuItem => ({
  id,
  label,
  link: href ? { href, external: /^https?:/.test(href) } : null,
  typeKey: null,
  description: null,
  free: false,
  children,
  panels: [],
});

const menus: MenuItem[] = [
  item(1, '首页', '/'),
  item(2, '免费试用', null, [
    item(21, '购买指南', '/buyingGuide?id=21'),
    item(22, 'VIES', 'https://ec.europa.eu/vies/'),
  ]),
  item(3, '产品服务', '/ld/price', [item(31, 'VAT税务', '/ld/VAT'), item(32, '海外公司', '/ld/price?service=company')]),
  item(4, '行业洞察', null, [item(41, '政策解读', '/ld/aboutVat/11'), item(42, '平台动态', '/ld/aboutVat/12')]),
  item(5, '帮助中心', '/ld/operation', [item(51, '操作手册', '/ld/operation'), item(52, 'VAT资讯', '/ld/aboutVAT')]),
  item(6, 'Insight', '/en/insight'),
];

describe('activeMenuTrail and pageTitleFor', () => {
  it('finds the entry of the same route, with its parents', () => {
    expect(activeMenuTrail(menus, '/ld/VAT')).toEqual([3, 31]);
    expect(pageTitleFor(menus, '/ld/VAT')).toBe('VAT税务');
  });

  it('treats the home aliases, a trailing slash and letter case as the same route', () => {
    for (const path of ['/', '/ld/homes', '/mdt/homes']) expect(activeMenuTrail(menus, path)).toEqual([1]);
    expect(activeMenuTrail(menus, '/ld/vat/')).toEqual([3, 31]);
    expect(pageTitleFor(menus, '/ld/aboutVat/12')).toBe('平台动态');
  });

  it('prefers an entry without a query of its own, and a section over a child repeating its link', () => {
    expect(activeMenuTrail(menus, '/ld/price')).toEqual([3]);
    expect(activeMenuTrail(menus, '/ld/operation')).toEqual([5]);
    expect(pageTitleFor(menus, '/ld/operation')).toBe('帮助中心');
  });

  it('matches a link with a query when it is the only entry of that route', () => {
    expect(activeMenuTrail(menus, '/buyingGuide')).toEqual([2, 21]);
    expect(pageTitleFor(menus, '/buyingGuide')).toBe('购买指南');
  });

  it('falls back to the longest parent route, never to home', () => {
    expect(activeMenuTrail(menus, '/ld/VAT/details/3')).toEqual([3, 31]);
    expect(activeMenuTrail(menus, '/ld/aboutVAT/5')).toEqual([5, 52]);
    expect(activeMenuTrail(menus, '/no/such/page')).toEqual([]);
    expect(pageTitleFor(menus, '/no/such/page')).toBeNull();
  });

  it('ignores external links', () => {
    expect(activeMenuTrail(menus, '/vies')).toEqual([]);
  });

  it('works with locale-prefixed paths', () => {
    expect(pageTitleFor(menus, '/en/insight')).toBe('Insight');
    expect(pageTitleFor(menus, '/de/insight')).toBeNull();
  });
});

describe('filterSearch', () => {
  const entries: SearchEntry[] = [
    { id: 1, name: '德国VAT注册', link: { href: '/ld/VAT?country=2', external: false } },
    { id: 2, name: 'GPSR欧盟责任人', link: { href: '/ld/ouAgent', external: false } },
    { id: 3, name: '英国VAT注册', link: { href: '/ld/VAT?country=0', external: false } },
  ];

  it('matches names containing the query, ignoring case and surrounding spaces', () => {
    expect(filterSearch(entries, 'vat').map((e) => e.id)).toEqual([1, 3]);
    expect(filterSearch(entries, '  gpsr ').map((e) => e.id)).toEqual([2]);
    expect(filterSearch(entries, '英国').map((e) => e.id)).toEqual([3]);
  });

  it('finds nothing for an empty query or a name no entry has', () => {
    expect(filterSearch(entries, '')).toEqual([]);
    expect(filterSearch(entries, '   ')).toEqual([]);
    expect(filterSearch(entries, '商标')).toEqual([]);
  });
});

describe('headerOpacity', () => {
  it('rises evenly from 0.8 at the top to 1 at 200px, and stays there', () => {
    expect(headerOpacity(0)).toBe(0.8);
    expect(headerOpacity(50)).toBe(0.85);
    expect(headerOpacity(100)).toBe(0.9);
    expect(headerOpacity(200)).toBe(1);
    expect(headerOpacity(1500)).toBe(1);
  });

  it('stays at 0.8 for a negative (overscrolled) position', () => {
    expect(headerOpacity(-40)).toBe(0.8);
  });
});

describe('createHoverIntent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on enter at once and closes 100ms after leave', () => {
    const changes: (string | null)[] = [];
    const intent = createHoverIntent<string>((key) => changes.push(key));
    intent.enter('services');
    expect(changes).toEqual(['services']);
    intent.leave();
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    expect(intent.current()).toBe('services');
    vi.advanceTimersByTime(1);
    expect(intent.current()).toBeNull();
    expect(changes).toEqual(['services', null]);
  });

  it('stays open when the pointer comes back within the delay', () => {
    const onChange = vi.fn();
    const intent = createHoverIntent<string>(onChange);
    intent.enter('services');
    intent.leave();
    vi.advanceTimersByTime(60);
    intent.enter('services');
    vi.advanceTimersByTime(500);
    expect(intent.current()).toBe('services');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('switches to another entry at once', () => {
    const intent = createHoverIntent<string>(() => undefined);
    intent.enter('services');
    intent.leave();
    intent.enter('tools');
    expect(intent.current()).toBe('tools');
    vi.advanceTimersByTime(500);
    expect(intent.current()).toBe('tools');
  });

  it('opens and closes at once with set (keyboard, clicks), dropping a pending close', () => {
    const intent = createHoverIntent<string>(() => undefined);
    intent.enter('services');
    intent.leave();
    intent.set('services');
    vi.advanceTimersByTime(500);
    expect(intent.current()).toBe('services');
    intent.set(null);
    expect(intent.current()).toBeNull();
  });

  it('with an open delay and no close delay: a short pass does not switch, a rest does, leaving keeps it', () => {
    const intent = createHoverIntent<string>(() => undefined, {
      openDelayMs: MENU_SWITCH_DELAY_MS,
      closeDelayMs: null,
    });
    intent.enter('vat');
    vi.advanceTimersByTime(MENU_SWITCH_DELAY_MS - 1);
    expect(intent.current()).toBeNull();
    intent.leave();
    vi.advanceTimersByTime(100);
    expect(intent.current()).toBeNull();
    intent.enter('epr');
    vi.advanceTimersByTime(MENU_SWITCH_DELAY_MS);
    expect(intent.current()).toBe('epr');
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(intent.current()).toBe('epr');
  });

  it('does nothing after dispose', () => {
    const onChange = vi.fn();
    const intent = createHoverIntent<string>(onChange);
    intent.enter('services');
    intent.leave();
    intent.dispose();
    vi.advanceTimersByTime(500);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
