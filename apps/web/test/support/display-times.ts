import { type DisplayPolicy, mayShow, recordShow } from '../../src/lib/display-rules.ts';

/** A local time in November 2026, so the tests hold in any time zone. */
export const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();

/** Shows the pop-up at each time `policy` allows, returns which of the times it showed. */
export const showsAt = (policy: DisplayPolicy, times: number[]): boolean[] => {
  let stored: string | null = null;
  return times.map((now) => {
    const shown = mayShow(stored, policy, now);
    if (shown) stored = recordShow(stored, now);
    return shown;
  });
};
