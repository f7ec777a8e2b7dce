/**
 * The places the group serves, by country calling code (issue 22): the portal's area code list, and the only ones a
 * verification code is sent to (anything else, satellite and premium-rate codes included, is refused). Mainland
 * China first, the default; voice calls only there. `countries` are the regions of the code that are served (ISO
 * 3166-1; +1 is the US and Canada, not the Caribbean numbers that share it); null serves every region of the code.
 */

export interface ServedArea {
  code: string;
  /** The region the portal's number check reads the number in. */
  country: string;
  /** Regions of the code that codes are sent to; null: every region of it. */
  countries: readonly string[] | null;
  names: Record<'zh-CN' | 'zh-TW' | 'en', string>;
}

export const SERVED_AREAS = [
  {
    code: '86',
    country: 'CN',
    countries: null,
    names: { 'zh-CN': '中国大陆', 'zh-TW': '中國大陸', en: 'Mainland China' },
  },
  { code: '852', country: 'HK', countries: null, names: { 'zh-CN': '中国香港', 'zh-TW': '中國香港', en: 'Hong Kong' } },
  { code: '853', country: 'MO', countries: null, names: { 'zh-CN': '中国澳门', 'zh-TW': '中國澳門', en: 'Macau' } },
  { code: '886', country: 'TW', countries: null, names: { 'zh-CN': '中国台湾', 'zh-TW': '中國台灣', en: 'Taiwan' } },
  { code: '65', country: 'SG', countries: null, names: { 'zh-CN': '新加坡', 'zh-TW': '新加坡', en: 'Singapore' } },
  { code: '60', country: 'MY', countries: null, names: { 'zh-CN': '马来西亚', 'zh-TW': '馬來西亞', en: 'Malaysia' } },
  {
    code: '1',
    country: 'US',
    countries: ['US', 'CA'],
    names: { 'zh-CN': '美国/加拿大', 'zh-TW': '美國/加拿大', en: 'USA / Canada' },
  },
  { code: '44', country: 'GB', countries: null, names: { 'zh-CN': '英国', 'zh-TW': '英國', en: 'United Kingdom' } },
  { code: '49', country: 'DE', countries: null, names: { 'zh-CN': '德国', 'zh-TW': '德國', en: 'Germany' } },
  { code: '33', country: 'FR', countries: ['FR'], names: { 'zh-CN': '法国', 'zh-TW': '法國', en: 'France' } },
  { code: '82', country: 'KR', countries: null, names: { 'zh-CN': '韩国', 'zh-TW': '韓國', en: 'South Korea' } },
  { code: '81', country: 'JP', countries: null, names: { 'zh-CN': '日本', 'zh-TW': '日本', en: 'Japan' } },
  { code: '61', country: 'AU', countries: ['AU'], names: { 'zh-CN': '澳大利亚', 'zh-TW': '澳洲', en: 'Australia' } },
  {
    code: '971',
    country: 'AE',
    countries: null,
    names: { 'zh-CN': '阿联酋', 'zh-TW': '阿聯酋', en: 'United Arab Emirates' },
  },
] as const satisfies readonly ServedArea[];

export type AreaCode = (typeof SERVED_AREAS)[number]['code'];

export const AREA_CODE_LIST = SERVED_AREAS.map((area) => area.code) as [AreaCode, ...AreaCode[]];

export const MAINLAND_AREA_CODE = '86';

/** Voice codes are called to mainland numbers only (issue 22: international voice calls are where pumping pays). */
export const VOICE_AREA_CODES: readonly string[] = [MAINLAND_AREA_CODE];

export const servedArea = (code: string): ServedArea | undefined => SERVED_AREAS.find((area) => area.code === code);
