import type { MatcherName } from '../../src/matchers.ts';

/**
 * A labelled evaluation set of confusable pairs, written for this project: each conflict is a searched mark and a
 * registered mark a trademark attorney would flag (same class), labelled with the matcher that should find it; each
 * non-conflict is a pair that shares letters, sounds or words but that an attorney would not flag. Some marks are
 * well-known brands (used as strings only), most are invented.
 */
export interface ConflictPair {
  query: string;
  mark: string;
  matcher: MatcherName;
  classes: number[];
}

export interface NonConflictPair {
  query: string;
  mark: string;
  classes: number[];
  /** Why an attorney would not flag it. */
  why: 'different' | 'generic' | 'unrelatedGoods' | 'short';
  /** The registered mark's classes when they differ from the query's. */
  markClasses?: number[];
}

export const CONFLICTS: readonly ConflictPair[] = [
  // exact: the same mark once case, spacing, punctuation, width, diacritics and digit or letter spellings are set aside
  { query: 'Blue-Wave', mark: 'BLUE WAVE', matcher: 'exact', classes: [9] },
  { query: 'ＳＵＮＲＩＳＥ', mark: 'SUNRISE', matcher: 'exact', classes: [11] },
  { query: 'L00KSMART', mark: 'LOOKSMART', matcher: 'exact', classes: [9] },
  { query: 'PHOTONIX', mark: 'FOTONIX', matcher: 'exact', classes: [9] },
  { query: 'KLEENMAX', mark: 'CLEENMAX', matcher: 'exact', classes: [3] },
  { query: 'Crème Dorée', mark: 'CREME DOREE', matcher: 'exact', classes: [3] },
  { query: '5TARLIGHT', mark: 'STARLIGHT', matcher: 'exact', classes: [11] },
  { query: "McKenzie's", mark: 'MCKENZIES', matcher: 'exact', classes: [25] },
  { query: 'E-Z GRIP', mark: 'EZGRIP', matcher: 'exact', classes: [8] },
  { query: 'PURE.LIFE', mark: 'Pure Life', matcher: 'exact', classes: [32] },
  { query: 'H0MEBLISS', mark: 'HOMEBLISS', matcher: 'exact', classes: [20] },
  // phonetic: spelled differently, pronounced alike
  { query: 'FONE', mark: 'PHONE', matcher: 'phonetic', classes: [9] },
  { query: 'KWIK', mark: 'QUICK', matcher: 'phonetic', classes: [9] },
  { query: 'NITE OWL', mark: 'NIGHT OWL', matcher: 'phonetic', classes: [11] },
  { query: 'KANDY KRUSH', mark: 'CANDY CRUSH', matcher: 'phonetic', classes: [28] },
  { query: 'LYTE', mark: 'LIGHT', matcher: 'phonetic', classes: [11] },
  { query: 'ANKER', mark: 'ANCHOR', matcher: 'phonetic', classes: [9] },
  { query: 'SKRUB', mark: 'SCRUB', matcher: 'phonetic', classes: [3] },
  { query: 'KRISPY', mark: 'CRISPY', matcher: 'phonetic', classes: [30] },
  { query: 'BRITE', mark: 'BRIGHT', matcher: 'phonetic', classes: [11] },
  { query: 'KOOL BREEZE', mark: 'COOL BREEZE', matcher: 'phonetic', classes: [11] },
  { query: 'WRAPTURE', mark: 'RAPTURE', matcher: 'phonetic', classes: [25] },
  { query: 'FOTOGENIX', mark: 'PHOTOGENICS', matcher: 'phonetic', classes: [9] },
  { query: 'SNOOZY', mark: 'SNUZY', matcher: 'phonetic', classes: [20] },
  // visual: one or two letters apart, the start kept
  { query: 'NETFLIX', mark: 'NETFLEX', matcher: 'visual', classes: [41] },
  { query: 'AMAZON', mark: 'AMAZOM', matcher: 'visual', classes: [35] },
  { query: 'ADIDAS', mark: 'ADIDOS', matcher: 'visual', classes: [25] },
  { query: 'SAMSUNG', mark: 'SAMSONG', matcher: 'visual', classes: [9] },
  { query: 'ROLEX', mark: 'ROLAX', matcher: 'visual', classes: [14] },
  { query: 'COLGATE', mark: 'COLGAT', matcher: 'visual', classes: [3] },
  { query: 'SPEEDOO', mark: 'SPEEDO', matcher: 'visual', classes: [25] },
  { query: 'TOYOTTA', mark: 'TOYOTA', matcher: 'visual', classes: [12] },
  { query: 'DURACELL', mark: 'DURACEL', matcher: 'visual', classes: [9] },
  { query: 'LENOVA', mark: 'LENOVO', matcher: 'visual', classes: [9] },
  { query: 'XIOAMI', mark: 'XIAOMI', matcher: 'visual', classes: [9] },
  { query: 'HARIBOO', mark: 'HARIBO', matcher: 'visual', classes: [30] },
  { query: 'ZAPPOS', mark: 'ZAPOS', matcher: 'visual', classes: [35] },
  { query: 'BLUETOOTH', mark: 'BLUETOOH', matcher: 'visual', classes: [9] },
  // component: one mark is a whole word run of the other, or the start of a compound
  { query: 'SUNRAY HOME', mark: 'SUNRAY', matcher: 'component', classes: [11] },
  { query: 'BLUE OCEAN', mark: 'THE BLUE OCEAN COMPANY', matcher: 'component', classes: [29] },
  { query: 'WAVE RIDER', mark: 'SILVER WAVE RIDER', matcher: 'component', classes: [28] },
  { query: 'KRAFTON GAMES', mark: 'KRAFTON', matcher: 'component', classes: [9] },
  { query: 'MOONLIGHT KIDS', mark: 'MOONLIGHT', matcher: 'component', classes: [25] },
  { query: 'ZENBOX PRO', mark: 'ZENBOX', matcher: 'component', classes: [9] },
  { query: 'IRONPEAK OUTDOOR', mark: 'IRONPEAK', matcher: 'component', classes: [22] },
  { query: 'GLOWMATE', mark: 'GLOWMATE BEAUTY', matcher: 'component', classes: [3] },
  { query: 'PETJOY', mark: 'PETJOY ESSENTIALS', matcher: 'component', classes: [31] },
  { query: 'HAPPY PANDA TOYS', mark: 'HAPPY PANDA', matcher: 'component', classes: [28] },
  { query: 'VELORA LONDON', mark: 'VELORA', matcher: 'component', classes: [18] },
  { query: 'TECHNOVASTORE', mark: 'TECHNOVA', matcher: 'component', classes: [35] },
  { query: '龙腾科技', mark: '龙腾', matcher: 'component', classes: [9] },
  // skeleton: the same consonants, vowels or Y changed
  { query: 'STRIPE', mark: 'STRYPE', matcher: 'skeleton', classes: [36] },
  { query: 'PIXEL', mark: 'PYXEL', matcher: 'skeleton', classes: [9] },
  { query: 'MINT', mark: 'MYNT', matcher: 'skeleton', classes: [3] },
  { query: 'FLINT', mark: 'FLYNT', matcher: 'skeleton', classes: [8] },
  { query: 'GLAMOUR', mark: 'GLAMOR', matcher: 'skeleton', classes: [3] },
  { query: 'BRAVO', mark: 'BRAVA', matcher: 'skeleton', classes: [25] },
  { query: 'SOLAR', mark: 'SOLER', matcher: 'skeleton', classes: [11] },
  { query: 'TRAKLINE', mark: 'TREKLINE', matcher: 'skeleton', classes: [28] },
  // pinyin: a Chinese mark and its pinyin, or two Chinese marks read alike
  { query: '龙腾', mark: 'LONGTENG', matcher: 'pinyin', classes: [9] },
  { query: '小米', mark: 'XIAOMI', matcher: 'pinyin', classes: [9] },
  { query: 'HUAWEI', mark: '华为', matcher: 'pinyin', classes: [9] },
  { query: '龙腾', mark: '隆腾', matcher: 'pinyin', classes: [9] },
  { query: '美的', mark: 'MEIDI', matcher: 'pinyin', classes: [11] },
  { query: '安克', mark: 'ANKE', matcher: 'pinyin', classes: [9] },
  { query: 'FEINIAO', mark: '飞鸟', matcher: 'pinyin', classes: [28] },
  { query: '腾飞', mark: 'TENG FEI', matcher: 'pinyin', classes: [12] },
  { query: '星辰', mark: 'XINGCHEN', matcher: 'pinyin', classes: [14] },
  { query: '乐享', mark: 'LEXIANG', matcher: 'pinyin', classes: [21] },
  { query: '悦家', mark: '越家', matcher: 'pinyin', classes: [20] },
  { query: '蓝月亮', mark: 'LANYUELIANG', matcher: 'pinyin', classes: [3] },
  // script: the same Chinese mark in traditional and simplified characters
  { query: '门', mark: '門', matcher: 'script', classes: [6] },
  { query: '龙腾', mark: '龍騰', matcher: 'script', classes: [12] },
  { query: '飞鸟', mark: '飛鳥', matcher: 'script', classes: [28] },
  // glyph: Chinese marks one look-alike character apart (one stroke or one component)
  { query: '己知', mark: '已知', matcher: 'glyph', classes: [9] },
  { query: '戊辰', mark: '戌辰', matcher: 'glyph', classes: [33] },
  { query: '贝壳', mark: '见壳', matcher: 'glyph', classes: [21] },
  { query: '未来星', mark: '末来星', matcher: 'glyph', classes: [28] },
  // meaning: the same meaning in another language (a translation) or a foreign word
  { query: 'MOON', mark: 'LUNA', matcher: 'meaning', classes: [3] },
  { query: 'RED BULL', mark: '红牛', matcher: 'meaning', classes: [32] },
  { query: 'SOLEIL', mark: 'SUN', matcher: 'meaning', classes: [11] },
  { query: '月亮', mark: 'MOON', matcher: 'meaning', classes: [3] },
  { query: 'STELLA', mark: 'STAR', matcher: 'meaning', classes: [14] },
];

