import { official, provider, unconfirmed } from './helpers.ts';

/**
 * Every source the rules cite, by kind. official: the page of the law, the register or the authority that states
 * the rule (EUR-Lex ELI pages, the law gazette, GOV.UK guidance pages, the registers' own pages); never a home page.
 * provider: service providers, law firms, news and forums. unconfirmed: a figure with no public source.
 */
const eurLex = (title: string, eli: string) => official(title, `https://eur-lex.europa.eu/eli/${eli}/oj`);

export const S = {
  // EU law (EUR-Lex)
  vatDirective: eurLex('EUR-Lex：增值税指令 2006/112/EC（第59c条、第204条）', 'dir/2006/112'),
  gpsr: eurLex('EUR-Lex：通用产品安全法规（EU）2023/988', 'reg/2023/988'),
  marketSurveillance: eurLex('EUR-Lex：市场监督法规（EU）2019/1020（第4条经济经营者）', 'reg/2019/1020'),
  lvd: eurLex('EUR-Lex：低电压指令 2014/35/EU', 'dir/2014/35'),
  emc: eurLex('EUR-Lex：电磁兼容指令 2014/30/EU', 'dir/2014/30'),
  red: eurLex('EUR-Lex：无线电设备指令 2014/53/EU', 'dir/2014/53'),
  rohs: eurLex('EUR-Lex：RoHS指令 2011/65/EU', 'dir/2011/65'),
  usbc: eurLex('EUR-Lex：通用充电器指令（EU）2022/2380', 'dir/2022/2380'),
  batteryReg: eurLex('EUR-Lex：电池法规（EU）2023/1542', 'reg/2023/1542'),
  ppwr: eurLex('EUR-Lex：包装与包装废弃物法规（EU）2025/40（PPWR）', 'reg/2025/40'),
  weeeDirective: eurLex('EUR-Lex：WEEE指令 2012/19/EU', 'dir/2012/19'),
  energyLabelReg: eurLex('EUR-Lex：能效标签框架法规（EU）2017/1369', 'reg/2017/1369'),
  tyreLabel: eurLex('EUR-Lex：轮胎标签法规（EU）2020/740', 'reg/2020/740'),
  phoneLabel: eurLex('EUR-Lex：智能手机与平板能效标签法规（EU）2023/1669', 'reg_del/2023/1669'),
  eudr: eurLex('EUR-Lex：零毁林法规（EU）2023/1115', 'reg/2023/1115'),
  textileEpr: eurLex('EUR-Lex：纺织品EPR指令（EU）2025/1892', 'dir/2025/1892'),
  eprel: official(
    '欧盟委员会：能效产品供应商须知（EPREL）',
    'https://energy-efficient-products.ec.europa.eu/suppliers_en',
  ),
  customsCouncil: official(
    '欧盟理事会新闻稿（2026年2月11日）：低价值包裹€3固定关税',
    'https://www.consilium.europa.eu/en/press/press-releases/2026/02/11/customs-low-value-parcels/',
  ),
  // Germany
  ustg18: official(
    '德国增值税法 §18（gesetze-im-internet.de）',
    'https://www.gesetze-im-internet.de/ustg_1980/__18.html',
  ),
  verpackg: official('德国包装法 VerpackG（gesetze-im-internet.de）', 'https://www.gesetze-im-internet.de/verpackg/'),
  lucid: official(
    'ZSVR 德国包装登记中心：LUCID 登记说明',
    'https://www.verpackungsregister.org/en/information-orientation/guides-and-explanatory-videos',
  ),
  elektrog: official(
    '德国电子电气设备法 ElektroG（gesetze-im-internet.de）',
    'https://www.gesetze-im-internet.de/elektrog_2015/',
  ),
  earAgent: official(
    'stiftung ear：无德国分支机构的生产者须委托授权代表（ElektroG §8）',
    'https://www.stiftung-ear.de/hersteller/bevollmaechtigter/',
  ),
  battdg: official(
    '联邦法律公报 BGBl. 2025 I Nr. 233：电池法实施法（BattDG）',
    'https://www.recht.bund.de/bgbl/1/2025/233/VO.html',
  ),
  // France, Italy, Spain, Netherlands
  ademe: official('ADEME：EPR唯一识别码（IDU）', 'https://filieres-rep.ademe.fr/identifiant-unique'),
  refashion: provider('Refashion（生态组织）：纺织品、家用布草、鞋类', 'https://refashion.fr/pro/fr'),
  ecomaison: provider('Ecomaison（生态组织）：家具、床上用品', 'https://ecomaison.com/fr/'),
  aliapur: provider('Aliapur（生态组织）：轮胎', 'https://www.aliapur.fr/fr/'),
  registroAee: official(
    'Normattiva：D.Lgs. 49/2014（意大利WEEE法令，Registro AEE）',
    'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2014-03-14;49',
  ),
  itBatteries: official(
    'RENAP：意大利电池生产者登记（Registro Pile e Accumulatori）',
    'https://www.renap.gov.it/it/registro-pile-e-accumulatori',
  ),
  itPackaging: provider(
    'Modena商会：包装环境标签新规（2023年1月1日起，CONAI）',
    'https://mo.camcom.it/tutela-del-mercato/ambiente/news/etichettatura-ambientale-imballaggi-nuove-regole-in-vigore-dal-1deg-gennaio-2023',
  ),
  esPackaging: provider(
    'Fide：西班牙产品生产者登记（包装类，RD 1055/2022）',
    'https://www.fide.es/2023/03/14/registro-productores-productos/',
  ),
  esRd1055: official('BOE：Real Decreto 1055/2022（包装及包装废弃物）', 'https://www.boe.es/eli/es/rd/2022/12/27/1055'),
  esRd110: official('BOE：Real Decreto 110/2015（电子电气设备废弃物）', 'https://www.boe.es/eli/es/rd/2015/02/20/110'),
  ecopilas: provider('Ecopilas（生产者组织）：西班牙电池', 'https://www.ecopilas.es/productores/'),
  verpact: provider('Verpact（荷兰包装生产者组织）：登记与申报', 'https://www.verpact.nl/en/registration'),
  open: provider('Stichting OPEN（荷兰电子电气设备与电池）', 'https://www.stichting-open.org/producenten/'),
  nlTextiles: official(
    'Rijksoverheid：荷兰纺织品生产者延伸责任（UPV Textiel）',
    'https://www.rijksoverheid.nl/onderwerpen/afval/uitgebreide-producentenverantwoordelijkheid-textiel',
  ),
  // UK
  govUkVatMarketplace: official(
    'GOV.UK：通过在线平台销售的海外企业的VAT',
    'https://www.gov.uk/guidance/vat-overseas-businesses-using-an-online-marketplace-to-sell-goods-in-the-uk',
  ),
  govUkVatDeadline: official('GOV.UK：VAT申报与缴税截止日', 'https://www.gov.uk/vat-returns/deadlines'),
  govUkPackaging: official(
    'GOV.UK：包装EPR：受影响的企业与须做的事',
    'https://www.gov.uk/guidance/extended-producer-responsibility-for-packaging-who-is-affected-and-what-to-do',
  ),
  govUkWeee: official(
    'GOV.UK：电子电气设备生产者责任',
    'https://www.gov.uk/guidance/electrical-and-electronic-equipment-eee-producer-responsibility',
  ),
  govUkBatteries: official(
    'GOV.UK：废电池：生产者责任',
    'https://www.gov.uk/guidance/waste-batteries-producer-responsibility',
  ),
  govUkUkca: official('GOV.UK：使用UKCA标志', 'https://www.gov.uk/guidance/using-the-ukca-marking'),
  ukEnergyInfo: official(
    'legislation.gov.uk：Energy Information Regulations 2011',
    'https://www.legislation.gov.uk/uksi/2011/1524/contents',
  ),
  // Other markets
  federalRegisterDeMinimis: official(
    'Federal Register：行政令14324（暂停全球进口小额豁免）',
    'https://www.federalregister.gov/documents/2025/08/05/2025-14896/suspending-duty-free-de-minimis-treatment-for-all-countries',
  ),
  ntaInvoice: official(
    '日本国税厅：合格请求书（发票）制度',
    'https://www.nta.go.jp/taxes/shiraberu/zeimokubetsu/invoice.htm',
  ),
  metiPse: official(
    '经济产业省：电气用品安全法（PSE）',
    'https://www.meti.go.jp/policy/consumer_safety/elec/index.html',
  ),
  atoGst: official(
    'ATO：低价值进口商品的GST',
    'https://www.ato.gov.au/businesses-and-organisations/international-tax-for-business/gst-on-imported-goods-and-services/gst-on-low-value-imported-goods',
  ),
  // Providers, news, forums
  avalaraFiscalRep: provider(
    'Avalara VATlive（服务商）：法国税务代表',
    'https://www.avalara.com/vatlive/en/country-guides/europe/france/french-vat-fiscal-representation.html',
  ),
  avalaraFba: provider(
    'Avalara VATlive（服务商）：非欧盟卖家与亚马逊FBA',
    'https://www.avalara.com/vatlive/en/vat-news/amazon-fba-non-eu-sellers.html',
  ),
  avalaraNexus: provider(
    'Avalara（服务商）：各州取消200笔交易门槛',
    'https://www.avalara.com/blog/en/north-america/2025/06/states-eliminating-200-transactions-threshold.html',
  ),
  salesTaxHelper: provider(
    'Sales Tax Helper（服务商）：经济关联门槛变化',
    'https://salestaxhelper.com/economic-nexus-thresholds/',
  ),
  vatcalc: provider(
    'vatcalc（服务商）：欧盟电子商务增值税一揽子规则',
    'https://www.vatcalc.com/eu/eu-2021-e-commerce-package/',
  ),
  haufe: provider(
    'Haufe（新闻）：新设企业按月申报规定暂停',
    'https://www.haufe.de/steuern/steuer-office-excellence/monatliche-voranmeldung-fuer-existenzgruender_idesk_PI25844_HI14329424.html',
  ),
  vatGermany: provider('vat-germany.com（服务商）：德国VAT申报期限', 'https://www.vat-germany.com/vat-returns/'),
  penaltyproof: provider(
    'PenaltyProof（服务商）：英国VAT截止日（一个月零七天）',
    'https://penaltyproof.co.uk/vat-return-deadlines/',
  ),
  regfollower: provider(
    'RegFollower（服务商）：欧盟低价值包裹€3关税',
    'https://regfollower.com/eu-3-euro-customs-duty-low-value-parcels/',
  ),
  eog: provider(
    'European Outdoor Group（行业协会新闻）：€3关税示例',
    'https://www.europeanoutdoorgroup.com/news/eu-3-customs-duty',
  ),
  packagingJournal: provider(
    'packaging-journal.de（新闻）：VerpackDG取代VerpackG',
    'https://packaging-journal.de/verpackdg/',
  ),
  takeEWayPpwr: provider('take-e-way（服务商）：PPWR与VerpackDG', 'https://www.take-e-way.com/ppwr/'),
  takeEWayAt: provider(
    'take-e-way（服务商）：奥地利授权代表',
    'https://www.take-e-way.com/austria-authorised-representative/',
  ),
  takeEWayBattery: provider(
    'take-e-way（服务商）：欧盟电池法规时间表',
    'https://www.take-e-way.com/battery-regulation/',
  ),
  coolset: provider(
    'Coolset Academy（服务商）：PPWR第45条授权代表',
    'https://www.coolset.com/academy/ppwr-authorised-representative',
  ),
  natlaw: provider(
    'National Law Review（新闻）：PPWR延期提案',
    'https://natlawreview.com/article/ppwr-postponement-proposal',
  ),
  ihkBattery: provider(
    'IHK Elbe-Weser（商会）：BattDG与生产者责任组织',
    'https://www.ihk.de/elbeweser/batteriegesetz-battdg',
  ),
  cullen: provider(
    'Cullen International（服务商）：电池法规标签时间表',
    'https://www.cullen-international.com/battery-regulation-labelling',
  ),
  wastepack: provider(
    'Wastepack（服务商）：英国WEEE修订条例2025（平台为生产者）',
    'https://www.wastepackgroup.co.uk/weee-amendment-regulations-2025/',
  ),
  airtrade: provider(
    'Airtrade（服务商，转述经济产业省）：PSE国内管理人（2025年12月25日起）',
    'https://www.airtrade.jp/pse-domestic-administrator/',
  ),
  bitkom: provider(
    'Bitkom Compliance Solutions（服务商）：stiftung ear 与 BattDG 2025',
    'https://www.bitkom-compliance-solutions.com/battdg',
  ),
  lexologyAu: provider(
    'Lexology（律所文章）：澳大利亚低价值进口商品GST',
    'https://www.lexology.com/library/detail.aspx?g=e6db7e91-35fa-4e86-9ea0-12dba11c464a',
  ),
  ryanCa: provider(
    'Ryan（服务商页面）：加拿大GST/HST电子商务新规',
    'https://ryan.com/canada/about-ryan/news-and-insights/gsthst-simplified-registration-system-and-e-commerce-measures-launched',
  ),
  taxFoundation: provider(
    'Tax Foundation（智库）：Wayfair案后的各州销售税',
    'https://taxfoundation.org/research/all/state/wayfair-sales-tax-nexus/',
  ),
  brandRegistry: provider(
    'ASK IP Law（律所页面）：亚马逊品牌备案接受已注册或申请中商标',
    'https://askiplaw.com/trademarks-for-amazon-brand-registry/',
  ),
  brandOffices: provider(
    'Igerent（服务商页面）：亚马逊品牌备案认可的商标局',
    'https://igerent.com/trademarks-amazon-brand-registry',
  ),
  sellerForum: provider('Seller-Forum（卖家论坛）：EPR执行讨论', 'https://www.seller-forum.com/epr/'),
  // Amazon's own pages (the source of an enforcement claim)
  amazonVat: official(
    '亚马逊卖家平台帮助 202098580（VAT）',
    'https://sellercentral.amazon.co.uk/help/hub/reference/external/202098580',
  ),
  amazonEsRii: official(
    '亚马逊卖家平台帮助 G202131960（西班牙EPR登记）',
    'https://sellercentral.amazon.fr/help/hub/reference/external/G202131960',
  ),
  amazonJct: official(
    '亚马逊日本卖家平台：日本消费税（JCT）',
    'https://sellercentral.amazon.co.jp/help/hub/reference/external/G202147610',
  ),
  // No public source
  krSpec: unconfirmed('本公司网站规格：韩国增值税（季度申报，季末后25日内，税率10%）'),
  companyFigures: unconfirmed('本公司的资料（无公开来源）'),
} as const;
