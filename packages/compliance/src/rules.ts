/**
 * The rules table: one row per country x stream (a few streams have more than one row), as data. Every row
 * names its law, register, who acts, timing, Amazon's enforcement, its sources, the date it was checked and
 * a confidence. Facts come from shared/DOMAIN.md (as of RULES_VERSION) and, where a row cites more, from
 * the pages it cites. Change a row: change RULES_VERSION and the row's checkedOn.
 */

export const RULES_VERSION = '2026-11-23';

/** The date the rows below were checked against their sources. */
const CHECKED = '2026-11-23';

export const STREAMS = [
  'vat',
  'packaging',
  'weee',
  'batteries',
  'textiles',
  'energyLabel',
  'trademark',
  'authorisedRep',
] as const;
export type Stream = (typeof STREAMS)[number];

export const STREAM_LABELS: Record<Stream, string> = {
  vat: '增值税 / 销售税',
  packaging: '包装EPR',
  weee: '电子电气设备（WEEE）',
  batteries: '电池',
  textiles: '纺织品 / 家具 / 轮胎',
  energyLabel: '能效标签',
  trademark: '商标与品牌保护',
  authorisedRep: '授权代表',
};

/** What a condition can test: derived from the answers by the engine (see factsOf in engine.ts). */
export const FACTS = [
  'battery',
  /** powered or battery: a product with a battery is electrical equipment. */
  'powered',
  'textileOrFurniture',
  'energyLabelGoods',
  'trademark',
  'brandRegistry',
  'rightsProtection',
  /** Sells on Amazon. Only conditions of Amazon's own programmes use it: EPR follows the market. */
  'amazon',
  /** 'Other EU' was among the target sites. */
  'otherEuMarket',
] as const;
export type Fact = (typeof FACTS)[number];

/** 'always', or every fact of requires, at least one of requiresAny, none of requiresNone. */
export type Condition =
  | 'always'
  | { requires?: readonly Fact[]; requiresAny?: readonly Fact[]; requiresNone?: readonly Fact[] };

/** Countries with rows. EU is the EU-wide rules; NL and AT are not questionnaire options (yet). */
export const RULE_COUNTRIES = [
  'UK',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'AT',
  'EU',
  'US',
  'CA',
  'BR',
  'IN',
  'AU',
  'KR',
  'JP',
] as const;
export type RuleCountry = (typeof RULE_COUNTRIES)[number];

/** official: an authority's, register's or Amazon's page; provider: a service provider's page (DOMAIN's 3P). */
export type Confidence = 'official' | 'provider' | 'unconfirmed';
export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  official: '官方来源',
  provider: '服务商来源',
  unconfirmed: '未确认',
};

/** required: a legal duty once the condition holds; recommended: advised; info: a note, no duty asserted. */
export type Level = 'required' | 'recommended' | 'info';

export interface AmazonEnforcement {
  enforced: 'yes' | 'no' | 'unknown';
  how: string;
}

export interface Source {
  title: string;
  /** null when the source is not a public page (the company's own figures). */
  url: string | null;
}

/** A service of the products table that fulfils a rule (codes of packages/db/content/reference). */
export interface ServiceRef {
  serviceType: number;
  country: number;
  /** A word of the product's name that narrows the products of that type and country. */
  productNameKeyWord: string;
}

export interface Rule {
  id: string;
  country: RuleCountry;
  stream: Stream;
  condition: Condition;
  level: Level;
  title: string;
  action: string;
  law: string | null;
  register: string | null;
  who: string;
  timing: string;
  /** Must be in place before the first sale: registration before placing on the market, or listings blocked. */
  urgent: boolean;
  amazon: AmazonEnforcement;
  /** Empty only for an unconfirmed row: no source settled it. */
  sources: readonly Source[];
  checkedOn: string;
  confidence: Confidence;
  services: readonly ServiceRef[];
}

/** Service-type codes (packages/db/content/reference/service-types.yaml). */
export const SERVICE_TYPE = {
  vatRegistration: 1001,
  vatFiling: 1002,
  ioss: 1003,
  oss: 1004,
  weee: 1005,
  packaging: 1006,
  battery: 1007,
  textileEpr: 1008,
  furnitureEpr: 1009,
  authorisedRep: 1010,
  trademark: 1013,
  salesTax: 1018,
} as const;

/** Country codes for services (spec section 3). */
export const SERVICE_COUNTRY = { UK: 0, FR: 1, DE: 2, IT: 3, ES: 4, NL: 7, AT: 8, EU: 99, JP: 100, US: 101 } as const;

const service = (
  serviceType: number,
  country: keyof typeof SERVICE_COUNTRY,
  productNameKeyWord: string,
): ServiceRef => ({ serviceType, country: SERVICE_COUNTRY[country], productNameKeyWord });

const src = (title: string, url: string | null): Source => ({ title, url });

