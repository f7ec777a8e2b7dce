/**
 * A deterministic generator of realistic, invented trademark records: the synthetic registry of
 * `npm run marks:generate` (the benchmark's) and the bulk of the seeded sample registry. Marks are built from word
 * parts (SUN + RAY, BLUE + WAVE), brand-like coinages (KORVELLA, ZENTRIX), pinyin names and their Chinese
 * characters (龙腾 / LONGTENG), and multi-word marks (NOVA PEAK OUTDOOR); classes follow the weights of real filings
 * (9, 35, 25, 42 ... first). No record names a real registration: owners are invented.
 */
import type { MarkOffice } from '../schema/marks.ts';

export interface MarkRecord {
  office: MarkOffice;
  number: string;
  registrationNumber?: string | null;
  mark: string;
  classes: number[];
  owner: string;
  status: string;
  /** ISO date (YYYY-MM-DD) or null. */
  filed: string | null;
}

/** mulberry32: a small, fast, seeded PRNG (the same seed gives the same registry on every machine). */
export const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
type Rng = () => number;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/** A weighted choice: [value, weight] pairs. */
const weighted = <T>(pairs: readonly (readonly [T, number])[]) => {
  const total = pairs.reduce((sum, [, w]) => sum + w, 0);
  return (rng: Rng): T => {
    let r = rng() * total;
    for (const [value, w] of pairs) {
      r -= w;
      if (r < 0) return value;
    }
    return (pairs[pairs.length - 1] as readonly [T, number])[0];
  };
};

// Word parts and coinage syllables.
const HEADS = [
  'SUN',
  'BLUE',
  'NOVA',
  'ZEN',
  'PURE',
  'STAR',
  'MOON',
  'AQUA',
  'TERRA',
  'VITA',
  'LUMI',
  'OPTI',
  'NEXA',
  'ORBI',
  'EVER',
  'BRIGHT',
  'SWIFT',
  'IRON',
  'GOLD',
  'SILVER',
  'GREEN',
  'RED',
  'WILD',
  'TRUE',
  'SMART',
  'HAPPY',
  'LUCKY',
  'CLOUD',
  'RIVER',
  'OCEAN',
  'STONE',
  'MAPLE',
  'CEDAR',
  'PINE',
  'ROSE',
  'LOTUS',
  'TIGER',
  'EAGLE',
  'FALCON',
  'WOLF',
  'BEAR',
  'FOX',
  'PANDA',
  'DRAGON',
  'PHOENIX',
  'ALPHA',
  'OMEGA',
  'PRIME',
  'ULTRA',
  'MEGA',
  'MICRO',
  'NANO',
  'HYPER',
  'FLEX',
  'SNAP',
  'ZIP',
  'KWIK',
  'QUICK',
  'EASY',
  'COZY',
  'SOFT',
  'FRESH',
  'CRISP',
  'VIVID',
  'BOLD',
  'CLEAR',
  'DEEP',
  'HIGH',
  'NORTH',
  'SOUTH',
  'EAST',
  'WEST',
  'POLAR',
  'SOLAR',
  'LUNAR',
  'TECH',
  'VOLT',
  'WATT',
  'SPARK',
  'BEAM',
];
const TAILS = [
  'RAY',
  'WAVE',
  'PEAK',
  'LINE',
  'WAY',
  'GATE',
  'LINK',
  'HUB',
  'NEST',
  'LAB',
  'WORKS',
  'CRAFT',
  'FORGE',
  'FIELD',
  'LEAF',
  'BLOOM',
  'GLOW',
  'SHINE',
  'STONE',
  'SIDE',
  'VIEW',
  'CREST',
  'POINT',
  'BRIDGE',
  'PORT',
  'HAVEN',
  'MART',
  'GEAR',
  'TEC',
  'TRONIX',
  'SONIC',
  'VISION',
  'FLOW',
  'BOX',
  'BAY',
  'DALE',
  'WOOD',
  'LAND',
  'STAR',
  'FIT',
  'PRO',
  'KIT',
  'PET',
  'BABY',
  'HOME',
  'CARE',
  'LIFE',
  'TREE',
  'SPRING',
  'FROST',
  'FLAME',
  'WIND',
  'SKY',
  'MATE',
  'JOY',
];
const ONSETS = [
  'B',
  'C',
  'D',
  'F',
  'G',
  'K',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'T',
  'V',
  'Z',
  'BR',
  'CR',
  'DR',
  'FL',
  'GR',
  'KL',
  'PR',
  'ST',
  'TR',
  'VR',
  'ZH',
  'SH',
  'CH',
  'QU',
  'X',
];
const VOWELS = ['A', 'E', 'I', 'O', 'U', 'A', 'E', 'O', 'AI', 'OU'];
const CODAS = ['', '', '', 'N', 'R', 'L', 'X', 'S', 'M', 'NT', 'RK', 'LT'];
const ENDINGS = [
  'A',
  'O',
  'IO',
  'IA',
  'EX',
  'IX',
  'ON',
  'ORA',
  'ELLA',
  'ISSA',
  'IFY',
  'LY',
  'OO',
  'ETTE',
  'ENZA',
  'ARO',
  'OVA',
  'UX',
  'IQ',
  'AL',
];
const DESCRIPTORS = [
  'HOME',
  'OUTDOOR',
  'KIDS',
  'SPORTS',
  'BEAUTY',
  'KITCHEN',
  'LIVING',
  'TECH',
  'AUDIO',
  'PET',
  'GARDEN',
  'FASHION',
  'LAB',
  'COFFEE',
  'TEA',
  'FOODS',
  'WEAR',
  'STUDIO',
  'DESIGN',
  'SUPPLY',
  'ORIGINALS',
  'ESSENTIALS',
  'NATURALS',
  'PLUS',
  'MAX',
  'GO',
  'ONE',
  'PRO',
  'CLUB',
  'WORLD',
];

