import type { Locale } from '../../brands.ts';
import { formatDay } from '../../lib/dates.ts';
import type { Hit, Liveness, Office } from './rules.ts';

/**
 * The trademark search page's words: simplified Chinese, and traditional Chinese for the XM brand (zh-TW). The
 * routes are Chinese-brand routes only. The hits' reasons come from the search call in simplified Chinese.
 */

export type SearchLocale = 'zh-CN' | 'zh-TW';
const searchLocale = (locale: Locale): SearchLocale => (locale === 'zh-TW' ? 'zh-TW' : 'zh-CN');

type Matcher = Hit['matchers'][number];
type Risk = Hit['risk'] | 'none' | 'unknown';

export interface SearchText {
  formTitle: string;
  markLabel: string;
  markHint: string;
  officeLabel: string;
  allOffices: string;
  classesLabel: string;
  classesNone: string;
  classesChosen: (n: number) => string;
  classesClear: string;
  submit: string;
  searching: string;
  offices: Record<Office, string>;
  matchers: Record<Matcher, string>;
  matcherHelp: Record<Matcher, string>;
  risks: Record<Risk, string>;
  verdictTitle: Record<Risk, string>;
  statuses: Record<Liveness, string>;
  /** The office's own status word, where it says more than the three groups (abandoned, expired...). */
  statusDetail: Record<string, string>;
  sampleLabel: string;
  sampleText: string;
  /** The verdict's note when the data searched cannot support one: what is missing and what to do. */
  cannotJudge: string;
  /** The verdict's button when it cannot judge: the same attorney request, named for what it brings. */
  askAttorneySearch: string;
  coverageTitle: string;
  coverageIntro: string;
  coverageNone: string;
  coverageOffice: (marks: number, newestFiled: string | null, lastImport: string | null) => string;
  /** A time as the day the visitor reads (the brand's zone, lib/dates.ts). */
  day: (time: string) => string;
  coverageMissing: string;
  wellKnownTitle: string;
  wellKnownOwner: string;
  resultsTitle: string;
  found: (shown: number, total: number) => string;
  nothingFound: string;
  filterTitle: string;
  filterOffice: string;
  filterClass: string;
  filterStatus: string;
  filterAny: string;
  filterNone: string;
  classOption: (n: number) => string;
  number: string;
  office: string;
  classes: string;
  owner: string;
  status: string;
  filed: string;
  similarity: string;
  matchedBy: string;
  reasons: string;
  shareLink: string;
  linkCopied: string;
  historyTitle: string;
  historyEmpty: string;
  historyClear: string;
  historyAllOffices: string;
  failed: string;
  askAttorney: string;
  askAttorneyText: string;
  attorney: {
    title: string;
    close: string;
    classes: string;
    classesHint: string;
    contactName: string;
    phone: string;
    remark: string;
    submit: string;
    phoneRequired: string;
    overLimit: string;
    remaining: (left: number, limit: number) => string;
    done: (id: number) => string;
    mine: string;
    mineItem: (mark: string, offices: string, date: string) => string;
    pending: string;
  };
  quote: {
    title: string;
    region: string;
    regions: Record<20 | 21 | 99 | 23 | 24 | 25, string>;
    classCount: string;
    oneMarkClasses: (n: number) => string;
    accelerated: string;
    authorization: string;
    entitySize: string;
    entities: Record<1 | 2 | 3, string>;
    productCount: string;
    yes: string;
    no: string;
    product: string;
    perClass: string;
    total: (n: number) => string;
    noPrice: string;
    memberSkus: string;
    /** The service item's SKUs when they carry no member level. */
    skus: string;
    months: (n: number) => string;
    note: string;
  };
}