const S = {
  lucid: src('ZSVR 德国包装登记中心：LUCID 清单', 'https://www.verpackungsregister.org'),
  bitkom: src(
    'Bitkom Compliance Solutions：stiftung ear 与 BattDG 2025',
    'https://www.bitkom-compliance-solutions.com',
  ),
  earAgent: src(
    'stiftung ear：无德国分支机构的生产者须委托授权代表（ElektroG §8）',
    'https://www.stiftung-ear.de/hersteller/bevollmaechtigter/',
  ),
  ademe: src('ADEME：EPR唯一识别码（IDU）', 'https://filieres-rep.ademe.fr/identifiant-unique'),
  refashion: src('Refashion（纺织品、家用布草、鞋类）', 'https://refashion.fr'),
  ecomaison: src('Ecomaison（家具、床上用品）', 'https://ecomaison.com'),
  aliapur: src('Aliapur（轮胎）', 'https://aliapur.fr'),
  amazonEs: src('亚马逊卖家平台帮助 G202131960（西班牙RII登记）', 'https://sellercentral.amazon.fr'),
  ecopilas: src('Ecopilas（西班牙电池）', 'https://ecopilas.es'),
  esPackaging: src(
    'Fide：西班牙产品生产者登记（包装类，RD 1055/2022）',
    'https://www.fide.es/2023/03/14/registro-productores-productos/',
  ),
  itPackaging: src(
    'Modena商会：包装环境标签新规（2023年1月1日起，CONAI）',
    'https://mo.camcom.it/tutela-del-mercato/ambiente/news/etichettatura-ambientale-imballaggi-nuove-regole-in-vigore-dal-1deg-gennaio-2023',
  ),
  itBatteries: src(
    'RENAP：意大利电池生产者登记（Registro Pile e Accumulatori）',
    'https://www.renap.gov.it/it/registro-pile-e-accumulatori',
  ),
  verpact: src('Verpact（荷兰包装）', 'https://afvalfondsverpakkingen.nl'),
  open: src('Stichting OPEN（荷兰电子电气设备与电池）', 'https://stichting-open.org'),
  takeEWay: src('take-e-way（服务商页面）：奥地利授权代表', 'https://take-e-way.com'),
  govUkPackaging: src('GOV.UK：包装EPR小型生产者', 'https://www.gov.uk'),
  govUkWeee: src('GOV.UK：电子电气废弃物生产者责任', 'https://www.gov.uk'),
  eprel: src('欧盟委员会：能效产品供应商须知（EPREL）', 'https://energy-efficient-products.ec.europa.eu/suppliers_en'),
  sellerForum: src('Seller-Forum（服务商/卖家论坛）：EPR执行讨论', 'https://www.seller-forum.com'),
  prodlaw: src('prodlaw.eu：欧盟电池法规时间表', 'https://prodlaw.eu'),
  vatcalc: src('vatcalc：欧盟电子商务增值税一揽子规则', 'https://www.vatcalc.com'),
  avalara: src('Avalara VATlive：非欧盟卖家与亚马逊FBA', 'https://www.avalara.com/vatlive'),
  govUkVat: src('GOV.UK：通过在线平台销售的海外企业的VAT', 'https://www.gov.uk'),
  amazonUkVat: src('亚马逊卖家平台帮助 202098580（VAT）', 'https://sellercentral.amazon.co.uk'),
  vatGermany: src('vat-germany.com：德国VAT申报期限', 'https://www.vat-germany.com'),
  agencia: src('西班牙税务局（Agencia Tributaria）', 'https://www.agenciatributaria.es'),
  taxFoundation: src('Tax Foundation：Wayfair案后的各州销售税', 'https://taxfoundation.org'),
  amazonJp: src('亚马逊日本卖家平台：日本消费税（JCT）', 'https://sellercentral.amazon.co.jp'),
  auGst: src(
    'Lexology（律所文章）：澳大利亚低价值进口商品GST',
    'https://www.lexology.com/library/detail.aspx?g=e6db7e91-35fa-4e86-9ea0-12dba11c464a',
  ),
  caGst: src(
    'Ryan（服务商页面）：加拿大GST/HST电子商务新规',
    'https://ryan.com/canada/about-ryan/news-and-insights/gsthst-simplified-registration-system-and-e-commerce-measures-launched',
  ),
  krVat: src('本公司网站规格：韩国增值税（季度申报，季末后25日内，税率10%）', null),
  brandRegistry: src(
    'ASK IP Law（律所页面）：亚马逊品牌备案接受已注册或申请中商标',
    'https://askiplaw.com/trademarks-for-amazon-brand-registry/',
  ),
  brandOffices: src(
    'Igerent（服务商页面）：亚马逊品牌备案认可的商标局',
    'https://igerent.com/trademarks-amazon-brand-registry',
  ),
} as const;

const AMAZON_UNKNOWN: AmazonEnforcement = { enforced: 'unknown', how: '我们的资料未确认亚马逊是否对此执行检查。' };
const AMAZON_FR: AmazonEnforcement = {
  enforced: 'yes',
  how: '亚马逊要求每个EPR类别提供一个IDU；未提供的，亚马逊将卖家纳入“代缴”（Pay on Behalf）并代收生态费。',
};

/** Shared fields of the rows checked against DOMAIN.md on RULES_VERSION. */
const row = (rule: Omit<Rule, 'checkedOn'>): Rule => ({ ...rule, checkedOn: CHECKED });

