import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERVED_AREAS,
  type ServedArea,
  type AreaCode as ServedAreaCode,
  VOICE_AREA_CODES,
} from '@site/contracts/phone-areas';
import { channelNoParam } from '@site/contracts/system';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';
import type { Resolver } from 'react-hook-form';
import type { useTranslations } from 'use-intl/react';
import { z } from 'zod';
import type { Locale } from '../../brands.ts';

/**
 * The portal form's rules (pure): the area codes the group serves (packages/contracts, the only ones the gateway sends
 * codes to), the phone check (libphonenumber-js with its small 'min' metadata, plus the contract's own rules: mainland
 * numbers 11 digits from 13-19, 5-15 digits elsewhere; the gateway checks again with the full metadata), voice codes
 * for mainland numbers only, the form's schema as a react-hook-form resolver, and the query a portal page carries
 * into the sign-in.
 */

/** The portal's words, as `useTranslations('portal')` gives them (the form's messages are `errors.*`). */
export type PortalTexts = ReturnType<typeof useTranslations<'portal'>>;

export type AreaCode = ServedArea & { code: ServedAreaCode; country: CountryCode };

/** Mainland China first (the default), then the places the group's customers are in most. */
export const AREA_CODES = SERVED_AREAS as readonly AreaCode[];

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
/** The contract's password rule (the workbench's password call). */
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]{8,20}$/;

/** Voice codes are called to mainland numbers only: elsewhere the form offers SMS alone. */
export const voiceOffered = (areaCode: string): boolean => VOICE_AREA_CODES.includes(areaCode);

export interface SignInValues {
  areaCode: ServedAreaCode;
  phone: string;
  channel: '0' | '1';
  smsCode: string;
  agreementAccepted: boolean;
}

const phoneRule = (t: PortalTexts) => (v: { areaCode: string; phone: string }, ctx: z.RefinementCtx) => {
  if (v.phone.trim() !== '' && !isValidPhone(v.areaCode, phoneDigitsOf(v.phone))) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: t('errors.phone') });
  }
};

/** One form signs in or registers (docs/portal.md): the number, the code and the agreement. */
export const signInSchema = (t: PortalTexts) =>
  z
    .object({
      areaCode: z.string().refine((v) => AREA_CODES.some((a) => a.code === v), t('errors.phone')),
      phone: z.string().trim().min(1, t('errors.phoneRequired')),
      channel: z.enum(['0', '1']),
      smsCode: z.string().trim().regex(CODE, t('errors.code')),
      agreementAccepted: z.boolean().refine((v) => v, t('errors.agreement')),
    })
    .superRefine(phoneRule(t));

const passwordSchema = (t: PortalTexts) => z.object({ password: z.string().regex(PASSWORD, t('errors.password')) });

export const signInResolver = (t: PortalTexts): Resolver<SignInValues> =>
  zodResolver(signInSchema(t)) as Resolver<SignInValues>;
export const passwordResolver = (t: PortalTexts): Resolver<{ password: string }> => zodResolver(passwordSchema(t));

/** The phone check alone (the 'get code' button checks the number before the whole form is filled in). */
export const phoneError = (t: PortalTexts, areaCode: string, phone: string): string | null => {
  if (phone.trim() === '') return t('errors.phoneRequired');
  return isValidPhone(areaCode, phoneDigitsOf(phone)) ? null : t('errors.phone');
};

const SHORT_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** What a portal page was opened with and carries into the registration (docs/portal.md). */
export interface PortalQuery {
  channelNo?: string;
  pointType?: string;
  intoWay?: string;
  /** The compliance report whose result page sent the visitor here: the sign-in makes it the account's. */
  reportId?: string;
}

const REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The carried query of a page's search string: channelNo (or channelCode), pointType, intoWay and reportId; bad
 * values are left out.
 */
export const portalQueryOf = (search: string): PortalQuery => {
  const query = new URLSearchParams(search);
  const out: PortalQuery = {};
  const channel = channelNoParam.safeParse(query.get('channelNo') ?? query.get('channelCode') ?? undefined);
  if (channel.success) out.channelNo = channel.data;
  for (const name of ['pointType', 'intoWay'] as const) {
    const value = query.get(name)?.trim();
    if (value && SHORT_ID.test(value)) out[name] = value;
  }
  const reportId = query.get('reportId')?.trim();
  if (reportId && REPORT_ID.test(reportId)) out.reportId = reportId;
  return out;
};

/** Seconds left of a countdown that ends at `until` (ms), never below 0. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

/** Where an account's registration started (docs/portal.md): its report, the registration guide, or a portal page. */
export type EntryKind = 'report' | 'guide' | 'register' | 'login' | 'other';

export const entryKindOf = (entry: {
  pointType: string | null;
  intoWay: string | null;
  reportId: string | null;
}): EntryKind => {
  if (entry.reportId) return 'report';
  if (entry.intoWay === 'wwwNavGuide') return 'guide';
  if (entry.pointType === 'registers') return 'register';
  if (entry.pointType === 'logins') return 'login';
  return 'other';
};