const ZH_CN: SearchText = {
  day: (time) => formatDay(time, 'zh-CN'),
  formTitle: '商标近似查询',
  markLabel: '商标名称',
  markHint: '输入拟注册的商标文字（中文、英文或拼音，最多50个字符）',
  officeLabel: '国家/地区',
  allOffices: '全部国家/地区',
  classesLabel: '尼斯分类（可选）',
  classesNone: '不限类别',
  classesChosen: (n) => `已选 ${n} 个类别`,
  classesClear: '清除类别',
  submit: '查询',
  searching: '查询中…',
  offices: { US: '美国', EU: '欧盟', UK: '英国', CN: '中国', JP: '日本', WIPO: '国际注册（马德里）' },
  matchers: {
    exact: '完全相同',
    phonetic: '读音近似',
    visual: '字形近似',
    component: '包含关系',
    skeleton: '辅音结构相同',
    pinyin: '拼音相同',
    script: '繁简体相同',
    glyph: '汉字形近',
    meaning: '含义近似',
  },
  matcherHelp: {
    exact: '写法相同或只差大小写、空格、符号',
    phonetic: '读起来一样或很像，如 FONE 与 PHONE',
    visual: '拼写只差一两个字母，看起来很像',
    component: '一个商标完整出现在另一个商标中',
    skeleton: '去掉元音后字母结构相同，如 STRIPE 与 STRYPE',
    pinyin: '中文商标的拼音与字母商标相同，如 龙腾 与 LONGTENG',
    script: '同一商标的繁体和简体写法，如 门 与 門',
    glyph: '只差一个形近字（相差一笔或一个部件），如 己知 与 已知',
    meaning: '意思相同的译名或外文词，如 MOON 与 LUNA、红牛 与 RED BULL',
  },
  risks: { high: '高风险', medium: '中风险', low: '低风险', none: '未发现近似', unknown: '无法判断' },
  verdictTitle: {
    high: '注册风险高：发现高度近似的在先商标',
    medium: '注册风险中等：有近似的在先商标，建议评估',
    low: '注册风险较低：只有近似程度较低的商标',
    none: '在已检索的商标局数据中未发现近似商标',
    unknown: '无法判断：现有数据不足以得出结论',
  },
  statuses: { live: '已注册', pending: '申请中', dead: '已失效' },
  statusDetail: {
    abandoned: '申请已放弃',
    expired: '已过期',
    cancelled: '已注销',
    withdrawn: '已撤回',
    refused: '已驳回',
  },
  sampleLabel: '示例数据',
  sampleText: '当前结果来自示例商标库（虚构的商标和权利人），仅用于演示检索效果，不代表任何商标局的真实记录。',
  askAttorneySearch: '请律师查询正式数据',
  cannotJudge:
    '检索的数据不完整，以上结果仅供参考，找不到近似商标也不代表可以注册：请商标律师查询商标局的正式数据后再决定。',
  coverageTitle: '检索数据范围',
  coverageIntro: '自动检索只比对已导入的商标局数据（文字商标）：',
  coverageNone: '尚未导入任何商标局的数据，目前只有示例商标库，检索结果仅供演示。',
  coverageOffice: (marks, newestFiled, lastImport) =>
    [
      `${marks.toLocaleString('zh-CN')} 件`,
      newestFiled ? `最新申请日 ${newestFiled}` : null,
      lastImport ? `最近导入 ${formatDay(lastImport, 'zh-CN')}` : null,
    ]
      .filter(Boolean)
      .join('，'),
  coverageMissing: '未导入',
  wellKnownTitle: '与知名商标近似',
  wellKnownOwner: '权利人',
  resultsTitle: '检索结果',
  found: (shown, total) => (shown === total ? `共 ${total} 个近似商标` : `显示 ${shown} 个，共 ${total} 个近似商标`),
  nothingFound: '没有符合筛选条件的商标。',
  filterTitle: '筛选结果',
  filterOffice: '国家/地区',
  filterClass: '类别',
  filterStatus: '状态',
  filterAny: '全部',
  filterNone: '清除筛选',
  classOption: (n) => `第${n}类`,
  number: '申请号',
  office: '国家/地区',
  classes: '类别',
  owner: '权利人',
  status: '状态',
  filed: '申请日',
  similarity: '近似度',
  matchedBy: '近似方式',
  reasons: '判断依据',
  shareLink: '复制结果链接',
  linkCopied: '链接已复制',
  historyTitle: '最近查询',
  historyEmpty: '暂无查询记录',
  historyClear: '清空记录',
  historyAllOffices: '全部',
  failed: '查询失败，请稍后再试',
  askAttorney: '请律师人工复核',
  askAttorneyText: '对结果拿不准？商标律师人工复核近似风险，并给出类别和国家的申请建议。',
  attorney: {
    title: '申请律师人工复核',
    close: '关闭',
    classes: '类别（用逗号分隔）',
    classesHint: '如：9,25；第46类仅适用于美国',
    contactName: '联系人',
    phone: '手机号码',
    remark: '补充说明（可选）',
    submit: '提交申请',
    phoneRequired: '请填写手机号码，律师会电话联系您',
    overLimit: '今日人工复核申请次数已用完，请明天再试或联系顾问',
    remaining: (left, limit) => `今日还可申请 ${left} 次（每天最多 ${limit} 次）`,
    done: (id) => `已提交（编号 ${id}），律师将在1个工作日内联系您。`,
    mine: '我的复核申请',
    mineItem: (mark, offices, date) => `${mark} · ${offices} · ${date}`,
    pending: '待律师联系',
  },
  quote: {
    title: '注册选项与报价',
    region: '注册地区',
    regions: { 20: '美国', 21: '英国', 99: '欧盟', 23: '日本（申请）', 24: '日本（注册）', 25: 'SVIP会员' },
    classCount: '类别数量',
    oneMarkClasses: (n) => `一标${n}类`,
    accelerated: '加急审查',
    authorization: '需要授权书',
    entitySize: '申请人规模',
    entities: { 1: '微型实体', 2: '小型实体', 3: '大型实体' },
    productCount: '商品数量',
    yes: '是',
    no: '否',
    product: '服务',
    perClass: '每类价格',
    total: (n) => `一标${n}类合计`,
    noPrice: '该选项暂无在线报价，请咨询顾问。',
    memberSkus: '会员价',
    skus: '服务规格',
    months: (n) => `${n}个月`,
    note: '价格含代理服务费，官费以各国商标局公布为准。',
  },
};

