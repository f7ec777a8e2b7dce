import type { TrademarkOffice } from '@site/contracts/ipr';
import type { Locale } from '../../brands.ts';

/** The combined IP search entry's words: simplified Chinese, traditional for the XM brand (zh-TW). */

export interface SystemSearchText {
  tablist: string;
  tabs: Record<0 | 2 | 3, string>;
  intros: Record<0 | 2 | 3, string>;
  markLabel: string;
  markExample: string;
  keywordLabel: string;
  keywordExample: string;
  officeLabel: string;
  offices: Record<TrademarkOffice, string>;
  submit: string;
  /** What the searches compare and what a result means: shown under the tabs. */
  guide: { title: string; items: string[] };
}

const ZH_CN: SystemSearchText = {
  tablist: '检索类型',
  tabs: { 0: '商标查询', 2: '类别查询', 3: '单一国家查询' },
  intros: {
    0: '在全部国家和地区的商标库中查找相同和近似的在先商标，评估注册风险。',
    2: '输入商品或服务名称（中文或英文），查看所属的尼斯分类和建议申请的类别。',
    3: '只在一个国家或地区的商标库中查询，例如申请美国商标前的检索。',
  },
  markLabel: '商标名称',
  markExample: '如：SUNRAY、龙腾',
  keywordLabel: '商品或服务名称',
  keywordExample: '如：手机壳、phone case',
  officeLabel: '国家/地区',
  offices: { US: '美国', EU: '欧盟', UK: '英国', CN: '中国', JP: '日本', WIPO: '国际注册（马德里）' },
  submit: '查询',
  guide: {
    title: '检索说明',
    items: [
      '商标查询不只找完全相同的商标，还会比对读音（如 FONE 与 PHONE）、字形（如 NETFLIX 与 NETFLEX）、包含关系、辅音结构和拼音（如 龙腾 与 LONGTENG）。',
      '相同类别或关联类别中的近似商标风险最高；已失效的商标风险降低，但仍可能被恢复或仍在使用。',
      '类别查询按尼斯分类第十二版给出建议类别，一件商标可在一次申请中指定多个类别。',
      '检索结果是申请前的风险参考，不构成法律意见；高风险时建议提交人工查询，由商标顾问复核。',
    ],
  },
};

const ZH_TW: SystemSearchText = {
  tablist: '檢索類型',
  tabs: { 0: '商標查詢', 2: '類別查詢', 3: '單一國家查詢' },
  intros: {
    0: '在全部國家和地區的商標庫中查找相同和近似的在先商標，評估註冊風險。',
    2: '輸入商品或服務名稱（中文或英文），查看所屬的尼斯分類和建議申請的類別。',
    3: '只在一個國家或地區的商標庫中查詢，例如申請美國商標前的檢索。',
  },
  markLabel: '商標名稱',
  markExample: '如：SUNRAY、龍騰',
  keywordLabel: '商品或服務名稱',
  keywordExample: '如：手機殼、phone case',
  officeLabel: '國家/地區',
  offices: { US: '美國', EU: '歐盟', UK: '英國', CN: '中國', JP: '日本', WIPO: '國際註冊（馬德里）' },
  submit: '查詢',
  guide: {
    title: '檢索說明',
    items: [
      '商標查詢不只找完全相同的商標，還會比對讀音（如 FONE 與 PHONE）、字形（如 NETFLIX 與 NETFLEX）、包含關係、輔音結構和拼音（如 龍騰 與 LONGTENG）。',
      '相同類別或關聯類別中的近似商標風險最高；已失效的商標風險降低，但仍可能被恢復或仍在使用。',
      '類別查詢按尼斯分類第十二版給出建議類別，一件商標可在一次申請中指定多個類別。',
      '檢索結果是申請前的風險參考，不構成法律意見；高風險時建議提交人工查詢，由商標顧問複核。',
    ],
  },
};

export const systemSearchText = (locale: Locale): SystemSearchText => (locale === 'zh-TW' ? ZH_TW : ZH_CN);
