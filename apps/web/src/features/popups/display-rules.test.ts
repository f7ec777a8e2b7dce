import { describe, expect, it } from 'vitest';
import {
  DAILY_RULE,
  isLimitType,
  LimitType,
  MIN_GAP_MS,
  mayShow,
  parseRecord,
  policyForLimitType,
  recordShow,
} from './display-rules.ts';

/** Local times, so the tests hold in any time zone. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
const HOUR = 60 * 60 * 1000;

/** Shows the pop-up at each time the rule allows, returns which of the times it showed. */
const run = (limitType: LimitType, times: number[]) => {
  const policy = policyForLimitType(limitType);
  let stored: string | null = null;
  return times.map((now) => {
    const shown = mayShow(stored, policy, now);
    if (shown) stored = recordShow(stored, now);
    return shown;
  });
};

describe('the daily rule (section 5)', () => {
  it('shows the first time and records it', () => {
    expect(mayShow(null, DAILY_RULE, at(21, 9))).toBe(true);
    expect(JSON.parse(recordShow(null, at(21, 9)))).toEqual({ time: at(21, 9), count: 1 });
  });

  it('needs at least 1 hour since the last show', () => {
    const stored = recordShow(null, at(21, 9));
    expect(mayShow(stored, DAILY_RULE, at(21, 9) + MIN_GAP_MS - 1)).toBe(false);
    expect(mayShow(stored, DAILY_RULE, at(21, 9) + MIN_GAP_MS)).toBe(true);
  });

  it('allows at most 3 shows a day', () => {
    let stored = recordShow(null, at(21, 9));
    stored = recordShow(stored, at(21, 10));
    expect(mayShow(stored, DAILY_RULE, at(21, 11))).toBe(true);
    stored = recordShow(stored, at(21, 11));
    expect(JSON.parse(stored).count).toBe(3);
    expect(mayShow(stored, DAILY_RULE, at(21, 15))).toBe(false);
    expect(mayShow(stored, DAILY_RULE, at(21, 23, 59))).toBe(false);
  });

  it('resets the count on a new calendar day, even less than an hour later', () => {
    let stored = recordShow(null, at(21, 21));
    stored = recordShow(stored, at(21, 22));
    stored = recordShow(stored, at(21, 23, 30));
    expect(mayShow(stored, DAILY_RULE, at(22, 0, 10))).toBe(true);
    expect(JSON.parse(recordShow(stored, at(22, 0, 10)))).toEqual({ time: at(22, 0, 10), count: 1 });
  });

  it('does not show when the stored data cannot be read', () => {
    for (const stored of [
      '',
      'not json',
      '[]',
      'null',
      '42',
      '{"time":"x","count":1}',
      '{"time":1}',
      '{"time":1,"count":0}',
    ]) {
      expect(parseRecord(stored)).toBe('unreadable');
      expect(mayShow(stored, DAILY_RULE, at(21, 9))).toBe(false);
    }
  });

  it('does not show when the last show lies in the future (a clock set back)', () => {
    expect(mayShow(recordShow(null, at(23, 9)), DAILY_RULE, at(21, 9))).toBe(false);
    expect(mayShow(recordShow(null, at(21, 12)), DAILY_RULE, at(21, 9))).toBe(false);
  });
});

describe('limit types of the activity pop-up (section 4) under the daily cap (section 9)', () => {
  it('knows the three limit types', () => {
    expect([0, 1, 2, 3, -1].map(isLimitType)).toEqual([true, true, true, false, false]);
  });

  it('1 (always): every visit, at most 3 a day with 1 hour between them', () => {
    expect(run(LimitType.always, [at(21, 9), at(21, 9, 30), at(21, 10), at(21, 11), at(21, 12), at(22, 8)])).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
  });

  it('0 (once per day): once, then again the next calendar day', () => {
    expect(run(LimitType.oncePerDay, [at(21, 9), at(21, 10), at(21, 23, 59), at(22, 0, 1), at(22, 12)])).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('2 (once ever): never again, not even days later', () => {
    expect(run(LimitType.onceEver, [at(21, 9), at(21, 11), at(22, 9), at(30, 9)])).toEqual([true, false, false, false]);
  });

  it('counts hours, not minutes of the clock', () => {
    expect(run(LimitType.always, [at(21, 9, 59), at(21, 10, 1), at(21, 9, 59) + HOUR])).toEqual([true, false, true]);
  });
});
