import { describe, expect, it } from 'vitest';
import { contactLink, toLink } from './links.ts';

describe('toLink', () => {
  it('keeps site paths in the tab and opens absolute links in a new one', () => {
    expect(toLink('/ld/VAT')).toEqual({ href: '/ld/VAT', external: false });
    expect(toLink('https://beian.miit.gov.cn/')).toEqual({ href: 'https://beian.miit.gov.cn/', external: true });
  });

  it('has no link for empty values or plain text', () => {
    expect(toLink(null)).toBeNull();
    expect(toLink('  ')).toBeNull();
    expect(toLink('周一至周五 9:00-18:00')).toBeNull();
  });
});

describe('contactLink', () => {
  it('makes mailboxes and phone numbers tappable', () => {
    expect(contactLink('service@ost-compliance.cn')).toEqual({
      href: 'mailto:service@ost-compliance.cn',
      external: false,
    });
    expect(contactLink('400-836-2718')).toEqual({ href: 'tel:4008362718', external: false });
    expect(contactLink('+852 3705 2618')).toEqual({ href: 'tel:+85237052618', external: false });
  });

  it('leaves addresses as text', () => {
    expect(contactLink('深圳市南山区粤海街道高新南七道18号')).toBeNull();
  });
});
