import type { Locale } from '../../brands.ts';

/**
 * Each route's own title and a line on what the page is for, per locale it is served in (see
 * RouteScope in src/lib/site-routes.ts). The title shows where no menu entry names the page; the
 * line stays until the page gets its content in a later issue.
 */

export interface RouteText {
  title: string;
  purpose: string;
}

type Texts = Partial<Record<Locale, RouteText>>;

const zh = (cnTitle: string, cnPurpose: string, twTitle: string, twPurpose: string): Texts => ({
  'zh-CN': { title: cnTitle, purpose: cnPurpose },
  'zh-TW': { title: twTitle, purpose: twPurpose },
});

const intl = (enTitle: string, enPurpose: string, deTitle: string, dePurpose: string): Texts => ({
  en: { title: enTitle, purpose: enPurpose },
  de: { title: deTitle, purpose: dePurpose },
});

const PLACES = {
  BVI: ['BVI', 'BVI'],
  FR: ['法国', '法國'],
  HK: ['香港', '香港'],
  SSE: ['塞舌尔', '塞舌爾'],
  USA: ['美国', '美國'],
  XJP: ['新加坡', '新加坡'],
  YG: ['英国', '英國'],
} as const;

type Place = keyof typeof PLACES;

const annualReview = (place: Place): Texts => {
  const [cn, tw] = PLACES[place];
  return zh(
    `${cn}公司年审`,
    `${cn}公司的年度申报、续期与合规维护服务。`,
    `${tw}公司年審`,
    `${tw}公司的年度申報、續期與合規維護服務。`,
  );
};

const incorporation = (place: Place): Texts => {
  const [cn, tw] = PLACES[place];
  return zh(
    `${cn}公司注册`,
    `${cn}公司的注册条件、办理流程与所需资料。`,
    `${tw}公司註冊`,
    `${tw}公司的註冊條件、辦理流程與所需資料。`,
  );
};

const article = (cn: string, tw: string): Texts =>
  zh(`${cn}文章`, `${cn}栏目的文章正文。`, `${tw}文章`, `${tw}欄目的文章正文。`);

const CBAM = zh(
  'CBAM碳边境申报',
  '欧盟碳边境调节机制（CBAM）的申报义务与办理服务。',
  'CBAM碳邊境申報',
  '歐盟碳邊境調節機制（CBAM）的申報義務與辦理服務。',
);

