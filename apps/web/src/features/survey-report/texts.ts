import type { Locale } from '../../brands.ts';

/**
 * The result page's own words, simplified and traditional Chinese (the questionAnswer route is a
 * zh route). The report's content (titles, actions, laws) is the compliance engine's, stored with
 * the report as it was made.
 */
export interface ReportText {
  eyebrow: string;
  title: string;
  /** '您在{markets}的合规报告'. */
  titleYou: string;
  /** '您在{markets}等{n}个市场的合规报告' when the title names only the first markets. */
  titleYouMore: string;
  /** '销售平台' (the platforms answered, beside the time the report was made). */
  platforms: string;
  /** The small print line: '报告编号 {id} · 规则版本 {rules} · 引擎版本 {engine}'. */
  smallPrint: string;
  priorityIf: string;
  conditionalServicesTitle: string;
  conditionalServicesIntro: string;
  onlyIf: string;
  firstYearTitle: string;
  firstYear: string;
  firstYearConditional: string;
  firstYearNote: string;
  firstYearUnpriced: string;
  scrollHint: string;
  reportId: string;
  madeAt: string;
  rulesVersion: string;
  engineVersion: string;
  /** The as-of line: the rules' own checked dates ({dates}) and the day the report was made ({date}). */
  asOf: string;
  print: string;
  download: string;
  downloading: string;
  downloadFailed: string;
  actionsLabel: string;
  summaryTitle: string;
  obligations: string;
  urgent: string;
  unconfirmed: string;
  conditional: string;
  market: string;
  marketSummary: string;
  urgentTitle: string;
  noUrgent: string;
  euAdded: string;
  /** A market the seller did not ask about but holds stock in (the refine step): why it is in the report. */
  stockAdded: string;
  law: string;
  registry: string;
  who: string;
  timing: string;
  amazon: string;
  amazonEnforced: Record<'yes' | 'no' | 'unknown', string>;
  sources: string;
  noSource: string;
  checkedOn: string;
  confidenceLabel: string;
  lawConfidence: string;
  amazonConfidence: string;
  amazonSources: string;
  confidence: Record<'official' | 'provider' | 'unconfirmed', string>;
  sourceKind: Record<'official' | 'provider' | 'unconfirmed', string>;
  conditionalBadge: string;
  conditionPrefix: Record<'required' | 'recommended' | 'info', string>;
  refinedFrom: string;
  /** Added to the small print of a refined report: the report it refines. */
  smallPrintRefined: string;
  unconfirmedNote: string;
  level: Record<'required' | 'recommended' | 'info', string>;
  urgentBadge: string;
  servicesTitle: string;
  servicesIntro: string;
  service: string;
  price: string;
  forItems: string;
  from: string;
  original: string;
  askUs: string;
  noServices: string;
  genericService: string;
  nextTitle: string;
  nextText: string;
  register: string;
  contact: string;
  prices: string;
  footnote: string;
  opensInNewTab: string;
  /** The PDF route's answers. */
  pdfUnavailable: string;
  pdfBusy: string;
  pdfFailed: string;
  pdfNotFound: string;
  pdfFileName: string;
}