const vatRows: Rule[] = [
  row({
    id: 'UK.vat',
    country: 'UK',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '英国VAT：在英国境内存货即须注册',
    action:
      '海外卖家在英国境内存放商品（如亚马逊FBA仓）须注册英国VAT，没有起征点（英国本土企业的门槛为£90,000）；标准税率20%。价值不超过£135的进口包裹由销售平台在销售时收取VAT；海外卖家经平台售出的英国境内商品（不论价值）也由平台承担VAT。',
    law: '英国增值税（海外卖家与在线平台规则）',
    register: 'HMRC（英国税务海关总署）',
    who: '在英国存货或向英国消费者销售的海外卖家',
    timing: '在英国存货前完成注册；亚马逊VAT服务所列的缴税截止日为申报期结束后次月31日；申报频率未经确认。',
    urgent: false,
    amazon: {
      enforced: 'unknown',
      how: '平台承担≤£135进口包裹及海外卖家英国境内商品的VAT；我们的资料未确认亚马逊是否检查卖家的VAT号。',
    },
    sources: [S.govUkVat, S.amazonUkVat],
    confidence: 'official',
    services: [service(SERVICE_TYPE.vatRegistration, 'UK', 'VAT注册'), service(SERVICE_TYPE.vatFiling, 'UK', 'VAT')],
  }),
  row({
    id: 'DE.vat',
    country: 'DE',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '德国VAT：在德国境内存货即须注册',
    action:
      '在德国境内存货（如亚马逊FBA、泛欧计划）须注册德国VAT，非欧盟卖家没有起征点；标准税率19%。泛欧计划的存货国通常包括德国、法国、意大利、西班牙、波兰、捷克（服务商来源）。',
    law: '德国增值税',
    register: '德国税务局',
    who: '在德国存货的卖家',
    timing: '在德国存货前完成注册；注册后前两年按月申报，次月10日前申报并缴税。',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.avalara, S.vatGermany, S.amazonUkVat],
    confidence: 'official',
    services: [service(SERVICE_TYPE.vatRegistration, 'DE', 'VAT注册'), service(SERVICE_TYPE.vatFiling, 'DE', 'VAT')],
  }),
  row({
    id: 'FR.vat',
    country: 'FR',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '法国VAT：在法国境内存货即须注册',
    action: '在法国境内存货须注册法国VAT，非欧盟卖家没有起征点；标准税率20%。',
    law: '法国增值税（TVA）',
    register: '法国税务局',
    who: '在法国存货的卖家',
    timing: '在法国存货前完成注册；亚马逊VAT服务所列的缴税截止日为申报期结束后次月19日；申报频率未经确认。',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.avalara, S.amazonUkVat],
    confidence: 'official',
    services: [service(SERVICE_TYPE.vatRegistration, 'FR', 'VAT注册'), service(SERVICE_TYPE.vatFiling, 'FR', 'VAT')],
  }),
  row({
    id: 'IT.vat',
    country: 'IT',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '意大利VAT：在意大利境内存货即须注册',
    action: '在意大利境内存货须注册意大利VAT，非欧盟卖家没有起征点；标准税率22%。',
    law: '意大利增值税（IVA）',
    register: '意大利税务局',
    who: '在意大利存货的卖家',
    timing: '在意大利存货前完成注册；亚马逊VAT服务所列的缴税截止日为申报期结束后次月14日；申报频率未经确认。',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.avalara, S.amazonUkVat],
    confidence: 'official',
    services: [service(SERVICE_TYPE.vatRegistration, 'IT', 'VAT注册'), service(SERVICE_TYPE.vatFiling, 'IT', 'VAT')],
  }),
  row({
    id: 'ES.vat',
    country: 'ES',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '西班牙VAT：在西班牙境内存货即须注册',
    action: '在西班牙境内存货须注册西班牙VAT，非欧盟卖家没有起征点；标准税率21%；按季度提交Modelo 303申报表。',
    law: '西班牙增值税（IVA）',
    register: '西班牙税务局（Agencia Tributaria）',
    who: '在西班牙存货的卖家',
    timing: '在西班牙存货前完成注册；按季度申报（Modelo 303），亚马逊VAT服务所列的缴税截止日为申报期结束后次月23日。',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.avalara, S.agencia, S.amazonUkVat],
    confidence: 'official',
    services: [service(SERVICE_TYPE.vatRegistration, 'ES', 'VAT注册'), service(SERVICE_TYPE.vatFiling, 'ES', 'VAT')],
  }),
  row({
    id: 'EU.vat.oss',
    country: 'EU',
    stream: 'vat',
    condition: 'always',
    level: 'recommended',
    title: '欧盟OSS：跨境远程销售的一站式申报',
    action:
      '自2021年7月1日起，欧盟对跨境B2C远程销售设全欧盟统一的€10,000门槛，可通过OSS按季度集中申报各成员国的VAT；非欧盟卖家从欧盟仓库发货的，在发货所在成员国注册OSS。非欧盟卖家经平台向欧盟消费者销售的，由平台作为视同供应商，但卖家仍须在存货所在国注册VAT。',
    law: '欧盟电子商务增值税一揽子规则（2021年7月1日）',
    register: 'OSS（发货所在成员国税务机关）',
    who: '从欧盟仓库向其他成员国消费者发货的卖家',
    timing: '按季度申报',
    urgent: false,
    amazon: {
      enforced: 'unknown',
      how: '亚马逊作为平台对非欧盟卖家的欧盟B2C销售承担VAT（视同供应商）。',
    },
    sources: [S.vatcalc, S.avalara],
    confidence: 'official',
    services: [service(SERVICE_TYPE.oss, 'EU', 'OSS')],
  }),
  row({
    id: 'EU.vat.ioss',
    country: 'EU',
    stream: 'vat',
    condition: 'always',
    level: 'recommended',
    title: '欧盟IOSS：价值不超过€150的进口包裹',
    action:
      '€22的进口免税已取消；从欧盟境外直接寄给消费者、价值不超过€150的包裹，可通过IOSS在销售时收取VAT；非欧盟卖家须委托欧盟中介。经平台销售的此类包裹，由平台作为视同供应商承担VAT。',
    law: '欧盟电子商务增值税一揽子规则（2021年7月1日）',
    register: 'IOSS（须经欧盟中介）',
    who: '从欧盟境外直邮欧盟消费者的卖家（独立站等非平台销售）',
    timing: '在直邮销售开始前注册',
    urgent: false,
    amazon: { enforced: 'unknown', how: '亚马逊作为平台对≤€150的进口包裹承担VAT（视同供应商）。' },
    sources: [S.vatcalc],
    confidence: 'official',
    services: [service(SERVICE_TYPE.ioss, 'EU', 'IOSS')],
  }),
  row({
    id: 'US.vat',
    country: 'US',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '美国销售税：经济关联与平台代收',
    action:
      '2018年Wayfair案后各州以经济关联（economic nexus）判断纳税义务，常见门槛为在该州年销售额$100,000或200笔交易；所有征收销售税的州都有市场平台代收法（marketplace facilitator）：经平台的销售由平台代收代缴，平台以外（如独立站）的销售超过某州门槛须在该州注册、收税和申报。',
    law: 'South Dakota v. Wayfair（2018）；各州市场平台代收法',
    register: '各州税务机关',
    who: '向美国消费者销售的卖家',
    timing: '超过某州门槛后在该州注册；申报频率由各州规定',
    urgent: false,
    amazon: { enforced: 'unknown', how: '亚马逊依市场平台代收法代收代缴其平台上的销售税。' },
    sources: [S.taxFoundation],
    confidence: 'official',
    services: [service(SERVICE_TYPE.salesTax, 'US', '销售税')],
  }),
  row({
    id: 'JP.vat',
    country: 'JP',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '日本消费税：合格请求书制度',
    action:
      '消费税税率10%；基准期间销售额超过¥1,000万日元的经营者须纳税；自2023年10月1日起实行合格请求书（发票）制度。',
    law: '日本消费税法（合格请求书制度）',
    register: '日本税务机关',
    who: '在日本销售的卖家',
    timing: '基准期间销售额超过¥1,000万日元时成为纳税人',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.amazonJp],
    confidence: 'official',
    services: [],
  }),
  row({
    id: 'AU.vat',
    country: 'AU',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '澳大利亚GST：低价值进口商品',
    action:
      '自2018年7月1日起，价值不超过A$1,000的低价值进口商品征收10% GST；对澳销售额达A$75,000须注册GST；经电子分销平台（如亚马逊）销售的，由平台作为供应商收取GST。',
    law: '澳大利亚GST（低价值进口商品规则）',
    register: '澳大利亚税务局（ATO）',
    who: '向澳大利亚消费者销售的海外卖家',
    timing: '对澳销售额达A$75,000时注册',
    urgent: false,
    amazon: { enforced: 'unknown', how: '亚马逊作为电子分销平台对低价值进口商品收取GST。' },
    sources: [S.auGst],
    confidence: 'provider',
    services: [],
  }),
  row({
    id: 'CA.vat',
    country: 'CA',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '加拿大GST/HST',
    action:
      '自2021年7月1日起，12个月内对加拿大消费者的销售超过C$30,000须注册GST/HST；平台对未注册卖家的销售（如从加拿大仓库发货的商品）代收GST/HST。',
    law: '加拿大GST/HST电子商务规则（2021年7月1日）',
    register: '加拿大税务局（CRA）',
    who: '向加拿大消费者销售的海外卖家',
    timing: '12个月销售额超过C$30,000时注册',
    urgent: false,
    amazon: { enforced: 'unknown', how: '平台对未注册卖家的相关销售代收GST/HST。' },
    sources: [S.caGst],
    confidence: 'provider',
    services: [],
  }),
  row({
    id: 'KR.vat',
    country: 'KR',
    stream: 'vat',
    condition: 'always',
    level: 'required',
    title: '韩国增值税',
    action: '韩国增值税税率10%，按季度申报，季度结束后25日内申报。',
    law: '韩国增值税',
    register: '韩国税务机关',
    who: '在韩国销售的卖家',
    timing: '按季度申报，季度结束后25日内',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.krVat],
    confidence: 'provider',
    services: [],
  }),
];