/** Pinyin syllables with a character each: a mark is written in characters (CN) or in pinyin (anywhere). */
const HANZI: readonly (readonly [string, string])[] = [
  ['龙', 'LONG'],
  ['腾', 'TENG'],
  ['华', 'HUA'],
  ['鑫', 'XIN'],
  ['盛', 'SHENG'],
  ['达', 'DA'],
  ['美', 'MEI'],
  ['佳', 'JIA'],
  ['乐', 'LE'],
  ['康', 'KANG'],
  ['泰', 'TAI'],
  ['安', 'AN'],
  ['瑞', 'RUI'],
  ['祥', 'XIANG'],
  ['天', 'TIAN'],
  ['星', 'XING'],
  ['海', 'HAI'],
  ['宇', 'YU'],
  ['凯', 'KAI'],
  ['锐', 'RUI'],
  ['博', 'BO'],
  ['恒', 'HENG'],
  ['隆', 'LONG'],
  ['金', 'JIN'],
  ['源', 'YUAN'],
  ['通', 'TONG'],
  ['优', 'YOU'],
  ['品', 'PIN'],
  ['创', 'CHUANG'],
  ['新', 'XIN'],
  ['辉', 'HUI'],
  ['明', 'MING'],
  ['东', 'DONG'],
  ['方', 'FANG'],
  ['云', 'YUN'],
  ['峰', 'FENG'],
  ['森', 'SEN'],
  ['林', 'LIN'],
  ['晨', 'CHEN'],
  ['阳', 'YANG'],
  ['光', 'GUANG'],
  ['悦', 'YUE'],
  ['欣', 'XIN'],
  ['雅', 'YA'],
  ['净', 'JING'],
  ['驰', 'CHI'],
  ['飞', 'FEI'],
  ['翔', 'XIANG'],
  ['宏', 'HONG'],
  ['远', 'YUAN'],
  ['立', 'LI'],
  ['智', 'ZHI'],
  ['汇', 'HUI'],
];
const CN_SUFFIX = ['', '', '', '', '家居', '科技', '电子', '服饰', '食品', '优选', '生活', '户外'];

