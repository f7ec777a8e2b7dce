/** Marks too generic to count on their own as a component (company suffixes, articles, shop words). */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    'THE A AN AND OF FOR BY MY OUR YOUR TO IN ON AT CO CORP INC LTD LLC LIMITED GMBH COMPANY GROUP BRAND BRANDS ' +
    'OFFICIAL STORE SHOP MALL MART TECH TECHNOLOGY HOME LIFE PRO PLUS MAX MINI NEW BEST TOP GOOD SMART STYLE ' +
    'INTERNATIONAL GLOBAL WORLD USA US UK EU CN ONLINE DIRECT 公司 集团 科技 有限公司 旗舰店 官方'
  ).split(' '),
);

/** The generic words a Chinese mark ends with (龙腾科技 -> 龙腾). */
export const HAN_GENERIC_SUFFIX = /(有限公司|公司|集团|科技|旗舰店|官方)+$/u;

const HAN = /\p{Script=Han}/u;

/** A mark's distinctive tokens: generic words left out, a Chinese run without its generic ending. */
export const distinctiveTokens = (tokens: readonly string[]): string[] =>
  tokens
    .filter((t) => !GENERIC_WORDS.has(t))
    .map((t) => (HAN.test(t) ? t.replace(HAN_GENERIC_SUFFIX, '') : t))
    .filter((t) => t !== '');