const packagingRows: Rule[] = [
  row({
    id: 'DE.packaging',
    country: 'DE',
    stream: 'packaging',
    condition: 'always',
    level: 'required',
    title: '德国包装法：LUCID注册并加入双元系统',
    action:
      '在LUCID（德国包装登记中心ZSVR的公开登记系统，免费）注册，与一家双元系统签约，并申报投放的包装数量；没有最低数量豁免。',
    law: 'VerpackG（德国包装法）',
    register: 'LUCID（ZSVR）',
    who: '首次将带包装商品投放德国市场的生产者，包括境外卖家',
    timing: '销售前完成LUCID注册和双元系统签约；按合同申报数量',
    urgent: true,
    amazon: { enforced: 'yes', how: '自2022年7月1日起执行德国包装法合规要求。' },
    sources: [S.lucid, S.sellerForum],
    confidence: 'official',
    services: [service(SERVICE_TYPE.packaging, 'DE', '包装')],
  }),
  row({
    id: 'FR.packaging',
    country: 'FR',
    stream: 'packaging',
    condition: 'always',
    level: 'required',
    title: '法国AGEC法：包装类唯一识别码（IDU）',
    action:
      '自2022年1月1日起，每个EPR类别须有一个由ADEME的SYDEREP系统签发的唯一识别码（IDU/UIN），通常通过加入生态组织取得（包装类：Citeo、Léko、Adelphe）。',
    law: 'AGEC法（法国反浪费与循环经济法）',
    register: 'SYDEREP（ADEME）/ IDU；生态组织 Citeo、Léko、Adelphe',
    who: '将带包装商品投放法国市场的生产者，包括境外卖家',
    timing: '销售前取得IDU',
    urgent: false,
    amazon: AMAZON_FR,
    sources: [S.ademe],
    confidence: 'official',
    services: [service(SERVICE_TYPE.packaging, 'FR', '包装')],
  }),
  row({
    id: 'ES.packaging',
    country: 'ES',
    stream: 'packaging',
    condition: 'always',
    level: 'required',
    title: '西班牙包装EPR：MITECO登记并加入PRO',
    action:
      '依RD 1055/2022和第7/2022号法律，在西班牙生态转型部（MITECO）的产品生产者登记处（包装类）登记，并加入生产者责任组织（PRO）；没有数量门槛。',
    law: 'RD 1055/2022；Ley 7/2022',
    register: 'MITECO 产品生产者登记（包装类）',
    who: '将带包装商品投放西班牙市场的生产者，包括境外卖家（境外企业须委托代表，见“授权代表”）',
    timing: '销售前完成登记并加入PRO',
    urgent: false,
    amazon: {
      enforced: 'yes',
      how: '自2023年12月31日起要求提供包装登记号，否则纳入“代缴”（Pay on Behalf）。',
    },
    sources: [S.esPackaging, S.amazonEs, S.sellerForum],
    confidence: 'official',
    services: [service(SERVICE_TYPE.packaging, 'ES', '包装')],
  }),
  row({
    id: 'IT.packaging',
    country: 'IT',
    stream: 'packaging',
    condition: 'always',
    level: 'required',
    title: '意大利包装：环境标签与CONAI体系',
    action:
      '自2023年1月1日起，投放意大利市场的包装须按规定加贴包装环境标签；包装EPR由CONAI（意大利国家包装联盟）体系管理。境外卖家是否须直接加入CONAI，我们尚未确认，请咨询顾问。',
    law: 'D.Lgs. 116/2020（包装环境标签）',
    register: 'CONAI',
    who: '将带包装商品投放意大利市场的卖家',
    timing: '自2023年1月1日起适用；登记期限未经确认',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.itPackaging],
    confidence: 'official',
    services: [],
  }),
  row({
    id: 'NL.packaging',
    country: 'NL',
    stream: 'packaging',
    condition: 'always',
    level: 'required',
    title: '荷兰包装：Verpact',
    action: '每年投放荷兰市场的包装超过50,000公斤的，须在Verpact注册并缴费；一次性塑料包装和押金包装不适用此门槛。',
    law: null,
    register: 'Verpact（Afvalfonds Verpakkingen）',
    who: '将带包装商品投放荷兰市场的生产者或进口商',
    timing: '超过门槛的年度起注册并申报',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.verpact],
    confidence: 'official',
    services: [service(SERVICE_TYPE.packaging, 'NL', '包装')],
  }),
  row({
    id: 'AT.packaging',
    country: 'AT',
    stream: 'packaging',
    condition: 'always',
    level: 'required',
    title: '奥地利包装：经奥地利授权代表履行',
    action: '自2023年1月1日起，向奥地利消费者远程销售的卖家须委托奥地利授权代表，由其履行包装EPR义务。',
    law: null,
    register: '奥地利授权代表',
    who: '向奥地利消费者远程销售的卖家',
    timing: '自2023年1月1日起适用；销售前委托',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.takeEWay],
    confidence: 'provider',
    services: [service(SERVICE_TYPE.packaging, 'AT', '包装')],
  }),
  row({
    id: 'UK.packaging',
    country: 'UK',
    stream: 'packaging',
    condition: 'always',
    level: 'recommended',
    title: '英国包装EPR：核对是否达到门槛',
    action:
      '自2025年1月1日起实行包装EPR：小型生产者为年营业额超过£100万且包装超过25吨，大型生产者为年营业额超过£200万且包装超过50吨；非英国卖家经在线平台售出的商品，由平台作为生产者。',
    law: 'UK Packaging EPR regulations（英国包装生产者延伸责任法规）',
    register: 'GOV.UK 包装EPR申报',
    who: '达到门槛的生产者；非英国卖家经平台销售的由平台承担',
    timing: '自2025年1月1日起适用',
    urgent: false,
    amazon: {
      enforced: 'yes',
      how: '自2024年4月1日起对非英国卖家实行“代缴”（Pay on Behalf）（服务商来源）。',
    },
    sources: [S.govUkPackaging, S.sellerForum],
    confidence: 'official',
    services: [],
  }),
  row({
    id: 'EU.packaging.national',
    country: 'EU',
    stream: 'packaging',
    condition: { requires: ['otherEuMarket'] },
    level: 'info',
    title: '其他欧盟成员国的本国EPR：尚未确认',
    action:
      '包装、电子电气设备、电池的EPR是各成员国的本国义务。我们的规则表收录了德国、法国、意大利、西班牙、荷兰、奥地利的规则；其他成员国的规则尚未确认，请告诉顾问您要销售的具体国家。',
    law: null,
    register: null,
    who: '向其他欧盟成员国销售的卖家',
    timing: '未确认',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.prodlaw],
    confidence: 'unconfirmed',
    services: [],
  }),
];

