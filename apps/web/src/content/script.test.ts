import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe("texts in the page's script", () => {
  it("converts XM's texts to traditional Chinese with Taiwan's words, and leaves the rest alone", async () => {
    const { inScriptOf, toTraditional } = await import('./script.ts');
    expect(toTraditional('德国包装法注册：销售前取得注册号')).toBe('德國包裝法註冊：銷售前取得註冊號');
    expect(toTraditional('意大利的软件')).toBe('義大利的軟體');
    const read = {
      reportId: 'a1b2-c3',
      url: 'https://www.umweltbundesamt.de/verpackg',
      markets: [{ country: 'DE', label: '德国', items: ['亚马逊会检查', 'Regulation (EU) 2023/1542'] }],
      count: 3,
      done: true,
      none: null,
    };
    expect(inScriptOf('zh-TW', read)).toEqual({
      ...read,
      markets: [{ country: 'DE', label: '德國', items: ['亞馬遜會檢查', 'Regulation (EU) 2023/1542'] }],
    });
    // Other locales get the read as it is (the same object).
    expect(inScriptOf('zh-CN', read)).toBe(read);
  });
});
