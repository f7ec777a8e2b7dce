/**
 * Well-known marks, searched on every query whatever the classes and the registry: a well-known mark is protected
 * beyond its own goods (China: Trademark Law Art. 13 and 14, 驰名商标, recognised case by case; Paris Convention
 * Art. 6bis and TRIPS Art. 16(3) elsewhere), so a mark close to one is a high risk in any class.
 *
 * HOW THIS TABLE WAS COMPILED, AND WHAT IT IS NOT. It was written on 2026-11-27 without access to the sources it
 * names: each entry names the published list or recognition it is known from (Interbrand's Best Global Brands,
 * Kantar BrandZ's most valuable brands, China's well-known trademark recognitions under Art. 14) and that list's
 * edition, from the compiler's knowledge. No registration or recognition number is given, and none may be added
 * without the document. An attorney must check every entry against its source (and add the recognition's date and
 * case for the Chinese ones) before the firm relies on the table; `reviewed` records that. It is a floor, not the
 * register of well-known marks: a mark missing here is not free to use.
 */

export type WellKnownBasis = 'cn-well-known' | 'global-ranking';

export interface WellKnownMark {
  /** The mark as usually written. */
  mark: string;
  /** Every form the search compares against (the Latin and the Chinese name). */
  names: string[];
  owner: string;
  basis: WellKnownBasis;
  /** The published list or recognition the entry is known from. */
  source: string;
  /** That source's edition or date: a year, or 'year to be checked' when the compiler did not know it. */
  sourceDate: string;
  /** Whether an attorney has checked the entry against its source (none yet). */
  reviewed: boolean;
}

export const WELL_KNOWN_COMPILED = '2026-11-27';

const INTERBRAND_2023 = 'Interbrand, Best Global Brands 2023';
const INTERBRAND_RECENT = 'Interbrand, Best Global Brands (an edition of 2019-2023; which one to be checked)';
const BRANDZ_GLOBAL_2023 = 'Kantar BrandZ, Most Valuable Global Brands 2023';
const CN_ART_14 = 'China: well-known trademark (驰名商标) recognised under Trademark Law Art. 14';

const entry =
  (basis: WellKnownBasis, source: string, sourceDate: string) =>
  (names: string, owner: string): WellKnownMark => {
    const list = names.split('|').map((n) => n.trim());
    return { mark: list[0] ?? '', names: list, owner, basis, source, sourceDate, reviewed: false };
  };
const interbrand = entry('global-ranking', INTERBRAND_2023, '2023');
const interbrandRecent = entry('global-ranking', INTERBRAND_RECENT, '2019-2023');
const brandz = entry('global-ranking', BRANDZ_GLOBAL_2023, '2023');
const china = entry('cn-well-known', CN_ART_14, 'year to be checked');