const weeeRows: Rule[] = [
  row({
    id: 'DE.weee',
    country: 'DE',
    stream: 'weee',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '德国电子电气设备法：stiftung ear注册',
    action:
      '按品牌和设备类型向stiftung ear申请WEEE注册号（WEEE-Reg.-Nr.）；没有德国分支机构的生产者须委托德国授权代表代为注册（见“授权代表”）。',
    law: 'ElektroG（德国电子电气设备法）',
    register: 'stiftung ear',
    who: '将电子电气设备投放德国市场的生产者',
    timing: '注册约需12周，须在销售前取得注册号',
    urgent: true,
    amazon: { enforced: 'yes', how: '自2023年7月1日起，没有WEEE注册号的电子电气商品listing会被停用。' },
    sources: [S.earAgent, S.bitkom, S.sellerForum],
    confidence: 'official',
    services: [service(SERVICE_TYPE.weee, 'DE', 'WEEE')],
  }),
  row({
    id: 'FR.weee',
    country: 'FR',
    stream: 'weee',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '法国电子电气设备：该类别的IDU',
    action: '通过电子电气设备生态组织（如 ecosystem、Ecologic）取得电子电气设备类别的IDU。',
    law: 'AGEC法（法国反浪费与循环经济法）',
    register: 'SYDEREP（ADEME）/ IDU；生态组织 ecosystem、Ecologic',
    who: '将电子电气设备投放法国市场的生产者，包括境外卖家',
    timing: '销售前取得IDU',
    urgent: false,
    amazon: AMAZON_FR,
    sources: [S.ademe],
    confidence: 'provider',
    services: [service(SERVICE_TYPE.weee, 'FR', 'WEEE')],
  }),
  row({
    id: 'ES.weee',
    country: 'ES',
    stream: 'weee',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '西班牙电子电气设备：RII-AEE登记',
    action: '依RD 110/2015在电子电气设备生产者登记处（RII-AEE）登记，登记号须标注在发票和卖家页面上。',
    law: 'RD 110/2015',
    register: 'RII-AEE',
    who: '将电子电气设备投放西班牙市场的生产者',
    timing: '销售前完成登记',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.amazonEs],
    confidence: 'official',
    services: [service(SERVICE_TYPE.weee, 'ES', 'WEEE')],
  }),
  row({
    id: 'IT.weee',
    country: 'IT',
    stream: 'weee',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '意大利电子电气设备：Registro AEE',
    action: '在意大利电子电气设备生产者登记处（Registro AEE）登记，每年4月30日前提交年度报告。',
    law: null,
    register: 'Registro AEE',
    who: '将电子电气设备投放意大利市场的生产者',
    timing: '年度报告：每年4月30日前（服务商来源）',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.sellerForum],
    confidence: 'provider',
    services: [service(SERVICE_TYPE.weee, 'IT', 'WEEE')],
  }),
  row({
    id: 'NL.weee',
    country: 'NL',
    stream: 'weee',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '荷兰电子电气设备：Stichting OPEN',
    action: '通过Stichting OPEN履行电子电气设备EPR义务；无需委托授权代表。',
    law: null,
    register: 'Stichting OPEN',
    who: '将电子电气设备投放荷兰市场的生产者',
    timing: '销售前登记',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.open],
    confidence: 'official',
    services: [service(SERVICE_TYPE.weee, 'NL', 'WEEE')],
  }),
  row({
    id: 'AT.weee',
    country: 'AT',
    stream: 'weee',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '奥地利电子电气设备：经奥地利授权代表履行',
    action: '与包装相同，适用授权代表制度：向奥地利消费者远程销售电子电气设备须委托奥地利授权代表。',
    law: null,
    register: '奥地利授权代表',
    who: '向奥地利消费者远程销售电子电气设备的卖家',
    timing: '销售前委托',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.takeEWay],
    confidence: 'provider',
    services: [],
  }),
  row({
    id: 'UK.weee',
    country: 'UK',
    stream: 'weee',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '英国WEEE：加入合规计划或直接注册',
    action:
      '依2013年WEEE法规，每年投放超过5吨的须加入生产者合规计划，较少的可直接注册；直接向英国供货的海外卖家属于生产者。',
    law: 'WEEE Regulations 2013',
    register: '生产者合规计划 / 英国环境监管机构',
    who: '直接向英国供货的生产者，包括海外卖家',
    timing: '按年度履行',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.govUkWeee],
    confidence: 'official',
    services: [service(SERVICE_TYPE.weee, 'UK', 'WEEE')],
  }),
];

