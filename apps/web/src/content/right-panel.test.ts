import { describe, expect, it } from 'vitest';
import { isContactPage, moreItemFromWire, panelItemFromWire, rightPanelFromWire } from './right-panel.ts';

const suspended = {
  id: 7,
  typeValueOne: '在线客服',
  typeValueTow: 'chat',
  typeValueThree: 'chat',
  typeValueFour: 'qr:https://work.weixin.qq.com/kfid/x',
  linkUrl: null,
};

describe('panelItemFromWire', () => {
  it('maps name, icons, hover image and link', () => {
    expect(panelItemFromWire(suspended)).toEqual({
      id: 7,
      name: '在线客服',
      icon: 'chat',
      activeIcon: null,
      hoverImage: { kind: 'qr', text: 'https://work.weixin.qq.com/kfid/x' },
      link: null,
      contact: false,
    });
    expect(
      panelItemFromWire({
        ...suspended,
        typeValueThree: 'gift',
        typeValueFour: '/images/618.png',
        linkUrl: '/land618',
      }),
    ).toMatchObject({
      activeIcon: 'gift',
      hoverImage: { kind: 'image', src: '/images/618.png' },
      link: { href: '/land618' },
    });
  });

  it('marks contact-page entries and keeps mailto links', () => {
    expect(panelItemFromWire({ ...suspended, linkUrl: '/ld/contactUs' }).contact).toBe(true);
    expect(panelItemFromWire({ ...suspended, linkUrl: '/mdt/contactUs?from=panel' }).contact).toBe(true);
    expect(panelItemFromWire({ ...suspended, linkUrl: 'mailto:a@b.eu' }).link).toEqual({
      href: 'mailto:a@b.eu',
      external: false,
    });
    expect(panelItemFromWire({ ...suspended, typeValueTow: null, typeValueFour: 'qr:' })).toMatchObject({
      icon: 'unknown',
      hoverImage: null,
    });
  });
});

describe('isContactPage', () => {
  it('knows the contact pages of spec section 2', () => {
    expect(isContactPage({ href: '/contact', external: false })).toBe(true);
    expect(isContactPage({ href: '/ld/contactUs#form', external: false })).toBe(true);
    expect(isContactPage({ href: '/ld/price', external: false })).toBe(false);
    expect(isContactPage({ href: 'https://x.cn/ld/contactUs', external: true })).toBe(false);
    expect(isContactPage(null)).toBe(false);
  });
});

describe('moreItemFromWire', () => {
  const wire = {
    id: 1,
    typeValueOne: '售前咨询',
    typeValueTow: '400-836-2718',
    typeValueThree: '周一至周六',
    typeValueFive: 'preSaleTelephone',
  };

  it('maps phones, links, mailboxes and QR codes', () => {
    expect(moreItemFromWire(wire)).toEqual({
      kind: 'preSaleTelephone',
      label: '售前咨询',
      text: '400-836-2718',
      note: '周一至周六',
      link: { href: 'tel:4008362718', external: false },
      qr: null,
    });
    expect(moreItemFromWire({ ...wire, typeValueFive: 'contactUs', typeValueTow: '/ld/contactUs' })).toMatchObject({
      kind: 'contactUs',
      text: null,
      link: { href: '/ld/contactUs', external: false },
    });
    expect(moreItemFromWire({ ...wire, typeValueFive: 'contactUs', typeValueTow: 'hello@recyvia.eu' })).toMatchObject({
      text: 'hello@recyvia.eu',
      link: { href: 'mailto:hello@recyvia.eu' },
    });
    expect(
      moreItemFromWire({ ...wire, typeValueFive: 'qrcode', typeValueTow: 'qr:https://x', typeValueThree: null }),
    ).toMatchObject({
      kind: 'qrcode',
      qr: 'https://x',
      note: null,
    });
    expect(moreItemFromWire({ ...wire, typeValueFive: 'unknownKind' }).kind).toBe('link');
  });
});

describe('rightPanelFromWire', () => {
  it('carries the compliance flag and an absent more block', () => {
    expect(rightPanelFromWire({ suspendedList: [suspended], more: null, compliance: true })).toMatchObject({
      items: [{ id: 7 }],
      more: null,
      compliance: true,
    });
  });
});
