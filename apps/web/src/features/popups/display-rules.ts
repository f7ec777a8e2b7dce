/**
 * When a pop-up may show again, from what was stored the last time it showed (spec section 4
 * 'Activity pop-up', section 5 'Daily display rule', section 9). One record per key, with the time
 * of the last show and the number of shows on that calendar day:
 *
 * - the daily rule: a new calendar day resets the count; within a day at most 3 shows, each later
 *   show at least 1 hour after the last recorded one; stored data that cannot be read means the
 *   pop-up is not shown;
 * - the activity pop-up's limit type narrows it: 1 always (the daily rule alone), 0 once per day,
 *   2 only once ever.
 *
 * Calendar days are the visitor's local days. Pure functions: the caller reads and writes storage.
 */

export const MAX_SHOWS_PER_DAY = 3;
export const MIN_GAP_MS = 60 * 60 * 1000;

/** Limit types of an activity pop-up (spec section 4). */
export const LimitType = { oncePerDay: 0, always: 1, onceEver: 2 } as const;
export type LimitType = (typeof LimitType)[keyof typeof LimitType];

export const isLimitType = (value: number): value is LimitType => value === 0 || value === 1 || value === 2;

export interface DisplayPolicy {
  /** Shows allowed per calendar day. */
  maxPerDay: number;
  /** Time between two shows of the same day. */
  minGapMs: number;
  /** Never again once shown. */
  onceEver: boolean;
}

/** The daily rule of section 5, which also caps the activity pop-up (section 9). */
export const DAILY_RULE: DisplayPolicy = { maxPerDay: MAX_SHOWS_PER_DAY, minGapMs: MIN_GAP_MS, onceEver: false };

export const policyForLimitType = (limitType: LimitType): DisplayPolicy => {
  switch (limitType) {
    case LimitType.always:
      return DAILY_RULE;
    case LimitType.oncePerDay:
      return { ...DAILY_RULE, maxPerDay: 1 };
    case LimitType.onceEver:
      return { ...DAILY_RULE, maxPerDay: 1, onceEver: true };
  }
};

export interface ShowRecord {
  /** Epoch milliseconds of the last show. */
  time: number;
  /** Shows on the calendar day of `time`. */
  count: number;
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
    return { time, count };
  } catch {
    return 'unreadable';
  }
};

const sameLocalDay = (a: number, b: number): boolean => {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
};

/** Whether the pop-up may show now, given what is stored for it. */
export const mayShow = (stored: string | null, policy: DisplayPolicy, now: number): boolean => {
  const record = parseRecord(stored);
  if (record === 'unreadable') return false;
  if (record === null) return true;
  if (policy.onceEver) return false;
  if (!sameLocalDay(record.time, now)) return record.time < now;
  return record.count < policy.maxPerDay && now - record.time >= policy.minGapMs;
};

/** What to store after showing the pop-up now. */
export const recordShow = (stored: string | null, now: number): string => {
  const record = parseRecord(stored);
  const count = record && record !== 'unreadable' && sameLocalDay(record.time, now) ? record.count + 1 : 1;
  return JSON.stringify({ time: now, count } satisfies ShowRecord);
};