const batteryRows: Rule[] = [
  row({
    id: 'DE.batteries',
    country: 'DE',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '德国电池法：stiftung ear注册',
    action:
      '依BattDG（2025年10月起施行，配套欧盟电池法规2023/1542）在stiftung ear注册电池；境外生产者须委托德国授权代表（见“授权代表”）。',
    law: 'BattDG；Regulation (EU) 2023/1542',
    register: 'stiftung ear',
    who: '将电池（含内置于产品中的电池）投放德国市场的生产者',
    timing: '销售前完成注册',
    urgent: true,
    amazon: { enforced: 'yes', how: '自2025年8月18日起要求提供电池注册号。' },
    sources: [S.bitkom, S.sellerForum],
    confidence: 'official',
    services: [service(SERVICE_TYPE.battery, 'DE', '电池')],
  }),
  row({
    id: 'FR.batteries',
    country: 'FR',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '法国电池：电池类别的IDU',
    action: '通过SYDEREP取得电池类别的唯一识别码（IDU）。',
    law: 'AGEC法（法国反浪费与循环经济法）',
    register: 'SYDEREP（ADEME）/ IDU',
    who: '将电池投放法国市场的生产者，包括境外卖家',
    timing: '销售前取得IDU',
    urgent: false,
    amazon: AMAZON_FR,
    sources: [S.ademe],
    confidence: 'official',
    services: [service(SERVICE_TYPE.battery, 'FR', '电池')],
  }),
  row({
    id: 'ES.batteries',
    country: 'ES',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '西班牙电池：RII-PYA登记',
    action: '在电池生产者登记处（RII-PYA）登记，并按季度申报。',
    law: null,
    register: 'RII-PYA',
    who: '将电池投放西班牙市场的生产者',
    timing: '销售前登记；按季度申报',
    urgent: false,
    amazon: { enforced: 'yes', how: '要求提供电池登记号。' },
    sources: [S.ecopilas, S.amazonEs],
    confidence: 'official',
    services: [service(SERVICE_TYPE.battery, 'ES', '电池')],
  }),
  row({
    id: 'IT.batteries',
    country: 'IT',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '意大利电池：Registro Pile e Accumulatori',
    action:
      '在意大利电池生产者登记处（Registro Pile e Accumulatori，经商会在线办理）登记后方可投放市场，包括内置于设备中的电池和远程销售；登记号须标注在运输单据和发票上；每年3月31日前申报上一年的投放数据。',
    law: null,
    register: 'Registro Pile e Accumulatori（意大利商会）',
    who: '首次将电池投放意大利市场的生产者，包括远程销售的卖家',
    timing: '销售前登记；每年3月31日前年度申报',
    urgent: true,
    amazon: AMAZON_UNKNOWN,
    sources: [S.itBatteries],
    confidence: 'official',
    services: [service(SERVICE_TYPE.battery, 'IT', '电池')],
  }),
  row({
    id: 'NL.batteries',
    country: 'NL',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '荷兰电池：Stichting OPEN',
    action: '通过Stichting OPEN履行电池EPR义务。',
    law: null,
    register: 'Stichting OPEN',
    who: '将电池投放荷兰市场的生产者',
    timing: '销售前登记',
    urgent: false,
    amazon: { enforced: 'yes', how: '自2025年8月18日起要求提供电池编号。' },
    sources: [S.open, S.sellerForum],
    confidence: 'official',
    services: [service(SERVICE_TYPE.battery, 'NL', '电池')],
  }),
  row({
    id: 'AT.batteries',
    country: 'AT',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '奥地利电池：经奥地利授权代表履行',
    action: '与电子电气设备相同，适用授权代表制度：向奥地利消费者远程销售电池须委托奥地利授权代表。',
    law: null,
    register: '奥地利授权代表',
    who: '向奥地利消费者远程销售电池的卖家',
    timing: '销售前委托',
    urgent: false,
    amazon: { enforced: 'yes', how: '要求提供电池编号（服务商来源）。' },
    sources: [S.takeEWay, S.sellerForum],
    confidence: 'provider',
    services: [],
  }),
  row({
    id: 'UK.batteries',
    country: 'UK',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '英国电池：便携式电池超过1吨须加入合规计划',
    action: '依2009年电池法规，每年投放便携式电池超过1吨的须加入合规计划；1吨以下的义务尚未确认。',
    law: 'Batteries Regulations 2009',
    register: '电池合规计划',
    who: '将电池投放英国市场的生产者',
    timing: '按年度履行',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.govUkWeee],
    confidence: 'official',
    services: [],
  }),
  row({
    id: 'EU.batteries',
    country: 'EU',
    stream: 'batteries',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '欧盟电池法规（EU）2023/1542：在每个销售国注册',
    action: '自2024年2月18日起适用；生产者须在其销售的每个成员国注册（第55条）。',
    law: 'Regulation (EU) 2023/1542',
    register: '各成员国的生产者登记处（如德国stiftung ear、法国SYDEREP）',
    who: '将电池（含内置电池）投放欧盟市场的生产者',
    timing: '自2024年2月18日起适用',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.prodlaw],
    confidence: 'official',
    services: [],
  }),
];

const unconfirmedTextiles = (country: 'ES' | 'NL' | 'IT', name: string): Rule =>
  row({
    id: `${country}.textiles`,
    country,
    stream: 'textiles',
    condition: { requires: ['textileOrFurniture'] },
    level: 'info',
    title: `${name}纺织品 / 家具EPR：尚未确认`,
    action: `我们的资料尚未确认${name}纺织品、家具的EPR义务，请咨询顾问后再作判断。`,
    law: null,
    register: null,
    who: `向${name}销售纺织品或家具的卖家`,
    timing: '未确认',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [],
    confidence: 'unconfirmed',
    services: [],
  });

