/**
 * The daily display rule of the site's pop-ups (spec section 5 'Daily display rule', section 9), shared
 * by the home banner pop-up (features/promotions) and the activity pop-up (features/popups), and where
 * their display records live. One record per key, with the time of the last show and the number of
 * shows on that calendar day:
 *
 * - a new calendar day resets the count; within a day at most 3 shows, each later show at least 1 hour
 *   after the last recorded one;
 * - stored data that cannot be read (or storage that cannot be used) means the pop-up is not shown,
 *   rather than shown on every page; so does a last show in the future (a clock set back);
 * - a policy may narrow the rule (the activity pop-up's limit types: once per day, once ever);
 * - a pop-up the visitor closed (关闭, Escape, the backdrop, or following its link) never shows again: the record
 *   keeps `closed` (issue 28: a pop-up showed again after 关闭). A new campaign has a new key, so it may show.
 *
 * Calendar days are the visitor's local days. The rules are pure; readShowRecord and writeShowRecord
 * are the browser part (local storage, the brand is the origin).
 */

const MAX_SHOWS_PER_DAY = 3;
export const MIN_GAP_MS = 60 * 60 * 1000;

export interface DisplayPolicy {
  /** Shows allowed per calendar day. */
  maxPerDay: number;
  /** Time between two shows of the same day. */
  minGapMs: number;
  /** Never again once shown. */
  onceEver: boolean;
}

/** The daily rule of section 5: the home banner's rule, and the cap of the activity pop-up (section 9). */
export const DAILY_RULE: DisplayPolicy = { maxPerDay: MAX_SHOWS_PER_DAY, minGapMs: MIN_GAP_MS, onceEver: false };

export interface ShowRecord {
  /** Epoch milliseconds of the last show. */
  time: number;
  /** Shows on the calendar day of `time`. */
  count: number;
  /** The visitor closed it: never again. */
  closed?: true;
}

/** The stored record; null when nothing is stored; 'unreadable' when what is stored is not a record. */
export const parseRecord = (stored: string | null): ShowRecord | null | 'unreadable' => {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return 'unreadable';
    const { time, count } = value as Record<string, unknown>;
    if (typeof time !== 'number' || !Number.isFinite(time) || time < 0) return 'unreadable';
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return 'unreadable';
    const { closed } = value as Record<string, unknown>;
    if (closed !== undefined && closed !== true) return 'unreadable';
    return closed ? { time, count, closed } : { time, count };
  } catch {
    return 'unreadable';
  }
};

/** The visitor's local calendar day of a time, as 'YYYY-MM-DD'. */
export const localDay = (time: number): string => {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Whether the pop-up may show now, given what is stored for it (null: never shown). */
export const mayShow = (stored: string | null, policy: DisplayPolicy, now: number): boolean => {
  const record = parseRecord(stored);
  if (record === 'unreadable') return false;
  if (record === null) return true;
  if (record.closed || policy.onceEver || record.time > now) return false;
  if (localDay(record.time) !== localDay(now)) return true;
  return record.count < policy.maxPerDay && now - record.time >= policy.minGapMs;
};

/** What to store after showing the pop-up now: a new calendar day starts the count again. */
export const recordShow = (stored: string | null, now: number): string => {
  const record = parseRecord(stored);
  const count = record && record !== 'unreadable' && localDay(record.time) === localDay(now) ? record.count + 1 : 1;
  return JSON.stringify({ time: now, count } satisfies ShowRecord);
};

/** What to store when the visitor closes the pop-up: the record as it was, closed for good. */
export const recordClose = (stored: string | null, now: number): string => {
  const record = parseRecord(stored);
  const base = record && record !== 'unreadable' ? record : { time: now, count: 1 };
  return JSON.stringify({ time: base.time, count: base.count, closed: true } satisfies ShowRecord);
};

/** What storage that cannot be used reads as: unreadable, so the rules show nothing. */
export const UNAVAILABLE = 'unavailable';

/** The stored value of a key (null when there is none), or UNAVAILABLE when storage cannot be used. */
export const readShowRecord = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return UNAVAILABLE;
  }
};

/** Stores a value; false when storage cannot be used (the caller then does not show the pop-up). */
export const writeShowRecord = (key: string, value: string): boolean => {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};
