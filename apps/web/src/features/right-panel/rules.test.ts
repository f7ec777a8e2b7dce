import { describe, expect, it } from 'vitest';
import type { PanelItem, RightPanelData } from '../../content/types.ts';
import { BACK_TO_TOP_AFTER_PX, panelEntries, showBackToTop } from './rules.ts';

describe('showBackToTop', () => {
  it('shows after 30 px of scroll', () => {
    expect(BACK_TO_TOP_AFTER_PX).toBe(30);
    expect(showBackToTop(0)).toBe(false);
    expect(showBackToTop(30)).toBe(false);
    expect(showBackToTop(31)).toBe(true);
    expect(showBackToTop(2000)).toBe(true);
  });
});

const item = (id: number, contact: boolean): PanelItem => ({
  id,
  name: `item ${id}`,
  icon: 'chat',
  activeIcon: null,
  hoverImage: null,
  link: contact ? { href: '/ld/contactUs', external: false } : null,
  contact,
});

const data = (items: PanelItem[]): RightPanelData => ({
  items,
  more: {
    title: 'more',
    items: [
      {
        kind: 'contactUs',
        label: 'contact',
        text: null,
        note: null,
        link: { href: '/ld/contactUs', external: false },
        qr: null,
      },
      {
        kind: 'contactUs',
        label: 'mail',
        text: 'a@b.cn',
        note: null,
        link: { href: 'mailto:a@b.cn', external: false },
        qr: null,
      },
      { kind: 'preSaleTelephone', label: 'phone', text: '400-1', note: null, link: null, qr: null },
    ],
  },
  compliance: true,
});

describe('panelEntries', () => {
  it('keeps contact entries where the brand has contact-us', () => {
    const entries = panelEntries(data([item(1, false), item(2, true)]), { contactUs: true });
    expect(entries.items.map((i) => i.id)).toEqual([1, 2]);
    expect(entries.contactFallback).toBe(false);
    expect(entries.more?.items).toHaveLength(3);
  });

  it('drops contact-page entries where the brand has none, but keeps other ways to reach it', () => {
    const entries = panelEntries(data([item(1, false), item(2, true)]), { contactUs: false });
    expect(entries.items.map((i) => i.id)).toEqual([1]);
    expect(entries.contactFallback).toBe(false);
    expect(entries.more?.items.map((i) => i.label)).toEqual(['mail', 'phone']);
  });

  it('adds a contact-us entry where the brand has it and the data brings none', () => {
    expect(panelEntries(data([item(1, false)]), { contactUs: true }).contactFallback).toBe(true);
  });

  it('has no more panel without items', () => {
    expect(panelEntries({ items: [], more: null, compliance: false }, { contactUs: true }).more).toBeNull();
  });
});
