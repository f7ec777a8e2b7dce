import { describe, expect, it } from 'vitest';
import { at } from '../../../test/support/display-times.ts';
import type { PopupWire } from '../../content/popups.ts';
import { safeUrl } from '../../lib/urls.ts';
import {
  type AwardWire,
  formatAward,
  formatYuan,
  noticeFromValue,
  noticeMayShow,
  previewFromWire,
  previewOf,
  recordNotice,
  rewardChannel,
  wantsRewards,
} from './rules.ts';
import { promotionTexts } from './texts.ts';

describe('registration guide', () => {
  it('does not load rewards when from=th', () => {
    expect(wantsRewards('')).toBe(true);
    expect(wantsRewards('?from=ad&channelNo=X1')).toBe(true);
    expect(wantsRewards('?from=th')).toBe(false);
    expect(wantsRewards('?channelNo=X1&from=th')).toBe(false);
    expect(wantsRewards('?from=TH')).toBe(true);
  });

  it('asks for the query channel first, then the channel cookies', () => {
    expect(rewardChannel('?channelCode=AD_01', { channelNo: 'C9' })).toBe('AD_01');
    expect(rewardChannel('?channelNo=XHS-2', { channelNo: 'C9' })).toBe('XHS-2');
    expect(rewardChannel('', { channelNo: 'C9', channelCode: 'D1' })).toBe('C9');
    expect(rewardChannel('', { channelCode: 'D1' })).toBe('D1');
    expect(rewardChannel('?channelNo=bad%20code', {})).toBeUndefined();
    expect(rewardChannel('', {})).toBeUndefined();
  });
});

describe('award formatting (spec section 9)', () => {
  const zh = promotionTexts('zh-CN');
  const award = (overrides: Partial<AwardWire>): AwardWire => ({
    awardType: 0,
    discountType: 0,
    awardMoney: 500,
    count: 1,
    awardScore: 0,
    couponTypeText: ' 满3000元可用 ',
    ...overrides,
  });

  it('names the five award types', () => {
    expect(([0, 1, 2, 3, 4] as const).map((awardType) => formatAward(award({ awardType }), zh).type)).toEqual([
      '优惠券',
      '优惠券包',
      '服务券',
      '满减券',
      '奖励积分',
    ]);
  });

  it('shows an amount with ￥ and a discount type 1 with 折', () => {
    expect(formatAward(award({ awardType: 3 }), zh)).toEqual({
      type: '满减券',
      value: '￥500',
      count: null,
      text: '满3000元可用',
    });
    expect(formatAward(award({ discountType: 1, awardMoney: 8.5 }), zh).value).toBe('8.5折');
    expect(formatYuan(12.345)).toBe('￥12.35');
    expect(formatYuan(8.5)).toBe('￥8.5');
  });

  it('shows bonus points and counts above one', () => {
    expect(formatAward(award({ awardType: 4, awardMoney: 0, awardScore: 200 }), zh).value).toBe('200积分');
    expect(formatAward(award({ awardType: 1, awardMoney: 1200, count: 4 }), zh).count).toBe('×4');
  });

  it('speaks the brand language', () => {
    expect(formatAward(award({ awardType: 4, awardScore: 50 }), promotionTexts('zh-TW'))).toMatchObject({
      type: '獎勵積分',
      value: '50積分',
    });
    expect(formatAward(award({ discountType: 1, awardMoney: 8.5 }), promotionTexts('en')).value).toBe('15% off');
    expect(formatAward(award({ discountType: 1, awardMoney: 9 }), promotionTexts('de')).value).toBe('10 % Rabatt');
  });
});

