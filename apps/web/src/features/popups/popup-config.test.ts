import { describe, expect, it } from 'vitest';
import { isPrimaryButton } from '../../content/popups.ts';
import { richTextToPlain } from '../../lib/html-text.ts';
import { matchesTriggerPage, normalisePath, popupFromWire } from './popup-config.ts';

type Wire = Parameters<typeof popupFromWire>[0];

const wire = (overrides: Partial<Wire> = {}): Wire => ({
  id: 7,
  limitType: 0,
  moduleType: 1,
  popupBoxTriggerType: 1,
  triggerPage: '/',
  title: '双12合规节',
  titleRichText: null,
  mainImg: '/campaign/ost-double12-2026.svg',
  iconImg: null,
  content: '第一行\n第二行',
  contentRichText: null,
  displayStyle: 1,
  imageOptionType: 1,
  imgJumpUrl: '/ld/price',
  buttonDetailList: [
    { buttonName: '立即抢购', buttonUrl: '/ld/price' },
    { buttonName: '咨询顾问', buttonUrl: 'https://example.com/contact' },
  ],
  ...overrides,
});

describe('popupFromWire', () => {
  it('translates the wire names', () => {
    expect(popupFromWire(wire())).toEqual({
      id: 7,
      limitType: 0,
      triggerPath: '/',
      title: '双12合规节',
      text: '第一行\n第二行',
      image: { src: '/campaign/ost-double12-2026.svg', link: { href: '/ld/price', external: false } },
      imageOnly: false,
      buttons: [
        { label: '立即抢购', link: { href: '/ld/price', external: false }, primary: false },
        { label: '咨询顾问', link: { href: 'https://example.com/contact', external: true }, primary: true },
      ],
    });
  });

  it('shows only the official-website module (moduleType 1)', () => {
    expect(popupFromWire(wire({ moduleType: 2 }))).toBeNull();
    expect(popupFromWire(wire({ moduleType: 0 }))).toBeNull();
  });

  it('rejects configs that are not valid', () => {
    expect(popupFromWire(wire({ id: 0 }))).toBeNull();
    expect(popupFromWire(wire({ limitType: 5 }))).toBeNull();
    expect(popupFromWire(wire({ displayStyle: 3 }))).toBeNull();
    expect(popupFromWire(wire({ displayStyle: 2, mainImg: null }))).toBeNull();
    expect(popupFromWire(wire({ mainImg: 'javascript:alert(1)', title: null, content: null }))).toBeNull();
  });

  it('links the image only with imageOptionType 1', () => {
    expect(popupFromWire(wire({ imageOptionType: 0 }))?.image).toEqual({
      src: '/campaign/ost-double12-2026.svg',
      link: null,
    });
  });

  it('shows the image alone with displayStyle 2', () => {
    const popup = popupFromWire(wire({ displayStyle: 2 }));
    expect(popup?.imageOnly).toBe(true);
    expect(popup?.buttons).toEqual([]);
  });

  it('reads the rich-text fields as text when the plain ones are empty', () => {
    const popup = popupFromWire(
      wire({
        title: null,
        titleRichText: '<p><strong>限时</strong>优惠</p>',
        content: '',
        contentRichText: '<p>a &amp; b<br>c</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    );
    expect(popup?.title).toBe('限时优惠');
    expect(popup?.text).toBe('a & b\nc');
  });

  it('keeps buttons without a link, drops nameless ones, and styles the rest', () => {
    const popup = popupFromWire(
      wire({
        buttonDetailList: [
          { buttonName: '知道了', buttonUrl: null },
          { buttonName: ' ', buttonUrl: '/x' },
        ],
      }),
    );
    expect(popup?.buttons).toEqual([{ label: '知道了', link: null, primary: true }]);
  });

  it('normalises the trigger page', () => {
    expect(popupFromWire(wire({ triggerPage: null }))?.triggerPath).toBeNull();
    expect(popupFromWire(wire({ triggerPage: '  ' }))?.triggerPath).toBeNull();
    expect(popupFromWire(wire({ triggerPage: '/ld/CBAM/' }))?.triggerPath).toBe('/ld/cbam');
    expect(popupFromWire(wire({ triggerPage: '/en/service' }), '/en')?.triggerPath).toBe('/service');
  });
});

describe('button styles (spec section 4, pop-up preview)', () => {
  it('makes a single button primary', () => {
    expect(isPrimaryButton(0, 1)).toBe(true);
  });

  it('makes every second button primary', () => {
    expect([0, 1, 2, 3].map((i) => isPrimaryButton(i, 4))).toEqual([false, true, false, true]);
  });
});

describe('trigger pages', () => {
  it('treats the home aliases, trailing slashes, queries and case alike', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/ld/homes')).toBe('/');
    expect(normalisePath('/ld/CBAM/?from=ad#top')).toBe('/ld/cbam');
    expect(normalisePath('https://www.example.com/ld/price')).toBe('/ld/price');
    expect(normalisePath('/en', '/en')).toBe('/');
    expect(normalisePath('/en/service', '/en')).toBe('/service');
    expect(normalisePath('/english', '/en')).toBe('/english');
  });

  it('matches the current page, or every page when none is set', () => {
    expect(matchesTriggerPage({ triggerPath: null }, '/ld/price')).toBe(true);
    expect(matchesTriggerPage({ triggerPath: '/ld/cbam' }, normalisePath('/ld/CBAM'))).toBe(true);
    expect(matchesTriggerPage({ triggerPath: '/ld/cbam' }, normalisePath('/ld/price'))).toBe(false);
    expect(matchesTriggerPage({ triggerPath: '/' }, normalisePath('/ld/homes'))).toBe(true);
  });
});

describe('richTextToPlain', () => {
  it('decodes entities and keeps paragraph breaks', () => {
    expect(richTextToPlain('<p>一&nbsp;二</p><p>&lt;三&gt; &#x4E2D;&#25991;</p>')).toBe('一 二\n<三> 中文');
  });
});
