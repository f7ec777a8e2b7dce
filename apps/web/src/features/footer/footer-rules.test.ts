import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands.ts';
import { footerWording, isBannerHidden, isRegisterButtonHidden, operatorLine } from './footer-rules.ts';

describe('footerWording', () => {
  it('gives the law firm a consultation line and its practice disclaimer, no sales wording', () => {
    const mdt = footerWording(BRANDS['01'].footerVariant, 'zh-CN');
    expect(mdt.hotline).toBe('法律咨询热线');
    expect(mdt.notice).toContain('不构成针对具体事项的法律意见');
    expect(`${mdt.hotline}${mdt.notice}`).not.toMatch(/销售|售前/);
  });

  it('has SY speak as a self-service platform and REME carry its legal notice', () => {
    expect(footerWording(BRANDS['20'].footerVariant, 'zh-CN').notice).toMatch(/^本平台为自助服务平台/);
    expect(footerWording(BRANDS['19'].footerVariant, 'zh-CN').notice).toMatch(/^法律声明：/);
  });

  it('gives the other brands the standard wording in their language, without a notice', () => {
    expect(footerWording(BRANDS['00'].footerVariant, 'zh-CN')).toEqual({ hotline: '全国服务热线', notice: null });
    expect(footerWording(BRANDS['10'].footerVariant, 'zh-TW')).toEqual({ hotline: '服務熱線', notice: null });
    expect(footerWording(BRANDS.EU.footerVariant, 'de').notice).toBeNull();
  });
});

describe('isRegisterButtonHidden', () => {
  const reme = BRANDS['19'].widgets.registerBannerButtonHiddenOn;

  it('hides the button on REME contact pages, as the browser or the server names them', () => {
    expect(isRegisterButtonHidden('/ld/contactUs', reme)).toBe(true);
    expect(isRegisterButtonHidden('/contact', reme)).toBe(true);
    expect(isRegisterButtonHidden('/ld/contactUs/', reme)).toBe(true);
    expect(isRegisterButtonHidden('/site/19/zh-CN/ld/contactUs', reme)).toBe(true);
  });

  it('shows it everywhere else, and on every page of the other brands', () => {
    expect(isRegisterButtonHidden('/', reme)).toBe(false);
    expect(isRegisterButtonHidden('/site/19/zh-CN', reme)).toBe(false);
    expect(isRegisterButtonHidden('/ld/price', reme)).toBe(false);
    expect(isRegisterButtonHidden('/ld/contactUs', BRANDS['00'].widgets.registerBannerButtonHiddenOn)).toBe(false);
  });
});

describe('isBannerHidden', () => {
  it('keeps the registration banner off the portal pages only', () => {
    for (const path of ['/user/register', '/user/login/', '/user/workbench', '/user/dev-outbox', '/en/user/login']) {
      expect(isBannerHidden(path)).toBe(true);
    }
    expect(isBannerHidden('/site/00/zh-CN/user/workbench')).toBe(true);
    for (const path of ['/', '/ld/contactUs', '/user', '/user/other', '/ld/user/login', '/site/00/zh-CN']) {
      expect(isBannerHidden(path)).toBe(false);
    }
  });
});

describe('operatorLine', () => {
  it('names the company from the brand config in the brand language, and nothing when the config names none', () => {
    expect(operatorLine('zh-CN', '深圳韩启通跨境企业服务有限公司')).toBe('由深圳韩启通跨境企业服务有限公司运营');
    expect(operatorLine('zh-TW', '信邁企業服務（香港）有限公司')).toBe('由信邁企業服務（香港）有限公司營運');
    expect(operatorLine('en', 'Recyvia Compliance GmbH')).toBe('Operated by Recyvia Compliance GmbH');
    expect(operatorLine('de', 'Recyvia Compliance GmbH')).toBe('Betrieben von Recyvia Compliance GmbH');
    expect(operatorLine('zh-CN', '  ')).toBeNull();
  });
});
