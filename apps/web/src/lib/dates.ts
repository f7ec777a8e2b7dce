import type { Locale } from '../brands.ts';

/**
 * The one date formatter of the site (issue 28): every date and time a visitor reads goes through here, on
 * Intl.DateTimeFormat with the brand's zone, whatever the zone of the server or the browser. The Chinese brands show
 * China time (Asia/Shanghai: 注册时间 once showed the UTC day); the EU brand (en, de) shows Central European time
 * (Europe/Berlin, its office's zone; docs/decisions.md). Days read 'YYYY-MM-DD' (German: 'DD.MM.YYYY'), times add
 * 'HH:mm' on the 24-hour clock.
 */

/** The zone a locale's visitors read dates in. */
export const timeZoneOf = (locale: Locale): string =>
  locale === 'en' || locale === 'de' ? 'Europe/Berlin' : 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let format = formatters.get(zone);
  if (!format) {
    // en-US with numeric parts and h23: the parts are plain digits, assembled below in the locale's order.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  return format;
};

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const partsOf = (value: string | number | Date, locale: Locale): Parts | null => {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZoneOf(locale)).formatToParts(time)) parts[p.type] = p.value;
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute } as Parts;
};

const dayText = (locale: Locale, { year, month, day }: Pick<Parts, 'year' | 'month' | 'day'>) =>
  locale === 'de' ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;

/**
 * The day of a time in the brand's zone; a plain day ('2026-11-28', a calendar date with no time) is that day; text
 * that is no time is given back as it is.
 */
export const formatDay = (value: string | number | Date, locale: Locale): string => {
  const plain = typeof value === 'string' ? PLAIN_DAY.exec(value) : null;
  if (plain) {
    const [, year = '', month = '', day = ''] = plain;
    return dayText(locale, { year, month, day });
  }
  const parts = partsOf(value, locale);
  return parts ? dayText(locale, parts) : String(value);
};

/** The day and time (HH:mm) of a time in the brand's zone; text that is no time is given back as it is. */
export const formatDateTime = (value: string | number | Date, locale: Locale): string => {
  const parts = partsOf(value, locale);
  return parts ? `${dayText(locale, parts)} ${parts.hour}:${parts.minute}` : String(value);
};
