import { zodResolver } from '@hookform/resolvers/zod';
import { channelNoParam } from '@site/contracts/system';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Locale } from '../../brands.ts';
import { portalTexts } from './portal-texts.ts';

/**
 * The portal forms' rules (pure): the area codes the group serves, the phone check (libphonenumber-js with its small
 * 'min' metadata, plus the contract's own rules: mainland numbers 11 digits from 13-19, 5-15 digits elsewhere), the
 * forms' schemas as react-hook-form resolvers, and the query a portal page carries into the registration.
 */

export interface AreaCode {
  code: string;
  country: CountryCode;
  names: Record<'zh-CN' | 'zh-TW' | 'en', string>;
}

/** Mainland China first (the default), then the places the group's customers are in most. */
export const AREA_CODES: readonly AreaCode[] = [
  { code: '86', country: 'CN', names: { 'zh-CN': '中国大陆', 'zh-TW': '中國大陸', en: 'Mainland China' } },
  { code: '852', country: 'HK', names: { 'zh-CN': '中国香港', 'zh-TW': '中國香港', en: 'Hong Kong' } },
  { code: '853', country: 'MO', names: { 'zh-CN': '中国澳门', 'zh-TW': '中國澳門', en: 'Macau' } },
  { code: '886', country: 'TW', names: { 'zh-CN': '中国台湾', 'zh-TW': '中國台灣', en: 'Taiwan' } },
  { code: '65', country: 'SG', names: { 'zh-CN': '新加坡', 'zh-TW': '新加坡', en: 'Singapore' } },
  { code: '60', country: 'MY', names: { 'zh-CN': '马来西亚', 'zh-TW': '馬來西亞', en: 'Malaysia' } },
  { code: '1', country: 'US', names: { 'zh-CN': '美国/加拿大', 'zh-TW': '美國/加拿大', en: 'USA / Canada' } },
  { code: '44', country: 'GB', names: { 'zh-CN': '英国', 'zh-TW': '英國', en: 'United Kingdom' } },
  { code: '49', country: 'DE', names: { 'zh-CN': '德国', 'zh-TW': '德國', en: 'Germany' } },
  { code: '33', country: 'FR', names: { 'zh-CN': '法国', 'zh-TW': '法國', en: 'France' } },
  { code: '82', country: 'KR', names: { 'zh-CN': '韩国', 'zh-TW': '韓國', en: 'South Korea' } },
  { code: '81', country: 'JP', names: { 'zh-CN': '日本', 'zh-TW': '日本', en: 'Japan' } },
  { code: '61', country: 'AU', names: { 'zh-CN': '澳大利亚', 'zh-TW': '澳洲', en: 'Australia' } },
  { code: '971', country: 'AE', names: { 'zh-CN': '阿联酋', 'zh-TW': '阿聯酋', en: 'United Arab Emirates' } },
];

export const DEFAULT_AREA_CODE = '86';

export const areaName = (area: AreaCode, locale: Locale): string =>
  area.names[locale === 'zh-CN' || locale === 'zh-TW' ? locale : 'en'];

/** Whether a number (digits only) is a valid number of the area: the contract's rules and libphonenumber-js's. */
export const isValidPhone = (areaCode: string, phone: string): boolean => {
  const area = AREA_CODES.find((a) => a.code === areaCode);
  if (!area || !/^\d{5,15}$/.test(phone)) return false;
  if (areaCode === DEFAULT_AREA_CODE && !/^1[3-9]\d{9}$/.test(phone)) return false;
  return isValidPhoneNumber(phone, area.country);
};

/** What a person types: spaces and dashes are allowed and taken out. */
export const phoneDigitsOf = (value: string): string => value.replace(/[\s-]/g, '');

const CODE = /^\d{6}$/;
/** The contract's password rule (registerBody, the password call). */
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]{8,20}$/;

export interface CodeFormValues {
  areaCode: string;
  phone: string;
  channel: '0' | '1';
  smsCode: string;
}

export interface RegisterValues extends CodeFormValues {
  password: string;
  agreementAccepted: boolean;
}

const codeFields = (locale: Locale) => {
  const t = portalTexts(locale).errors;
  return {
    areaCode: z.string().refine((v) => AREA_CODES.some((a) => a.code === v), t.phone),
    phone: z.string().trim().min(1, t.phoneRequired),
    channel: z.enum(['0', '1']),
    smsCode: z.string().trim().regex(CODE, t.code),
  };
};

const phoneRule = (locale: Locale) => (v: { areaCode: string; phone: string }, ctx: z.RefinementCtx) => {
  if (v.phone.trim() !== '' && !isValidPhone(v.areaCode, phoneDigitsOf(v.phone))) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: portalTexts(locale).errors.phone });
  }
};

export const loginSchema = (locale: Locale) => z.object(codeFields(locale)).superRefine(phoneRule(locale));

export const registerSchema = (locale: Locale) => {
  const t = portalTexts(locale).errors;
  return z
    .object({
      ...codeFields(locale),
      password: z.string().refine((v) => v === '' || PASSWORD.test(v), t.password),
      agreementAccepted: z.boolean().refine((v) => v, t.agreement),
    })
    .superRefine(phoneRule(locale));
};

export const passwordSchema = (locale: Locale) =>
  z.object({ password: z.string().regex(PASSWORD, portalTexts(locale).errors.password) });

export const loginResolver = (locale: Locale): Resolver<CodeFormValues> => zodResolver(loginSchema(locale));
export const registerResolver = (locale: Locale): Resolver<RegisterValues> => zodResolver(registerSchema(locale));
export const passwordResolver = (locale: Locale): Resolver<{ password: string }> => zodResolver(passwordSchema(locale));

/** The phone check alone (the 'get code' button checks the number before the whole form is filled in). */
export const phoneError = (locale: Locale, areaCode: string, phone: string): string | null => {
  const t = portalTexts(locale).errors;
  if (phone.trim() === '') return t.phoneRequired;
  return isValidPhone(areaCode, phoneDigitsOf(phone)) ? null : t.phone;
};

const SHORT_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** What a portal page was opened with and carries into the registration (docs/portal.md). */
export interface PortalQuery {
  channelNo?: string;
  pointType?: string;
  intoWay?: string;
}

/** The carried query of a page's search string: channelNo (or channelCode), pointType, intoWay; bad values are left out. */
export const portalQueryOf = (search: string): PortalQuery => {
  const query = new URLSearchParams(search);
  const out: PortalQuery = {};
  const channel = channelNoParam.safeParse(query.get('channelNo') ?? query.get('channelCode') ?? undefined);
  if (channel.success) out.channelNo = channel.data;
  for (const name of ['pointType', 'intoWay'] as const) {
    const value = query.get(name)?.trim();
    if (value && SHORT_ID.test(value)) out[name] = value;
  }
  return out;
};

/** Seconds left of a countdown that ends at `until` (ms), never below 0. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));
