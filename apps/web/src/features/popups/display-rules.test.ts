import { describe, expect, it } from 'vitest';
import { at, showsAt } from '../../../test/support/display-times.ts';
import { isLimitType, LimitType, policyForLimitType } from './display-rules.ts';

const HOUR = 60 * 60 * 1000;

/** Shows the pop-up at each time the limit type's rule allows, returns which of the times it showed. */
const run = (limitType: LimitType, times: number[]) => showsAt(policyForLimitType(limitType), times);

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
