import { DAILY_RULE, type DisplayPolicy } from '../../lib/display-rules.ts';

/**
 * The activity pop-up's limit types (spec section 4 'Activity pop-up', section 9), which narrow the
 * daily display rule of section 5 (src/lib/display-rules.ts, shared with the home banner): 1 always
 * (the daily rule alone), 0 once per day, 2 only once ever.
 */

/** Limit types of an activity pop-up (spec section 4). */
export const LimitType = { oncePerDay: 0, always: 1, onceEver: 2 } as const;
export type LimitType = (typeof LimitType)[keyof typeof LimitType];

export const isLimitType = (value: number): value is LimitType => value === 0 || value === 1 || value === 2;

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