/** Texts by route pattern (RouteDef.pattern). The home page and the error route have their own. */
export const ROUTE_TEXTS: Readonly<Record<string, Texts>> = {
  '/amazon': zh(
    '亚马逊卖家合规专题',
    '面向亚马逊欧洲站卖家的VAT、EPR与产品合规专题页。',
    '亞馬遜賣家合規專題',
    '面向亞馬遜歐洲站賣家的VAT、EPR與產品合規專題頁。',
  ),
  '/anniversary': zh(
    '周年庆活动',
    '周年庆期间的服务优惠与活动规则。',
    '週年慶活動',
    '週年慶期間的服務優惠與活動規則。',
  ),
  '/buyingGuide': zh(
    '购买指南',
    '回答几个关于店铺与产品的问题，生成专属的合规报告。',
    '購買指南',
    '回答幾個關於店鋪與產品的問題，生成專屬的合規報告。',
  ),
  '/buyingGuide/details': zh(
    '购买指南详情',
    '合规报告中每项义务的说明与办理建议。',
    '購買指南詳情',
    '合規報告中每項義務的說明與辦理建議。',
  ),
  '/compliance_service_epr': {
    ...zh(
      'EPR合规检查',
      '检查店铺在欧洲各国的EPR注册与申报是否齐全。',
      'EPR合規檢查',
      '檢查店鋪在歐洲各國的EPR註冊與申報是否齊全。',
    ),
    ...intl(
      'EPR compliance services',
      'Registration and quantity reporting, authorised representation, obligation analysis and audits for extended producer responsibility in Europe.',
      'EPR-Compliance',
      'Registrierung und Mengenmeldung, Bevollmächtigung, Pflichtenanalyse und Audits zur erweiterten Herstellerverantwortung in Europa.',
    ),
  },
  '/design_for_recycling': {
    ...zh(
      '可回收性评估工具',
      '评估包装设计的可回收性等级，找到改进方向。',
      '可回收性評估工具',
      '評估包裝設計的可回收性等級，找到改進方向。',
    ),
    ...intl(
      'Design for recycling',
      'Assess how recyclable your packaging design is and where to improve it.',
      'Design for Recycling',
      'Bewerten Sie die Recyclingfähigkeit Ihrer Verpackung und finden Sie Ansatzpunkte zur Verbesserung.',
    ),
  },
  '/land618': zh(
    '618年中大促',
    '618期间的合规服务套餐优惠与活动规则。',
    '618年中大促',
    '618期間的合規服務套餐優惠與活動規則。',
  ),
  '/recycling_labels': {
    ...zh(
      '回收标识',
      '法国Triman、Info-tri等各国包装回收标识的要求与生成。',
      '回收標識',
      '法國Triman、Info-tri等各國包裝回收標識的要求與生成。',
    ),
    ...intl(
      'Recycling labels',
      'Requirements for Triman, Info-tri and other national packaging labels, and how to produce them.',
      'Recycling-Kennzeichnung',
      'Anforderungen an Triman, Info-tri und weitere nationale Verpackungskennzeichnungen und wie Sie sie erstellen.',
    ),
  },
  '/search': zh(
    '商标查询',
    '按商标名称与国家查询近似商标，评估注册风险。',
    '商標查詢',
    '按商標名稱與國家查詢近似商標，評估註冊風險。',
  ),
  '/searchCategory': zh(
    '商标类别查询',
    '按商品或服务名称查找对应的尼斯分类。',
    '商標類別查詢',
    '按商品或服務名稱查找對應的尼斯分類。',
  ),
  '/syProductService': zh(
    '产品服务',
    '产品合规服务的内容、办理流程与所需资料。',
    '產品服務',
    '產品合規服務的內容、辦理流程與所需資料。',
  ),
  '/systemSearch': zh(
    '站内搜索',
    '在全站的服务与资讯中查找您需要的内容。',
    '站內搜尋',
    '在全站的服務與資訊中查找您需要的內容。',
  ),
  '/cht/accountingAudit': zh(
    '会计审计',
    '海外公司的记账、核数审计与利得税申报服务。',
    '會計審計',
    '海外公司的記帳、核數審計與利得稅申報服務。',
  ),
  '/cht/bankAccount': zh(
    '银行开户',
    '香港及海外银行账户与跨境收款账户的开户服务。',
    '銀行開戶',
    '香港及海外銀行帳戶與跨境收款帳戶的開戶服務。',
  ),
  '/cht/commonQuestion': zh(
    '常见问题',
    '公司注册、年审、开户与报税的常见疑问解答。',
    '常見問題',
    '公司註冊、年審、開戶與報稅的常見疑問解答。',
  ),
  '/cht/secretaryServices': zh(
    '秘书服务',
    '持牌公司秘书、注册地址与法定记录管理服务。',
    '秘書服務',
    '持牌公司秘書、註冊地址與法定記錄管理服務。',
  ),
  '/cht/xmsailSchool': zh(
    '出海学堂',
    '公司百科、财税百科、行业资讯与出海趋势文章。',
    '出海學堂',
    '公司百科、財稅百科、行業資訊與出海趨勢文章。',
  ),
  '/cht/xmsailSchool/companyEncy': zh(
    '公司百科',
    '各地公司类型、注册条件与维护要求。',
    '公司百科',
    '各地公司類型、註冊條件與維護要求。',
  ),
  '/cht/xmsailSchool/FinanceTaxEncy': zh(
    '财税百科',
    '海外公司的会计、税务与审计知识。',
    '財稅百科',
    '海外公司的會計、稅務與審計知識。',
  ),
  '/cht/xmsailSchool/industryInfo': zh(
    '行业资讯',
    '跨境电商与出海行业的最新动态。',
    '行業資訊',
    '跨境電商與出海行業的最新動態。',
  ),
  '/cht/xmsailSchool/trends': zh(
    '出海趋势',
    '各国政策变化与出海市场观察。',
    '出海趨勢',
    '各國政策變化與出海市場觀察。',
  ),
  '/trends/:id.html': article('出海趋势', '出海趨勢'),
  '/companyEncy/:id.html': article('公司百科', '公司百科'),
  '/industryInfo/:id.html': article('行业资讯', '行業資訊'),
  '/FinanceTaxEncy/:id.html': article('财税百科', '財稅百科'),
  '/cht/annualReview/annualReviewBVI': annualReview('BVI'),
  '/cht/annualReview/annualReviewHK': annualReview('HK'),
  '/cht/annualReview/annualReviewSSE': annualReview('SSE'),
  '/cht/annualReview/annualReviewUSA': annualReview('USA'),
  '/cht/annualReview/annualReviewXJP': annualReview('XJP'),
  '/cht/annualReview/annualReviewYG': annualReview('YG'),
  '/cht/Incorporation/IncorporationBVI': incorporation('BVI'),
  '/cht/Incorporation/IncorporationFR': incorporation('FR'),
  '/cht/Incorporation/IncorporationHK': incorporation('HK'),
  '/cht/Incorporation/IncorporationSSE': incorporation('SSE'),
  '/cht/Incorporation/IncorporationUSA': incorporation('USA'),
  '/cht/Incorporation/IncorporationXJP': incorporation('XJP'),
  '/cht/Incorporation/IncorporationYG': incorporation('YG'),
  '/cht/hot/newcomerActivities': zh(
    '新客活动',
    '新客户专享的注册优惠与服务礼包。',
    '新客活動',
    '新客戶專享的註冊優惠與服務禮包。',
  ),
  '/cht/hot/module/hotModal': zh('活动详情', '热门活动的规则与参与方式。', '活動詳情', '熱門活動的規則與參與方式。'),
  '/cht/hot/module/loginSuccessful': zh(
    '登录成功',
    '登录后可领取的活动礼包与下一步操作。',
    '登入成功',
    '登入後可領取的活動禮包與下一步操作。',
  ),
  '/cht/hot/module/repeat': zh(
    '已参与活动',
    '您已参与过此活动，可查看其他进行中的优惠。',
    '已參與活動',
    '您已參與過此活動，可查看其他進行中的優惠。',
  ),
  '/mdt/aboutUs': zh('关于律所', '律所简介、执业领域与律师团队。', '關於律所', '律所簡介、執業領域與律師團隊。'),
  '/mdt/contactUs': zh(
    '联系律所',
    '预约律师面谈或留言咨询，律师助理48小时内回复。',
    '聯繫律所',
    '預約律師面談或留言諮詢，律師助理48小時內回覆。',
  ),
  '/mdt/copyright': zh('版权业务', '作品著作权登记与美国版权局登记。', '版權業務', '作品著作權登記與美國版權局登記。'),
  '/mdt/faq': zh(
    '常见问题',
    '商标、专利、版权与诉讼业务的常见问题。',
    '常見問題',
    '商標、專利、版權與訴訟業務的常見問題。',
  ),
  '/mdt/litigation': zh(
    '诉讼业务',
    'TRO应诉、侵权申诉与商标争议的代理服务。',
    '訴訟業務',
    'TRO應訴、侵權申訴與商標爭議的代理服務。',
  ),
  '/mdt/patent': zh(
    '专利业务',
    '外观设计、发明、实用新型与PCT国际专利申请。',
    '專利業務',
    '外觀設計、發明、實用新型與PCT國際專利申請。',
  ),
  '/mdt/trademark': zh(
    '商标业务',
    '美国、欧盟、英国、日本等地的商标注册与异议答复。',
    '商標業務',
    '美國、歐盟、英國、日本等地的商標註冊與異議答覆。',
  ),
  '/ld/CBAM': CBAM,
  '/ld/complianceAnswer': zh(
    '合规解答',
    '针对合规报告中问题的专业解答。',
    '合規解答',
    '針對合規報告中問題的專業解答。',
  ),
  '/ld/contactUs': {
    ...zh(
      '联系我们',
      '留下您的问题与联系方式，我们将在48小时内回复。',
      '聯繫我們',
      '留下您的問題與聯繫方式，我們將在48小時內回覆。',
    ),
    ...intl(
      'Contact us',
      'Leave your question and contact details and we will reply within 48 hours.',
      'Kontakt',
      'Hinterlassen Sie Ihre Frage und Kontaktdaten, wir antworten innerhalb von 48 Stunden.',
    ),
  },
  '/ld/cooperative/:friendId?': zh(
    '渠道合作',
    '服务商与渠道伙伴的合作方式与合作申请。',
    '渠道合作',
    '服務商與渠道夥伴的合作方式與合作申請。',
  ),
  '/ld/registered': zh('注册账号', '注册账号，开始在线办理合规服务。', '註冊帳號', '註冊帳號，開始線上辦理合規服務。'),
  '/ld/calculate/:id?': zh(
    '费用测算',
    '按站点、品类与规模估算税费与合规费用。',
    '費用測算',
    '按站點、品類與規模估算稅費與合規費用。',
  ),
  '/ld/video/:uid?': zh('视频播放', '观看合规办理的视频讲解。', '影片播放', '觀看合規辦理的影片講解。'),
  '/~/EPR/:query?': zh(
    'EPR合规',
    '德国包装法、WEEE、电池法与法国EPR的注册与申报服务。',
    'EPR合規',
    '德國包裝法、WEEE、電池法與法國EPR的註冊與申報服務。',
  ),
  '/~/ouAgent/:query?': zh(
    '欧盟授权代表',
    '欧盟与英国授权代表、GPSR负责人服务。',
    '歐盟授權代表',
    '歐盟與英國授權代表、GPSR負責人服務。',
  ),
  '/~/videos/:query?': zh('视频教程', 'VAT与EPR办理全流程的视频讲解。', '影片教學', 'VAT與EPR辦理全流程的影片講解。'),
  '/~/videoDetail/:query?': zh('视频详情', '视频教程的播放与简介。', '影片詳情', '影片教學的播放與簡介。'),
  '/~/problem/:query?': zh(
    '常见问题',
    '税号、申报与EPR办理中的高频问题解答。',
    '常見問題',
    '稅號、申報與EPR辦理中的高頻問題解答。',
  ),
  '/~/operation/:query?': zh(
    '操作手册',
    '工作台下单、资料上传与申报确认的操作指引。',
    '操作手冊',
    '工作台下單、資料上傳與申報確認的操作指引。',
  ),
  '/~/aboutVat/:query?': zh(
    '行业资讯',
    '欧洲税务政策、平台动态与合规案例。',
    '行業資訊',
    '歐洲稅務政策、平台動態與合規案例。',
  ),
  '/~/VATdetail/:query?': zh('资讯详情', '行业资讯文章的正文。', '資訊詳情', '行業資訊文章的正文。'),
  '/~/price': zh('服务价格', '各项合规服务的价格与优惠。', '服務價格', '各項合規服務的價格與優惠。'),
  '/~/aboutUs': zh('关于我们', '公司介绍、资质与服务团队。', '關於我們', '公司介紹、資質與服務團隊。'),
  '/~/VAT': zh('VAT税务', '欧洲各国VAT注册与申报服务。', 'VAT稅務', '歐洲各國VAT註冊與申報服務。'),
  '/~/questionAnswer': zh(
    '合规报告',
    '根据您的问卷回答生成的合规报告。',
    '合規報告',
    '根據您的問卷回答生成的合規報告。',
  ),
  '/custom/:uid?': {
    ...zh('专题页面', '活动专题与协议条款等独立页面。', '專題頁面', '活動專題與協議條款等獨立頁面。'),
    ...intl(
      'Information',
      'Campaign pages and terms, each published as a page of its own.',
      'Information',
      'Aktionsseiten und Bedingungen, jeweils als eigene Seite veröffentlicht.',
    ),
  },
  '/guide/:uid?': zh(
    '注册指引',
    '注册即可领取的奖励礼包与领取方式。',
    '註冊指引',
    '註冊即可領取的獎勵禮包與領取方式。',
  ),
  '/services/eu_cbam': zh(
    '欧盟CBAM申报',
    '欧盟碳边境调节机制（CBAM）的申报义务与办理服务。',
    '歐盟CBAM申報',
    '歐盟碳邊境調節機制（CBAM）的申報義務與辦理服務。',
  ),
  '/services/amazon-climate-pledge-friendly': zh(
    '气候友好承诺认证',
    '亚马逊气候友好承诺（Climate Pledge Friendly）认证与碳合规服务。',
    '氣候友好承諾認證',
    '亞馬遜氣候友好承諾（Climate Pledge Friendly）認證與碳合規服務。',
  ),
  '/service': intl(
    'Market entry',
    'Company registration, tax service, visa service and expert marketing for entering the European market.',
    'Markteintritt',
    'Firmengründung, Steuerservice, Visaservice und Expertenmarketing für den Eintritt in den europäischen Markt.',
  ),
  '/news/:id': intl(
    'Industry insight',
    'News and analysis on EPR, packaging and market entry, by topic.',
    'Branchenwissen',
    'Nachrichten und Analysen zu EPR, Verpackung und Markteintritt, nach Themen.',
  ),
  '/insight': intl(
    'Industry insight',
    'Our latest articles on EPR, packaging regulation and marketplaces.',
    'Branchenwissen',
    'Unsere neuesten Beiträge zu EPR, Verpackungsrecht und Marktplätzen.',
  ),
  '/case_studies': intl(
    'Case studies',
    'How manufacturers and sellers met their EPR obligations with us.',
    'Fallstudien',
    'Wie Hersteller und Händler mit uns ihre EPR-Pflichten erfüllt haben.',
  ),
  '/newsDetail': intl(
    'Article',
    'The full text of an insight article.',
    'Beitrag',
    'Der vollständige Text eines Fachbeitrags.',
  ),
};

/** A route's texts in a locale, or null when the route has none there. */
export const routeText = (pattern: string, locale: Locale): RouteText | null => ROUTE_TEXTS[pattern]?.[locale] ?? null;