const textileRows: Rule[] = [
  row({
    id: 'FR.textiles',
    country: 'FR',
    stream: 'textiles',
    condition: { requires: ['textileOrFurniture'] },
    level: 'required',
    title: '法国纺织品、家具EPR：Refashion / Ecomaison',
    action: '纺织服装、家用布草和鞋类加入Refashion，家具和床上用品加入Ecomaison，分别取得该类别的唯一识别码（IDU）。',
    law: 'AGEC法（法国反浪费与循环经济法）',
    register: 'Refashion；Ecomaison；SYDEREP（IDU）',
    who: '将纺织品、鞋类或家具投放法国市场的生产者，包括境外卖家',
    timing: '销售前取得IDU',
    urgent: false,
    amazon: AMAZON_FR,
    sources: [S.refashion, S.ecomaison, S.ademe],
    confidence: 'official',
    services: [service(SERVICE_TYPE.textileEpr, 'FR', '纺织品'), service(SERVICE_TYPE.furnitureEpr, 'FR', '家具')],
  }),
  row({
    id: 'FR.textiles.tyres',
    country: 'FR',
    stream: 'textiles',
    condition: { requires: ['energyLabelGoods'] },
    level: 'recommended',
    title: '如销售轮胎：法国轮胎EPR（Aliapur）',
    action: '轮胎在法国是单独的EPR类别，由Aliapur负责；如您的商品包括轮胎，须取得轮胎类别的IDU。',
    law: 'AGEC法（法国反浪费与循环经济法）',
    register: 'Aliapur；SYDEREP（IDU）',
    who: '将轮胎投放法国市场的生产者',
    timing: '销售前取得IDU',
    urgent: false,
    amazon: AMAZON_FR,
    sources: [S.aliapur, S.ademe],
    confidence: 'official',
    services: [],
  }),
  row({
    id: 'IT.textiles.tyres',
    country: 'IT',
    stream: 'textiles',
    condition: { requires: ['energyLabelGoods'] },
    level: 'recommended',
    title: '如销售轮胎：意大利轮胎EPR',
    action: '轮胎在意大利属于EPR类别（服务商来源）；如您的商品包括轮胎，具体登记方式请咨询顾问。',
    law: null,
    register: null,
    who: '将轮胎投放意大利市场的生产者',
    timing: '未确认',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.sellerForum],
    confidence: 'provider',
    services: [],
  }),
  unconfirmedTextiles('IT', '意大利'),
  unconfirmedTextiles('ES', '西班牙'),
  unconfirmedTextiles('NL', '荷兰'),
];

const energyLabelRows: Rule[] = [
  row({
    id: 'EU.energyLabel',
    country: 'EU',
    stream: 'energyLabel',
    condition: { requires: ['energyLabelGoods'] },
    level: 'required',
    title: '欧盟能效标签：销售前在EPREL登记',
    action:
      '灯具、轮胎、显示屏、冰箱、空调等属于欧盟能效标签产品组：供应商（欧盟制造商、非欧盟制造商的授权代表或进口商）须在投放市场前将产品登记到EPREL数据库，并提供能效标签和产品信息表。',
    law: 'Regulation (EU) 2017/1369（能效标签框架法规）',
    register: 'EPREL',
    who: '供应商：欧盟制造商、非欧盟制造商的授权代表或进口商',
    timing: '投放市场前完成EPREL登记',
    urgent: true,
    amazon: { enforced: 'yes', how: '此类商品的listing须展示能效等级、能效标签和产品信息表。' },
    sources: [S.eprel],
    confidence: 'official',
    services: [],
  }),
  row({
    id: 'UK.energyLabel',
    country: 'UK',
    stream: 'energyLabel',
    condition: { requires: ['energyLabelGoods'] },
    level: 'info',
    title: '英国能效标签：尚未确认',
    action: '我们的资料尚未确认英国对灯具、轮胎、显示屏、冰箱、空调等商品的能效标签要求，请咨询顾问。',
    law: null,
    register: null,
    who: '向英国销售此类商品的卖家',
    timing: '未确认',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [],
    confidence: 'unconfirmed',
    services: [],
  }),
];

/** Markets whose trademark office DOMAIN lists as accepted by Amazon Brand Registry. */
const TRADEMARK_MARKETS: readonly {
  country: RuleCountry;
  name: string;
  office: string;
  service: ServiceRef | null;
}[] = [
  { country: 'UK', name: '英国', office: '英国知识产权局', service: service(SERVICE_TYPE.trademark, 'UK', '商标') },
  {
    country: 'DE',
    name: '德国',
    office: '德国商标局或欧盟知识产权局（EUIPO）',
    service: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'FR',
    name: '法国',
    office: '法国商标局或欧盟知识产权局（EUIPO）',
    service: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'IT',
    name: '意大利',
    office: '意大利商标局或欧盟知识产权局（EUIPO）',
    service: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'ES',
    name: '西班牙',
    office: '西班牙商标局或欧盟知识产权局（EUIPO）',
    service: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'EU',
    name: '欧盟',
    office: '欧盟知识产权局（EUIPO）',
    service: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'US',
    name: '美国',
    office: '美国专利商标局（USPTO）',
    service: service(SERVICE_TYPE.trademark, 'US', '商标'),
  },
  { country: 'JP', name: '日本', office: '日本特许厅', service: service(SERVICE_TYPE.trademark, 'JP', '商标') },
  { country: 'CA', name: '加拿大', office: '加拿大知识产权局', service: null },
  { country: 'BR', name: '巴西', office: '巴西商标局', service: null },
  { country: 'IN', name: '印度', office: '印度商标局', service: null },
  { country: 'AU', name: '澳大利亚', office: '澳大利亚知识产权局', service: null },
];

const BRAND_REGISTRY_RULE =
  '亚马逊品牌备案需要来自其认可商标局的已注册（或按亚马逊指南，申请中）的文字商标或含文字的图形商标；认可的商标局包括美国、欧盟、英国、日本、印度、澳大利亚、加拿大、巴西、德国、法国、意大利、西班牙等。';