/** Nice classes weighted like real filings (cross-border sellers: 9, 35, 25, 42, 41, 5, 3, 28, 21, 18 ...). */
const CLASS_WEIGHTS: readonly (readonly [number, number])[] = [
  [9, 120],
  [35, 110],
  [25, 90],
  [42, 80],
  [41, 60],
  [5, 45],
  [3, 45],
  [28, 40],
  [21, 38],
  [18, 30],
  [30, 30],
  [11, 28],
  [20, 28],
  [16, 25],
  [29, 22],
  [43, 22],
  [44, 22],
  [14, 20],
  [32, 18],
  [36, 18],
  [10, 16],
  [8, 14],
  [7, 14],
  [24, 14],
  [12, 14],
  [45, 12],
  [33, 12],
  [31, 10],
  [6, 10],
  [38, 10],
  [39, 10],
  [37, 9],
  [26, 8],
  [1, 8],
  [4, 5],
  [2, 5],
  [40, 6],
  [15, 5],
  [17, 5],
  [19, 5],
  [22, 3],
  [23, 2],
  [27, 3],
  [34, 4],
  [13, 2],
];
const classOf = weighted(CLASS_WEIGHTS);
const classCount = weighted([
  [1, 60],
  [2, 18],
  [3, 12],
  [4, 5],
  [5, 3],
  [8, 2],
]);
const officeOf = weighted<MarkOffice>([
  ['US', 30],
  ['CN', 30],
  ['EU', 14],
  ['UK', 8],
  ['JP', 10],
  ['WIPO', 8],
]);
const statusOf = weighted([
  ['registered', 55],
  ['pending', 29],
  ['abandoned', 10],
  ['expired', 6],
]);
const shapeOf = weighted([
  ['compound', 36],
  ['coinage', 25],
  ['multi', 19],
  ['pinyin', 10],
  ['hanzi', 9],
  ['single', 1],
] as const);

const OWNER_FORMS: Record<MarkOffice, readonly string[]> = {
  US: ['LLC', 'Inc.', 'Corp.', 'Brands LLC', 'Holdings Inc.'],
  EU: ['GmbH', 'S.r.l.', 'B.V.', 'SAS', 'S.L.', 'AB'],
  UK: ['Ltd', 'Limited', 'Trading Ltd', 'Group plc'],
  CN: ['Trading Co., Ltd.', 'Technology Co., Ltd.', 'E-commerce Co., Ltd.', 'Industrial Co., Ltd.'],
  JP: ['K.K.', 'Co., Ltd.', 'Kabushiki Kaisha'],
  WIPO: ['SA', 'AG', 'Pty Ltd', 'Co., Ltd.', 'Inc.'],
};
const CN_CITIES = ['Shenzhen', 'Guangzhou', 'Hangzhou', 'Yiwu', 'Ningbo', 'Xiamen', 'Dongguan', 'Suzhou', 'Foshan'];

const coinage = (rng: Rng) => {
  const syllables = 1 + Math.floor(rng() * 2);
  let word = '';
  for (let i = 0; i < syllables; i++)
    word += pick(rng, ONSETS) + pick(rng, VOWELS) + (i === syllables - 1 ? '' : pick(rng, CODAS));
  return word + pick(rng, ENDINGS);
};

const hanziName = (rng: Rng, length: number) => {
  let chars = '';
  let pinyin = '';
  for (let i = 0; i < length; i++) {
    const [char, syllable] = pick(rng, HANZI);
    chars += char;
    pinyin += syllable;
  }
  return { chars, pinyin };
};

