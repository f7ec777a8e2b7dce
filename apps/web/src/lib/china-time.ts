/**
 * Dates and times on the Chinese brands are China time (Asia/Shanghai, UTC+8 all year, no daylight saving), whatever
 * the zone of the server or the browser (issue 28: 注册时间 showed the UTC day). Pure: no zone of the machine is read.
 */

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const shifted = (value: string | Date): string | null => {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(time) ? null : new Date(time + CHINA_OFFSET_MS).toISOString();
};

/** The China day of a time, 'YYYY-MM-DD'; a plain day ('2026-11-28') as it is; the text as given when it is no time. */
export const chinaDay = (value: string): string => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return shifted(value)?.slice(0, 10) ?? value;
};

/** A time as China time, 'YYYY-MM-DD HH:mm'; the text as given when it is no time. */
export const chinaTime = (value: string): string => {
  const iso = shifted(value);
  return iso === null ? value : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};