describe('notice modal (sections 4 and 9)', () => {
  const value = {
    enabled: true,
    title: '品牌升级公告',
    content: '绿舟碳合规业务已并入欧思拓。',
    oldBrandName: '绿舟碳合规',
    newBrandName: '欧思拓',
    newSiteUrl: 'https://www.example.com',
    continueLabel: '继续登录绿舟',
    goLabel: '前往欧思拓官网',
  };

  it('reads an enabled, complete config only', () => {
    expect(noticeFromValue(value)).toEqual({ ...value, enabled: undefined, newSiteUrl: 'https://www.example.com' });
    expect(noticeFromValue({ ...value, enabled: false })).toBeNull();
    expect(noticeFromValue({ ...value, enabled: 'true' })).toBeNull();
    expect(noticeFromValue({ ...value, title: ' ' })).toBeNull();
    expect(noticeFromValue({ ...value, newSiteUrl: 'javascript:alert(1)' })).toBeNull();
    expect(noticeFromValue(null)).toBeNull();
    expect(noticeFromValue([value])).toBeNull();
  });

  it('shows once per calendar day', () => {
    expect(noticeMayShow(null, at(21, 9))).toBe(true);
    const stored = recordNotice(at(21, 9), false);
    expect(noticeMayShow(stored, at(21, 23, 59))).toBe(false);
    expect(noticeMayShow(stored, at(22, 0, 1))).toBe(true);
  });

  it("never again once 'do not show again' is ticked", () => {
    const stored = recordNotice(at(21, 9), true);
    expect(noticeMayShow(stored, at(22, 9))).toBe(false);
    expect(noticeMayShow(stored, at(30, 9))).toBe(false);
  });

  it('does not show on stored data it cannot read', () => {
    for (const stored of ['', '{', 'null', '{"day":5}', '{"day":"tomorrow"}']) {
      expect(noticeMayShow(stored, at(21, 9))).toBe(false);
    }
  });
});

describe('pop-up preview (section 4)', () => {
  it('reads the id from popupPreview and the token from previewToken', () => {
    expect(previewOf('?popupPreview=12')).toEqual({ id: 12, token: null });
    expect(previewOf('?a=1&popupPreview=%2012')).toEqual({ id: 12, token: null });
    expect(previewOf('?popupPreview=12&previewToken=1767225600.abc')).toEqual({ id: 12, token: '1767225600.abc' });
    expect(previewOf('?popupPreview=12&previewToken=')).toEqual({ id: 12, token: null });
    for (const search of [
      '',
      '?popupPreview=',
      '?popupPreview=0',
      '?popupPreview=-3',
      '?popupPreview=1e3',
      '?popupPreview=x',
    ]) {
      expect(previewOf(search)).toBeNull();
    }
  });

  const wire = (overrides: Partial<PopupWire> = {}): PopupWire => ({
    id: 4,
    limitType: 1,
    moduleType: 1,
    popupBoxTriggerType: 1,
    triggerPage: null,
    title: null,
    titleRichText: '<p><b>年终</b>合规季</p>',
    mainImg: '/campaign/ost-double12-2026.svg',
    iconImg: null,
    content: '',
    contentRichText: '<p>VAT &amp; EPR</p><script>alert(1)</script>',
    displayStyle: 1,
    imageOptionType: 1,
    imgJumpUrl: 'javascript:alert(1)',
    buttonDetailList: [
      { buttonName: '咨询', buttonUrl: '/ld/contactUs' },
      { buttonName: '抢购', buttonUrl: 'https://shop.example.com/x' },
      { buttonName: ' ', buttonUrl: '/ignored' },
      { buttonName: '知道了', buttonUrl: null },
    ],
    ...overrides,
  });

  it('maps a config with its buttons, safe links only and text only', () => {
    expect(previewFromWire(wire())).toEqual({
      id: 4,
      title: '年终合规季',
      text: 'VAT & EPR',
      image: '/campaign/ost-double12-2026.svg',
      imageUrl: null,
      imageOnly: false,
      buttons: [
        { label: '咨询', url: '/ld/contactUs', primary: false },
        { label: '抢购', url: 'https://shop.example.com/x', primary: true },
        { label: '知道了', url: null, primary: false },
      ],
    });
  });

  it('shows the image alone with displayStyle 2, and nothing for an empty config', () => {
    expect(previewFromWire(wire({ displayStyle: 2 }))?.buttons).toEqual([]);
    expect(
      previewFromWire(wire({ mainImg: null, titleRichText: null, contentRichText: null, buttonDetailList: [] })),
    ).toBeNull();
  });

  it('keeps site paths and http(s) links only', () => {
    expect(
      ['/a', 'https://x.example/a', '//evil.example', 'javascript:x', 'data:x', 'a/b', ''].map((url) => safeUrl(url)),
    ).toEqual(['/a', 'https://x.example/a', null, null, null, null, null]);
  });
});