const titleCase = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** One invented mark of a random shape. */
export const inventMark = (rng: Rng): string => {
  switch (shapeOf(rng)) {
    case 'compound':
      return pick(rng, HEADS) + pick(rng, TAILS);
    case 'coinage':
      return coinage(rng);
    case 'multi': {
      const first = rng() < 0.5 ? pick(rng, HEADS) + pick(rng, TAILS) : coinage(rng);
      return rng() < 0.3
        ? `${first} ${pick(rng, DESCRIPTORS)} ${pick(rng, DESCRIPTORS)}`
        : `${first} ${pick(rng, DESCRIPTORS)}`;
    }
    case 'pinyin':
      return hanziName(rng, 2).pinyin;
    case 'hanzi': {
      const { chars } = hanziName(rng, rng() < 0.8 ? 2 : 3);
      return chars + pick(rng, CN_SUFFIX);
    }
    case 'single':
      return pick(rng, rng() < 0.5 ? HEADS : TAILS);
  }
};

const ownerFor = (rng: Rng, office: MarkOffice): string => {
  const name =
    rng() < 0.5 ? titleCase(coinage(rng)) : titleCase(pick(rng, HEADS)) + titleCase(pick(rng, TAILS)).toLowerCase();
  if (office === 'CN')
    return `${pick(rng, CN_CITIES)} ${titleCase(hanziName(rng, 2).pinyin)} ${pick(rng, OWNER_FORMS.CN)}`;
  return `${name} ${pick(rng, OWNER_FORMS[office])}`;
};

/** A number in the office's own format; `serial` makes it unique within the office. */
export const officeNumber = (office: MarkOffice, serial: number): string => {
  switch (office) {
    case 'US':
      return String(70_000_000 + serial).padStart(8, '0');
    case 'EU':
      return String(10_000_000 + serial).padStart(9, '0');
    case 'UK':
      return `UK${String(3_000_000 + serial).padStart(11, '0')}`;
    case 'CN':
      return String(20_000_000 + serial);
    case 'JP':
      return `${2000 + (serial % 25)}-${String(Math.floor(serial / 25) + 1).padStart(6, '0')}`;
    case 'WIPO':
      return String(1_000_000 + serial);
  }
};

const isoDate = (rng: Rng) => {
  const day = Math.floor(rng() * (365 * 30));
  return new Date(Date.UTC(1996, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
};

export interface GenerateOptions {
  seed?: number;
  /** Numbers are made from this prefix + a serial per office (the sample registry's 'S' keeps apart from offices'). */
  numberPrefix?: string;
}

/** `count` records, the same for the same seed. Numbers are unique per office. */
export function* generateMarks(count: number, options: GenerateOptions = {}): Generator<MarkRecord> {
  const rng = random(options.seed ?? 20_260_101);
  const serials: Record<MarkOffice, number> = { US: 0, EU: 0, UK: 0, CN: 0, JP: 0, WIPO: 0 };
  for (let i = 0; i < count; i++) {
    const mark = inventMark(rng);
    // Characters are filed in China (and sometimes Japan or through WIPO); Latin marks anywhere.
    const office: MarkOffice = /[\u4e00-\u9fff]/.test(mark)
      ? rng() < 0.85
        ? 'CN'
        : pick(rng, ['JP', 'WIPO'] as const)
      : officeOf(rng);
    serials[office] += 1;
    const number = options.numberPrefix
      ? `${options.numberPrefix}${String(serials[office]).padStart(7, '0')}`
      : officeNumber(office, serials[office]);
    const n = classCount(rng);
    const classes = new Set<number>();
    while (classes.size < n) classes.add(classOf(rng));
    const status = statusOf(rng);
    yield {
      office,
      number,
      registrationNumber: status === 'registered' && office === 'US' ? String(4_000_000 + serials.US) : null,
      mark,
      classes: [...classes].sort((a, b) => a - b),
      owner: ownerFor(rng, office),
      status,
      filed: isoDate(rng),
    };
  }
}

/** The CSV header of the importer's CSV format. */
export const CSV_HEADER = 'number,mark,classes,owner,country,status,filed';

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One CSV line (with its newline) of a record in the importer's format. */
export const csvLine = (r: MarkRecord) =>
  `${[r.number, r.mark, r.classes.join(';'), r.owner, r.office, r.status, r.filed ?? ''].map(csvField).join(',')}\n`;