export const NON_CONFLICTS: readonly NonConflictPair[] = [
  // different marks
  { query: 'APPLE', mark: 'ORANGE', classes: [9], why: 'different' },
  { query: 'SUNRAY', mark: 'MOONBEAM', classes: [11], why: 'different' },
  { query: 'BLUEWAVE', mark: 'REDSTONE', classes: [9], why: 'different' },
  { query: 'NETFLIX', mark: 'SPOTIFY', classes: [41], why: 'different' },
  { query: 'STRIPE', mark: 'SQUARE', classes: [36], why: 'different' },
  { query: 'KWIK', mark: 'SLOWPOKE', classes: [9], why: 'different' },
  { query: 'PIXEL', mark: 'PIXAR', classes: [9], why: 'different' },
  { query: 'ROLEX', mark: 'ROLLS', classes: [14], why: 'different' },
  { query: 'AMAZON', mark: 'AMAZING GRACE', classes: [35], why: 'different' },
  { query: 'GLOWMATE', mark: 'GLOBAL MATES', classes: [3], why: 'different' },
  { query: 'VELORA', mark: 'VELCRO', classes: [18], why: 'different' },
  { query: 'ZENBOX', mark: 'XBOX', classes: [9], why: 'different' },
  { query: 'IRONPEAK', mark: 'IRONMAN', classes: [22], why: 'different' },
  { query: 'MOONLIGHT', mark: 'SUNLIGHT', classes: [25], why: 'different' },
  { query: 'PETJOY', mark: 'PETCO', classes: [31], why: 'different' },
  { query: 'HAPPY PANDA', mark: 'SAD KOALA', classes: [28], why: 'different' },
  { query: 'TECHNOVA', mark: 'TECHNICS', classes: [35], why: 'different' },
  { query: 'LENOVO', mark: 'LEGO', classes: [9], why: 'different' },
  { query: 'SAMSUNG', mark: 'SAMSONITE', classes: [9], why: 'different' },
  { query: 'DURACELL', mark: 'DURABLE', classes: [9], why: 'different' },
  { query: 'COLGATE', mark: 'COLDGATE BRIDGE', classes: [3], why: 'different' },
  { query: 'HARIBO', mark: 'HARBOR', classes: [30], why: 'different' },
  { query: 'TOYOTA', mark: 'TOY STORY', classes: [12], why: 'different' },
  { query: 'ADIDAS', mark: 'ADVIL', classes: [25], why: 'different' },
  { query: 'ANKER', mark: 'ANKLET', classes: [9], why: 'different' },
  { query: 'CANDY CRUSH', mark: 'CANDLE CREST', classes: [28], why: 'different' },
  { query: 'NIGHT OWL', mark: 'NIGHTINGALE', classes: [11], why: 'different' },
  { query: 'BRIGHT', mark: 'BRIDGE', classes: [11], why: 'different' },
  { query: 'COOL BREEZE', mark: 'WARM BREAD', classes: [11], why: 'different' },
  { query: 'RAPTURE', mark: 'CAPTURE', classes: [25], why: 'different' },
  { query: 'SNUZY', mark: 'SNAZZY', classes: [20], why: 'different' },
  { query: 'FLINT', mark: 'FLUENT', classes: [8], why: 'different' },
  { query: 'BRAVO', mark: 'BRAVERY', classes: [25], why: 'different' },
  { query: 'SOLAR', mark: 'POLAR', classes: [11], why: 'different' },
  { query: 'MINT', mark: 'MAINTAIN', classes: [3], why: 'different' },
  { query: 'GLAMOUR', mark: 'GRAMMAR', classes: [3], why: 'different' },
  { query: 'TREKLINE', mark: 'TRUCKLOAD', classes: [28], why: 'different' },
  { query: '龙腾', mark: '飞鸟', classes: [9], why: 'different' },
  { query: '小米', mark: '大米', classes: [9], why: 'different' },
  { query: '华为', mark: '华夏', classes: [9], why: 'different' },
  { query: '美的', mark: '美丽', classes: [11], why: 'different' },
  { query: 'LONGTENG', mark: 'LONDON', classes: [9], why: 'different' },
  { query: 'XIAOMI', mark: 'XIAOHONGSHU', classes: [9], why: 'different' },
  { query: '星辰', mark: 'XINGFU', classes: [14], why: 'different' },
  { query: 'LEXIANG', mark: 'LEXUS', classes: [21], why: 'different' },
  { query: 'SUNRISE', mark: 'SUNSET', classes: [11], why: 'different' },
  { query: 'STARLIGHT', mark: 'STARBUCKS', classes: [11], why: 'different' },
  { query: 'HOMEBLISS', mark: 'HOMEDEPOT', classes: [20], why: 'different' },
  // a shared word that is generic, or too short to count
  { query: 'HOME', mark: 'SUNRAY HOME', classes: [11], why: 'generic' },
  { query: 'SMART HOME', mark: 'SMART LIFE', classes: [9], why: 'generic' },
  { query: 'THE OFFICIAL STORE', mark: 'OFFICIAL STORE', classes: [35], why: 'generic' },
  { query: 'TECH PRO', mark: 'PRO MAX', classes: [9], why: 'generic' },
  { query: 'SUN', mark: 'SUNDAY', classes: [25], why: 'short' },
  { query: 'CAT', mark: 'CAB', classes: [12], why: 'short' },
  { query: 'X1', mark: 'X9', classes: [9], why: 'short' },
  { query: 'XY', mark: 'XYZ', classes: [9], why: 'short' },
  // the same or a close mark on unrelated goods (different markets; no confusion expected)
  { query: 'DOVE', mark: 'DOVE', classes: [3], markClasses: [30], why: 'unrelatedGoods' },
  { query: 'POLO', mark: 'POLO', classes: [25], markClasses: [12], why: 'unrelatedGoods' },
  { query: 'DELTA', mark: 'DELTA', classes: [39], markClasses: [11], why: 'unrelatedGoods' },
  { query: 'JAGUAR', mark: 'JAGUAR', classes: [12], markClasses: [3], why: 'unrelatedGoods' },
  { query: 'ORION', mark: 'ORION', classes: [9], markClasses: [30], why: 'unrelatedGoods' },
  { query: 'PHOENIX', mark: 'FENIX', classes: [36], markClasses: [4], why: 'unrelatedGoods' },
];