const SIMPLIFIED: ReportText = {
  eyebrow: '合规报告',
  title: '您的专属合规报告',
  titleYou: '您在{markets}的合规报告',
  titleYouMore: '您在{markets}等{n}个市场的合规报告',
  platforms: '销售平台',
  smallPrint: '报告编号 {id} · 规则版本 {rules} · 引擎版本 {engine}',
  priorityIf: '仅当',
  conditionalServicesTitle: '视情况而定的服务',
  conditionalServicesIntro: '以下服务只在所列条件成立时需要；补充上方“细化报告”的信息后，报告会写明是否需要。',
  onlyIf: '条件：',
  firstYearTitle: '首年费用估算',
  firstYear:
    '适用于您的{n}项服务（必须办理与建议办理），首年合计：一次性费用 {oneOff} 起，周期性费用 {recurring} 起（按年计一次，按季度计4次）。',
  firstYearConditional: '如条件成立，另需{n}项服务：一次性费用 {oneOff} 起，周期性费用 {recurring} 起。',
  firstYearNote: '按各服务最低参考价计算，含服务费，不含官方规费与税款；最终以顾问报价为准。',
  firstYearUnpriced: '另有{n}项服务价格需咨询，未计入合计。',
  scrollHint: '表格较宽：左右滑动查看全部列',
  reportId: '报告编号',
  madeAt: '生成时间',
  rulesVersion: '规则版本',
  engineVersion: '引擎版本',
  asOf: '本报告依据的规则于{dates}核实来源（报告生成于{date}）',
  print: '打印报告',
  download: '下载PDF',
  downloading: '正在生成PDF…',
  downloadFailed: 'PDF暂时无法生成，请使用“打印报告”另存为PDF。',
  actionsLabel: '报告操作',
  summaryTitle: '报告概览',
  obligations: '需办理事项',
  urgent: '开售前须完成',
  unconfirmed: '待确认事项',
  conditional: '视您的情况而定',
  market: '市场',
  marketSummary: '{n}项需办理，其中{u}项须在开售前完成，{c}项待确认',
  urgentTitle: '优先处理：开售前须完成',
  noUrgent: '没有必须在开售前完成的事项。',
  euAdded: '您选择了欧盟成员国，以下为同时适用于全欧盟的统一规则。',
  stockAdded: '您在该国存放库存，以下为因此适用的规则。',
  law: '法规依据',
  registry: '登记机构 / 主管部门',
  who: '由谁办理',
  timing: '时间要求',
  amazon: '亚马逊执行',
  amazonEnforced: { yes: '亚马逊会检查', no: '亚马逊不检查', unknown: '未确认亚马逊是否检查' },
  sources: '来源',
  noSource: '暂无公开来源',
  checkedOn: '核实日期',
  confidenceLabel: '可信度',
  lawConfidence: '法规可信度',
  amazonConfidence: '亚马逊执行可信度',
  amazonSources: '亚马逊执行的来源',
  confidence: { official: '官方来源', provider: '服务商来源', unconfirmed: '未确认' },
  sourceKind: { official: '官方', provider: '服务商', unconfirmed: '无公开来源' },
  conditionalBadge: '视情况而定',
  conditionPrefix: { required: '需要：', recommended: '建议：', info: '适用：' },
  refinedFrom: '本报告根据您补充的信息细化生成；原报告保持不变。',
  smallPrintRefined: ' · 细化自报告 {id}',
  unconfirmedNote: '此项尚未经可靠来源确认，本报告不作断言，请咨询顾问核实。',
  level: { required: '必须办理', recommended: '建议办理', info: '说明' },
  urgentBadge: '开售前须完成',
  servicesTitle: '推荐服务与参考价格',
  servicesIntro: '以下服务可帮您完成报告中的事项。价格为最低参考价，最终以顾问报价为准。',
  service: '服务',
  price: '参考价格',
  forItems: '对应事项',
  from: '起',
  original: '原价',
  askUs: '价格请咨询',
  noServices: '报告中的事项暂无对应的标准服务，欢迎联系顾问。',
  genericService: '合规服务',
  nextTitle: '下一步',
  nextText: '免费注册即可保存报告并在线办理；也可以联系顾问一对一解读报告，或查看全部服务价格。',
  register: '免费注册并办理',
  contact: '联系顾问',
  prices: '查看服务价格',
  footnote: '本报告于 {date} 生成；之后规则更新不会改变本报告。报告为通用判断，具体产品和费用以顾问确认为准。',
  opensInNewTab: '（在新标签页打开）',
  pdfUnavailable: '暂时无法生成PDF：服务器未安装PDF打印组件。请使用页面上的“打印报告”另存为PDF。',
  pdfBusy: '正在生成的PDF较多，请稍后重试。',
  pdfFailed: '系统繁忙，请稍后重试',
  pdfNotFound: '哎呀，页面错误~',
  pdfFileName: '合规报告',
};

