import type { Locale } from '../../brands.ts';

/** The category search's words: simplified Chinese, traditional for the XM brand (zh-TW). */

export interface CategoryText {
  formTitle: string;
  keywordLabel: string;
  keywordHint: string;
  classLabel: string;
  anyClass: string;
  classOption: (n: number, label: string) => string;
  submit: string;
  searching: string;
  suggestedTitle: string;
  suggestedCount: (n: number) => string;
  termsTitle: string;
  found: (n: number, total: number) => string;
  noTerms: string;
  colClass: string;
  colZh: string;
  colEn: string;
  colCode: string;
  browseTitle: string;
  browseIntro: string;
  goods: string;
  services: string;
  special: string;
  classHeading: (n: number) => string;
  toSearch: string;
  historyTitle: string;
  failed: string;
}

const ZH_CN: CategoryText = {
  formTitle: '按商品或服务名称查询类别',
  keywordLabel: '商品或服务名称',
  keywordHint: '中文或英文均可，如：手机壳、phone case、宠物玩具、software',
  classLabel: '限定类别（可选）',
  anyClass: '全部类别',
  classOption: (n, label) => `第${n}类 ${label}`,
  submit: '查询',
  searching: '查询中…',
  suggestedTitle: '建议申请的类别',
  suggestedCount: (n) => `${n} 个相关商品/服务`,
  termsTitle: '相关商品和服务',
  found: (n, total) => (n === total ? `共 ${total} 项` : `显示 ${n} 项，共 ${total} 项`),
  noTerms: '没有找到相关的商品或服务，请换个说法，或在下方按类别浏览。',
  colClass: '类别',
  colZh: '中文名称',
  colEn: '英文名称',
  colCode: '编号',
  browseTitle: '尼斯分类 1-45 类（及美国特殊类第46类）',
  browseIntro: '第1-34类为商品，第35-45类为服务；第46类为本工具中的“美国特殊类”，对应美国的证明商标和集体成员商标。',
  goods: '商品',
  services: '服务',
  special: '美国特殊类',
  classHeading: (n) => `第${n}类`,
  toSearch: '用此类别查商标',
  historyTitle: '最近查询',
  failed: '查询失败，请稍后再试',
};

const ZH_TW: CategoryText = {
  formTitle: '按商品或服務名稱查詢類別',
  keywordLabel: '商品或服務名稱',
  keywordHint: '中文或英文均可，如：手機殼、phone case、寵物玩具、software',
  classLabel: '限定類別（選填）',
  anyClass: '全部類別',
  classOption: (n, label) => `第${n}類 ${label}`,
  submit: '查詢',
  searching: '查詢中…',
  suggestedTitle: '建議申請的類別',
  suggestedCount: (n) => `${n} 個相關商品/服務`,
  termsTitle: '相關商品和服務',
  found: (n, total) => (n === total ? `共 ${total} 項` : `顯示 ${n} 項，共 ${total} 項`),
  noTerms: '沒有找到相關的商品或服務，請換個說法，或在下方按類別瀏覽。',
  colClass: '類別',
  colZh: '中文名稱',
  colEn: '英文名稱',
  colCode: '編號',
  browseTitle: '尼斯分類 1-45 類（及美國特殊類第46類）',
  browseIntro: '第1-34類為商品，第35-45類為服務；第46類為本工具中的「美國特殊類」，對應美國的證明商標和集體成員商標。',
  goods: '商品',
  services: '服務',
  special: '美國特殊類',
  classHeading: (n) => `第${n}類`,
  toSearch: '用此類別查商標',
  historyTitle: '最近查詢',
  failed: '查詢失敗，請稍後再試',
};

export const categoryText = (locale: Locale): CategoryText => (locale === 'zh-TW' ? ZH_TW : ZH_CN);