export const WELL_KNOWN_MARKS: readonly WellKnownMark[] = [
  // Global brands (the names sellers meet on Amazon and AliExpress), with the Chinese names they are sold under.
  interbrand('APPLE|苹果', 'Apple Inc.'),
  interbrand('MICROSOFT|微软', 'Microsoft Corporation'),
  interbrand('AMAZON|亚马逊', 'Amazon.com, Inc.'),
  interbrand('GOOGLE|谷歌', 'Google LLC'),
  interbrand('SAMSUNG|三星', 'Samsung Electronics Co., Ltd.'),
  interbrand('TOYOTA|丰田', 'Toyota Motor Corporation'),
  interbrand('MERCEDES-BENZ|MERCEDES|BENZ|奔驰', 'Mercedes-Benz Group AG'),
  interbrand('COCA-COLA|COKE|可口可乐', 'The Coca-Cola Company'),
  interbrand('NIKE|耐克', 'Nike, Inc.'),
  interbrand('BMW|宝马', 'Bayerische Motoren Werke AG'),
  interbrand('LOUIS VUITTON|LV|路易威登', 'Louis Vuitton Malletier'),
  interbrand('TESLA|特斯拉', 'Tesla, Inc.'),
  interbrand('CISCO|思科', 'Cisco Systems, Inc.'),
  interbrand('IBM', 'International Business Machines Corporation'),
  interbrand('INSTAGRAM', 'Instagram, LLC'),
  interbrand('DISNEY|迪士尼', 'The Walt Disney Company'),
  interbrand('ADOBE', 'Adobe Inc.'),
  interbrand('ORACLE|甲骨文', 'Oracle Corporation'),
  interbrand('INTEL|英特尔', 'Intel Corporation'),
  interbrand('SAP', 'SAP SE'),
  interbrand('CHANEL|香奈儿', 'Chanel'),
  interbrand('FACEBOOK', 'Meta Platforms, Inc.'),
  interbrand('HERMES|爱马仕', 'Hermès International'),
  interbrand("MCDONALD'S|MCDONALDS|麦当劳", "McDonald's Corporation"),
  interbrand('YOUTUBE', 'Google LLC'),
  interbrand('HONDA|本田', 'Honda Motor Co., Ltd.'),
  interbrand('GUCCI|古驰', 'Guccio Gucci S.p.A.'),
  interbrand('PEPSI|百事', 'PepsiCo, Inc.'),
  interbrand('ADIDAS|阿迪达斯', 'adidas AG'),
  interbrand('STARBUCKS|星巴克', 'Starbucks Corporation'),
  interbrandRecent('ZARA', 'Industria de Diseño Textil, S.A. (Inditex)'),
  interbrandRecent('IKEA|宜家', 'Inter IKEA Systems B.V.'),
  interbrandRecent('SONY|索尼', 'Sony Group Corporation'),
  interbrandRecent('NETFLIX', 'Netflix, Inc.'),
  interbrandRecent('H&M', 'H & M Hennes & Mauritz AB'),
  interbrandRecent('NESCAFE|雀巢咖啡', 'Société des Produits Nestlé S.A.'),
  interbrandRecent('HYUNDAI|现代', 'Hyundai Motor Company'),
  interbrandRecent('AUDI|奥迪', 'AUDI AG'),
  interbrandRecent('PORSCHE|保时捷', 'Dr. Ing. h.c. F. Porsche AG'),
  interbrandRecent('VOLKSWAGEN|大众', 'Volkswagen AG'),
  interbrandRecent('FORD|福特', 'Ford Motor Company'),
  interbrandRecent('NISSAN|日产', 'Nissan Motor Co., Ltd.'),
  interbrandRecent('CANON|佳能', 'Canon Inc.'),
  interbrandRecent('PANASONIC|松下', 'Panasonic Holdings Corporation'),
  interbrandRecent('PHILIPS|飞利浦', 'Koninklijke Philips N.V.'),
  interbrandRecent('SIEMENS|西门子', 'Siemens AG'),
  interbrandRecent('DELL|戴尔', 'Dell Inc.'),
  interbrandRecent('HP|惠普', 'HP Inc.'),
  interbrandRecent('LEGO|乐高', 'LEGO Juris A/S'),
  interbrandRecent('RED BULL|红牛', 'Red Bull GmbH'),
  interbrandRecent('FERRARI|法拉利', 'Ferrari S.p.A.'),
  interbrandRecent('PAYPAL|贝宝', 'PayPal, Inc.'),
  interbrandRecent('SPOTIFY', 'Spotify AB'),
  interbrandRecent('UBER', 'Uber Technologies, Inc.'),
  interbrandRecent('NINTENDO|任天堂', 'Nintendo Co., Ltd.'),
  interbrandRecent("L'OREAL|LOREAL|欧莱雅", "L'Oréal"),
  interbrandRecent('GILLETTE|吉列', 'The Gillette Company'),
  interbrandRecent('PAMPERS|帮宝适', 'The Procter & Gamble Company'),
  interbrandRecent('DANONE|达能', 'Danone'),
  interbrandRecent("KELLOGG'S|KELLOGGS|家乐氏", 'Kellogg'),
  interbrandRecent('HEINEKEN|喜力', 'Heineken N.V.'),
  interbrandRecent('BUDWEISER|百威', 'Anheuser-Busch'),
  interbrandRecent('CORONA', 'Cervecería Modelo'),
  interbrandRecent("JACK DANIEL'S|JACK DANIELS", "Jack Daniel's Properties, Inc."),
  interbrandRecent('HENNESSY|轩尼诗', 'Jas Hennessy & Co.'),
  interbrandRecent('CARTIER|卡地亚', 'Cartier International AG'),
  interbrandRecent('TIFFANY|蒂芙尼', 'Tiffany and Company'),
  interbrandRecent('DIOR|迪奥', 'Christian Dior Couture'),
  interbrandRecent('PRADA|普拉达', 'Prada S.A.'),
  interbrandRecent('BURBERRY|博柏利', 'Burberry Limited'),
  interbrandRecent('COLGATE|高露洁', 'Colgate-Palmolive Company'),
  interbrandRecent('KFC|肯德基', 'KFC Corporation'),
  interbrandRecent('XIAOMI|小米', 'Xiaomi Inc.'),
  interbrandRecent('CATERPILLAR', 'Caterpillar Inc.'),
  interbrandRecent('3M', '3M Company'),
  interbrandRecent('GE', 'General Electric Company'),
  interbrandRecent('JOHN DEERE', 'Deere & Company'),
  interbrandRecent('VISA', 'Visa International Service Association'),
  brandz('MASTERCARD|万事达', 'Mastercard International Incorporated'),
  brandz('TENCENT|腾讯', 'Tencent Holdings Limited'),
  brandz('ALIBABA|阿里巴巴', 'Alibaba Group Holding Limited'),
  brandz('TAOBAO|淘宝', 'Alibaba Group Holding Limited'),
  brandz('TMALL|天猫', 'Alibaba Group Holding Limited'),
  brandz('NVIDIA|英伟达', 'NVIDIA Corporation'),
  brandz('ROLEX|劳力士', 'Rolex SA'),
  brandz('WALMART|沃尔玛', 'Walmart Inc.'),
  brandz('TIKTOK|抖音', 'ByteDance Ltd.'),
  brandz('JD|京东', 'JD.com, Inc.'),
  brandz('MEITUAN|美团', 'Meituan'),
  brandz('PINDUODUO|拼多多', 'PDD Holdings Inc.'),
  brandz('WECHAT|微信', 'Tencent Holdings Limited'),
  brandz('QQ', 'Tencent Holdings Limited'),
  brandz('BAIDU|百度', 'Baidu, Inc.'),
  // Chinese marks known to have been recognised as well-known (驰名商标); the recognition's year and case to be
  // added by the reviewing attorney. (One entry a mark: 华为 and 茅台 also rank among global brands.)
  china('茅台|MOUTAI|MAOTAI', '中国贵州茅台酒厂（集团）有限责任公司'),
  china('华为|HUAWEI', '华为技术有限公司'),
  china('海尔|HAIER', '海尔集团公司'),
  china('联想|LENOVO', '联想（北京）有限公司'),
  china('五粮液|WULIANGYE', '宜宾五粮液股份有限公司'),
  china('青岛|TSINGTAO|青岛啤酒', '青岛啤酒股份有限公司'),
  china('同仁堂|TONGRENTANG', '中国北京同仁堂（集团）有限责任公司'),
  china('娃哈哈|WAHAHA', '杭州娃哈哈集团有限公司'),
  china('格力|GREE', '珠海格力电器股份有限公司'),
  china('美的|MIDEA', '美的集团股份有限公司'),
  china('海信|HISENSE', '海信集团控股股份有限公司'),
  china('长虹|CHANGHONG', '四川长虹电器股份有限公司'),
  china('TCL', 'TCL科技集团股份有限公司'),
  china('李宁|LI-NING|LINING', '李宁（中国）体育用品有限公司'),
  china('安踏|ANTA', '安踏（中国）有限公司'),
  china('伊利|YILI', '内蒙古伊利实业集团股份有限公司'),
  china('蒙牛|MENGNIU', '内蒙古蒙牛乳业（集团）股份有限公司'),
  china('王老吉|WONG LO KAT', '广州医药集团有限公司'),
  china('老干妈|LAOGANMA', '贵阳南明老干妈风味食品有限责任公司'),
  china('云南白药|YUNNAN BAIYAO', '云南白药集团股份有限公司'),
  china('片仔癀|PIENTZEHUANG', '漳州片仔癀药业股份有限公司'),
  china('张裕|CHANGYU', '烟台张裕葡萄酿酒股份有限公司'),
  china('全聚德|QUANJUDE', '中国全聚德（集团）股份有限公司'),
  china('比亚迪|BYD', '比亚迪股份有限公司'),
  china('吉利|GEELY', '浙江吉利控股集团有限公司'),
  china('红旗|HONGQI', '中国第一汽车集团有限公司'),
  china('中华|CHUNGHWA', '上海烟草集团有限责任公司'),
  china('燕京|YANJING', '北京燕京啤酒股份有限公司'),
  china('格兰仕|GALANZ', '广东格兰仕集团有限公司'),
  china('九阳|JOYOUNG', '九阳股份有限公司'),
  china('苏泊尔|SUPOR', '浙江苏泊尔股份有限公司'),
  china('大疆|DJI', '深圳市大疆创新科技有限公司'),
  china('OPPO', 'OPPO广东移动通信有限公司'),
  china('VIVO', '维沃移动通信有限公司'),
  china('百雀羚|PECHOIN', '上海百雀羚日用化学有限公司'),
  china('六神', '上海家化联合股份有限公司'),
  china('恒源祥', '恒源祥（集团）有限公司'),
  china('波司登|BOSIDENG', '波司登股份有限公司'),
];