const ZH_TW: SearchText = {
  day: (time) => formatDay(time, 'zh-TW'),
  formTitle: '商標近似查詢',
  markLabel: '商標名稱',
  markHint: '輸入擬註冊的商標文字（中文、英文或拼音，最多50個字元）',
  officeLabel: '國家/地區',
  allOffices: '全部國家/地區',
  classesLabel: '尼斯分類（選填）',
  classesNone: '不限類別',
  classesChosen: (n) => `已選 ${n} 個類別`,
  classesClear: '清除類別',
  submit: '查詢',
  searching: '查詢中…',
  offices: { US: '美國', EU: '歐盟', UK: '英國', CN: '中國', JP: '日本', WIPO: '國際註冊（馬德里）' },
  matchers: {
    exact: '完全相同',
    phonetic: '讀音近似',
    visual: '字形近似',
    component: '包含關係',
    skeleton: '輔音結構相同',
    pinyin: '拼音相同',
    script: '繁簡體相同',
    glyph: '漢字形近',
    meaning: '含義近似',
  },
  matcherHelp: {
    exact: '寫法相同或只差大小寫、空格、符號',
    phonetic: '讀起來一樣或很像，如 FONE 與 PHONE',
    visual: '拼寫只差一兩個字母，看起來很像',
    component: '一個商標完整出現在另一個商標中',
    skeleton: '去掉母音後字母結構相同，如 STRIPE 與 STRYPE',
    pinyin: '中文商標的拼音與字母商標相同，如 龍騰 與 LONGTENG',
    script: '同一商標的繁體和簡體寫法，如 門 與 门',
    glyph: '只差一個形近字（相差一筆或一個部件），如 己知 與 已知',
    meaning: '意思相同的譯名或外文詞，如 MOON 與 LUNA、紅牛 與 RED BULL',
  },
  risks: { high: '高風險', medium: '中風險', low: '低風險', none: '未發現近似', unknown: '無法判斷' },
  verdictTitle: {
    high: '註冊風險高：發現高度近似的在先商標',
    medium: '註冊風險中等：有近似的在先商標，建議評估',
    low: '註冊風險較低：只有近似程度較低的商標',
    none: '在已檢索的商標局資料中未發現近似商標',
    unknown: '無法判斷：現有資料不足以得出結論',
  },
  statuses: { live: '已註冊', pending: '申請中', dead: '已失效' },
  statusDetail: {
    abandoned: '申請已放棄',
    expired: '已過期',
    cancelled: '已註銷',
    withdrawn: '已撤回',
    refused: '已駁回',
  },
  sampleLabel: '示例資料',
  sampleText: '目前結果來自示例商標庫（虛構的商標和權利人），僅用於展示檢索效果，不代表任何商標局的真實紀錄。',
  askAttorneySearch: '請律師查詢正式資料',
  cannotJudge:
    '檢索的資料不完整，以上結果僅供參考，找不到近似商標也不代表可以註冊：請商標律師查詢商標局的正式資料後再決定。',
  coverageTitle: '檢索資料範圍',
  coverageIntro: '自動檢索只比對已匯入的商標局資料（文字商標）：',
  coverageNone: '尚未匯入任何商標局的資料，目前只有示例商標庫，檢索結果僅供展示。',
  coverageOffice: (marks, newestFiled, lastImport) =>
    [
      `${marks.toLocaleString('zh-TW')} 件`,
      newestFiled ? `最新申請日 ${newestFiled}` : null,
      lastImport ? `最近匯入 ${formatDay(lastImport, 'zh-TW')}` : null,
    ]
      .filter(Boolean)
      .join('，'),
  coverageMissing: '未匯入',
  wellKnownTitle: '與知名商標近似',
  wellKnownOwner: '權利人',
  resultsTitle: '檢索結果',
  found: (shown, total) => (shown === total ? `共 ${total} 個近似商標` : `顯示 ${shown} 個，共 ${total} 個近似商標`),
  nothingFound: '沒有符合篩選條件的商標。',
  filterTitle: '篩選結果',
  filterOffice: '國家/地區',
  filterClass: '類別',
  filterStatus: '狀態',
  filterAny: '全部',
  filterNone: '清除篩選',
  classOption: (n) => `第${n}類`,
  number: '申請號',
  office: '國家/地區',
  classes: '類別',
  owner: '權利人',
  status: '狀態',
  filed: '申請日',
  similarity: '近似度',
  matchedBy: '近似方式',
  reasons: '判斷依據',
  shareLink: '複製結果連結',
  linkCopied: '連結已複製',
  historyTitle: '最近查詢',
  historyEmpty: '暫無查詢紀錄',
  historyClear: '清空紀錄',
  historyAllOffices: '全部',
  failed: '查詢失敗，請稍後再試',
  askAttorney: '請律師人工複核',
  askAttorneyText: '對結果拿不準？商標律師人工複核近似風險，並給出類別和國家的申請建議。',
  attorney: {
    title: '申請律師人工複核',
    close: '關閉',
    classes: '類別（用逗號分隔）',
    classesHint: '如：9,25；第46類僅適用於美國',
    contactName: '聯絡人',
    phone: '手機號碼',
    remark: '補充說明（選填）',
    submit: '提交申請',
    phoneRequired: '請填寫手機號碼，律師會電話聯絡您',
    overLimit: '今日人工複核申請次數已用完，請明天再試或聯絡顧問',
    remaining: (left, limit) => `今日還可申請 ${left} 次（每天最多 ${limit} 次）`,
    done: (id) => `已提交（編號 ${id}），律師將在1個工作日內聯絡您。`,
    mine: '我的複核申請',
    mineItem: (mark, offices, date) => `${mark} · ${offices} · ${date}`,
    pending: '待律師聯絡',
  },
  quote: {
    title: '註冊選項與報價',
    region: '註冊地區',
    regions: { 20: '美國', 21: '英國', 99: '歐盟', 23: '日本（申請）', 24: '日本（註冊）', 25: 'SVIP會員' },
    classCount: '類別數量',
    oneMarkClasses: (n) => `一標${n}類`,
    accelerated: '加急審查',
    authorization: '需要授權書',
    entitySize: '申請人規模',
    entities: { 1: '微型實體', 2: '小型實體', 3: '大型實體' },
    productCount: '商品數量',
    yes: '是',
    no: '否',
    product: '服務',
    perClass: '每類價格',
    total: (n) => `一標${n}類合計`,
    noPrice: '該選項暫無線上報價，請諮詢顧問。',
    memberSkus: '會員價',
    skus: '服務規格',
    months: (n) => `${n}個月`,
    note: '價格含代理服務費，官費以各國商標局公佈為準。',
  },
};

const TEXT: Record<SearchLocale, SearchText> = { 'zh-CN': ZH_CN, 'zh-TW': ZH_TW };

export const searchText = (locale: Locale): SearchText => TEXT[searchLocale(locale)];