const TRADITIONAL: ReportText = {
  eyebrow: '合規報告',
  title: '您的專屬合規報告',
  titleYou: '您在{markets}的合規報告',
  titleYouMore: '您在{markets}等{n}個市場的合規報告',
  platforms: '銷售平台',
  smallPrint: '報告編號 {id} · 規則版本 {rules} · 引擎版本 {engine}',
  priorityIf: '僅當',
  conditionalServicesTitle: '視情況而定的服務',
  conditionalServicesIntro: '以下服務只在所列條件成立時需要；補充上方「細化報告」的資訊後，報告會寫明是否需要。',
  onlyIf: '條件：',
  firstYearTitle: '首年費用估算',
  firstYear:
    '適用於您的{n}項服務（必須辦理與建議辦理），首年合計：一次性費用 {oneOff} 起，週期性費用 {recurring} 起（按年計一次，按季度計4次）。',
  firstYearConditional: '如條件成立，另需{n}項服務：一次性費用 {oneOff} 起，週期性費用 {recurring} 起。',
  firstYearNote: '按各服務最低參考價計算，含服務費，不含官方規費與稅款；最終以顧問報價為準。',
  firstYearUnpriced: '另有{n}項服務價格需諮詢，未計入合計。',
  scrollHint: '表格較寬：左右滑動查看全部欄位',
  reportId: '報告編號',
  madeAt: '產生時間',
  rulesVersion: '規則版本',
  engineVersion: '引擎版本',
  asOf: '本報告依據的規則於{dates}核實來源（報告生成於{date}）',
  print: '列印報告',
  download: '下載PDF',
  downloading: '正在產生PDF…',
  downloadFailed: 'PDF暫時無法產生，請使用「列印報告」另存為PDF。',
  actionsLabel: '報告操作',
  summaryTitle: '報告概覽',
  obligations: '需辦理事項',
  urgent: '開售前須完成',
  unconfirmed: '待確認事項',
  conditional: '視您的情況而定',
  market: '市場',
  marketSummary: '{n}項需辦理，其中{u}項須在開售前完成，{c}項待確認',
  urgentTitle: '優先處理：開售前須完成',
  noUrgent: '沒有必須在開售前完成的事項。',
  euAdded: '您選擇了歐盟成員國，以下為同時適用於全歐盟的統一規則。',
  stockAdded: '您在該國存放庫存，以下為因此適用的規則。',
  law: '法規依據',
  registry: '登記機構 / 主管機關',
  who: '由誰辦理',
  timing: '時間要求',
  amazon: '亞馬遜執行',
  amazonEnforced: { yes: '亞馬遜會檢查', no: '亞馬遜不檢查', unknown: '未確認亞馬遜是否檢查' },
  sources: '來源',
  noSource: '暫無公開來源',
  checkedOn: '核實日期',
  confidenceLabel: '可信度',
  lawConfidence: '法規可信度',
  amazonConfidence: '亞馬遜執行可信度',
  amazonSources: '亞馬遜執行的來源',
  confidence: { official: '官方來源', provider: '服務商來源', unconfirmed: '未確認' },
  sourceKind: { official: '官方', provider: '服務商', unconfirmed: '無公開來源' },
  conditionalBadge: '視情況而定',
  conditionPrefix: { required: '需要：', recommended: '建議：', info: '適用：' },
  refinedFrom: '本報告根據您補充的資訊細化生成；原報告保持不變。',
  smallPrintRefined: ' · 細化自報告 {id}',
  unconfirmedNote: '此項尚未經可靠來源確認，本報告不作斷言，請諮詢顧問核實。',
  level: { required: '必須辦理', recommended: '建議辦理', info: '說明' },
  urgentBadge: '開售前須完成',
  servicesTitle: '推薦服務與參考價格',
  servicesIntro: '以下服務可幫您完成報告中的事項。價格為最低參考價，最終以顧問報價為準。',
  service: '服務',
  price: '參考價格',
  forItems: '對應事項',
  from: '起',
  original: '原價',
  askUs: '價格請諮詢',
  noServices: '報告中的事項暫無對應的標準服務，歡迎聯繫顧問。',
  genericService: '合規服務',
  nextTitle: '下一步',
  nextText: '免費註冊即可保存報告並線上辦理；也可以聯繫顧問一對一解讀報告，或查看全部服務價格。',
  register: '免費註冊並辦理',
  contact: '聯繫顧問',
  prices: '查看服務價格',
  footnote: '本報告於 {date} 產生；之後規則更新不會改變本報告。報告為通用判斷，具體產品和費用以顧問確認為準。',
  opensInNewTab: '（在新分頁開啟）',
  pdfUnavailable: '暫時無法產生PDF：伺服器未安裝PDF列印元件。請使用頁面上的「列印報告」另存為PDF。',
  pdfBusy: '正在產生的PDF較多，請稍後重試。',
  pdfFailed: '系統繁忙，請稍後重試',
  pdfNotFound: '哎呀，頁面錯誤~',
  pdfFileName: '合規報告',
};

export const reportText = (locale: Locale): ReportText => (locale === 'zh-TW' ? TRADITIONAL : SIMPLIFIED);

/** '{n}' style placeholders filled in. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