const trademarkRows: Rule[] = TRADEMARK_MARKETS.flatMap(({ country, name, office, service: offered }) => [
  row({
    id: `${country}.trademark.file`,
    country,
    stream: 'trademark',
    // The EU-wide row is for 'other EU' sellers; DE, FR, IT and ES rows already name the EU office.
    condition:
      country === 'EU' ? { requires: ['otherEuMarket'], requiresNone: ['trademark'] } : { requiresNone: ['trademark'] },
    level: 'recommended',
    title: `建议在${name}申请商标`,
    action: `您还没有注册商标：建议向${office}申请商标，以保护品牌并满足平台的品牌要求。${BRAND_REGISTRY_RULE}`,
    law: null,
    register: office,
    who: '品牌所有人（卖家）',
    timing: '建议在上架前提交申请',
    urgent: false,
    amazon: { enforced: 'no', how: '商标不是上架的前提，但品牌备案需要商标。' },
    sources: [S.brandRegistry, S.brandOffices],
    confidence: 'provider',
    services: offered === null ? [] : [offered],
  }),
  row({
    id: `${country}.trademark.brandRegistry`,
    country,
    stream: 'trademark',
    condition:
      country === 'EU'
        ? { requires: ['otherEuMarket', 'trademark', 'amazon'], requiresNone: ['brandRegistry'] }
        : { requires: ['trademark', 'amazon'], requiresNone: ['brandRegistry'] },
    level: 'recommended',
    title: `建议在${name}站点加入亚马逊品牌备案`,
    action: `您已有商标但尚未加入亚马逊品牌备案：建议备案。${BRAND_REGISTRY_RULE}如您的商标不是由上述商标局签发，请先在${office}申请。`,
    law: null,
    register: 'Amazon Brand Registry',
    who: '品牌所有人（卖家）',
    timing: '随时可申请',
    urgent: false,
    amazon: { enforced: 'no', how: '品牌备案是自愿项目。' },
    sources: [S.brandRegistry, S.brandOffices],
    confidence: 'provider',
    services: [],
  }),
]);

const authorisedRepRows: Rule[] = [
  row({
    id: 'DE.authorisedRep.weee',
    country: 'DE',
    stream: 'authorisedRep',
    condition: { requiresAny: ['powered', 'battery'] },
    level: 'required',
    title: '德国授权代表（ElektroG）',
    action:
      '没有德国分支机构的电子电气设备生产者须委托一名德国授权代表，由其以自己的名义向stiftung ear注册并履行生产者义务。',
    law: 'ElektroG §8',
    register: 'stiftung ear',
    who: '没有德国分支机构的电子电气设备生产者',
    timing: '注册前委托（注册约需12周）',
    urgent: true,
    amazon: AMAZON_UNKNOWN,
    sources: [S.earAgent, S.bitkom],
    confidence: 'official',
    services: [service(SERVICE_TYPE.weee, 'DE', '授权代表')],
  }),
  row({
    id: 'DE.authorisedRep.batteries',
    country: 'DE',
    stream: 'authorisedRep',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '德国授权代表（BattDG）',
    action: '境外电池生产者须委托德国授权代表办理stiftung ear的电池注册。',
    law: 'BattDG',
    register: 'stiftung ear',
    who: '境外电池生产者',
    timing: '注册前委托',
    urgent: true,
    amazon: AMAZON_UNKNOWN,
    sources: [S.bitkom],
    confidence: 'official',
    services: [service(SERVICE_TYPE.battery, 'DE', '授权代表')],
  }),
  row({
    id: 'AT.authorisedRep',
    country: 'AT',
    stream: 'authorisedRep',
    condition: 'always',
    level: 'required',
    title: '奥地利授权代表',
    action:
      '自2023年1月1日起，向奥地利消费者远程销售的卖家须委托奥地利授权代表（包装；电子电气设备和电池适用同样的制度）。',
    law: null,
    register: '奥地利授权代表',
    who: '向奥地利消费者远程销售的卖家',
    timing: '销售前委托',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.takeEWay],
    confidence: 'provider',
    services: [service(SERVICE_TYPE.packaging, 'AT', '授权代表')],
  }),
  row({
    id: 'ES.authorisedRep',
    country: 'ES',
    stream: 'authorisedRep',
    condition: 'always',
    level: 'required',
    title: '西班牙：境外企业须委托代表（包装）',
    action: '境外企业在西班牙履行包装EPR义务须委托代表（服务商来源）。',
    law: 'RD 1055/2022',
    register: 'MITECO 产品生产者登记（包装类）',
    who: '在西班牙没有设立机构的卖家',
    timing: '登记前委托',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.esPackaging],
    confidence: 'provider',
    services: [],
  }),
  row({
    id: 'EU.authorisedRep',
    country: 'EU',
    stream: 'authorisedRep',
    condition: { requires: ['battery'] },
    level: 'required',
    title: '欧盟电池法规：在未设立机构的成员国委托授权代表',
    action: '在某成员国没有设立机构的电池生产者，须在该国委托授权代表履行生产者责任（第56条第3款）。',
    law: 'Regulation (EU) 2023/1542 第56条第3款',
    register: '各成员国的生产者登记处',
    who: '在销售国没有设立机构的电池生产者',
    timing: '在该国注册前委托',
    urgent: false,
    amazon: AMAZON_UNKNOWN,
    sources: [S.prodlaw],
    confidence: 'official',
    services: [],
  }),
];

/** Every rule, in table order (the order within a stream of a report). */
export const RULES: readonly Rule[] = [
  ...vatRows,
  ...packagingRows,
  ...weeeRows,
  ...batteryRows,
  ...textileRows,
  ...energyLabelRows,
  ...trademarkRows,
  ...authorisedRepRows,
];

/** Does a condition hold for a set of facts? */
export const conditionHolds = (condition: Condition, facts: ReadonlySet<Fact>): boolean => {
  if (condition === 'always') return true;
  const { requires = [], requiresAny = [], requiresNone = [] } = condition;
  return (
    requires.every((f) => facts.has(f)) &&
    (requiresAny.length === 0 || requiresAny.some((f) => facts.has(f))) &&
    !requiresNone.some((f) => facts.has(f))
  );
};
