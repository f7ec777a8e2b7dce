import { afterEach, describe, expect, it, vi } from 'vitest';
import { at, showsAt } from '../../test/support/display-times.ts';
import {
  DAILY_RULE,
  localDay,
  MIN_GAP_MS,
  mayShow,
  parseRecord,
  readShowRecord,
  recordClose,
  recordShow,
  UNAVAILABLE,
  writeShowRecord,
} from './display-rules.ts';

/** Shows the pop-up at each time the daily rule allows, returns which of the times it showed. */
const run = (times: number[]) => showsAt(DAILY_RULE, times);

describe('a pop-up closed with 关闭 (issue 28)', () => {
  it('never shows again: not later that day, not on a new day', () => {
    const shown = recordShow(null, at(21, 9));
    const closed = recordClose(shown, at(21, 9, 1));
    expect(JSON.parse(closed)).toEqual({ time: at(21, 9), count: 1, closed: true });
    expect(mayShow(closed, DAILY_RULE, at(21, 11))).toBe(false);
    expect(mayShow(closed, DAILY_RULE, at(22, 9))).toBe(false);
    expect(mayShow(closed, DAILY_RULE, at(21, 9) + 365 * 24 * 3_600_000)).toBe(false);
  });

  it('reads a closed record, and a malformed closed flag as unreadable', () => {
    expect(parseRecord('{"time":1,"count":1,"closed":true}')).toEqual({ time: 1, count: 1, closed: true });
    expect(parseRecord('{"time":1,"count":1,"closed":"yes"}')).toBe('unreadable');
    expect(mayShow(recordClose(null, at(21, 9)), DAILY_RULE, at(23, 9))).toBe(false);
  });
});

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
      UNAVAILABLE,
    ]) {
      expect(parseRecord(stored)).toBe('unreadable');
      expect(mayShow(stored, DAILY_RULE, at(21, 9))).toBe(false);
    }
  });

  it('does not show when the last show lies in the future (a clock set back)', () => {
    expect(mayShow(recordShow(null, at(23, 9)), DAILY_RULE, at(21, 9))).toBe(false);
    expect(mayShow(recordShow(null, at(21, 12)), DAILY_RULE, at(21, 9))).toBe(false);
  });

  it('shows at most 3 times a day, each at least 1 hour after the last (a run of visits)', () => {
    expect(
      run([at(21, 9), at(21, 9, 59), at(21, 10), at(21, 10, 30), at(21, 11, 5), at(21, 15), at(21, 23, 59)]),
    ).toEqual([true, false, true, false, true, false, false]);
    expect(run([at(21, 21), at(21, 22), at(21, 23, 30), at(22, 0, 10), at(22, 0, 20)])).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('uses local calendar days', () => {
    expect(localDay(at(1, 0, 5))).toBe('2026-11-01');
  });
});

describe('where the records live', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads and writes local storage per key', () => {
    const values = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => values.get(key) ?? null, setItem: values.set.bind(values) },
    });
    expect(readShowRecord('site:home-banner:1')).toBeNull();
    expect(writeShowRecord('site:home-banner:1', recordShow(null, at(21, 9)))).toBe(true);
    expect(readShowRecord('site:home-banner:1')).toBe(JSON.stringify({ time: at(21, 9), count: 1 }));
    expect(readShowRecord('site:home-banner:2')).toBeNull();
  });

  it('storage that cannot be used shows nothing', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('window', { localStorage: { getItem: blocked, setItem: blocked } });
    expect(readShowRecord('site:home-banner:1')).toBe(UNAVAILABLE);
    expect(mayShow(readShowRecord('site:home-banner:1'), DAILY_RULE, at(21, 9))).toBe(false);
    expect(writeShowRecord('site:home-banner:1', '{}')).toBe(false);
  });
});
