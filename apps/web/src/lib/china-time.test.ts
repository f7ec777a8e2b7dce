import { describe, expect, it } from 'vitest';
import { chinaDay, chinaTime } from './china-time.ts';

describe('China time, whatever the machine zone (the tests run with TZ=UTC too)', () => {
  it('gives the China day of a late UTC evening', () => {
    expect(chinaDay('2026-11-27T17:30:00.000Z')).toBe('2026-11-28');
    expect(chinaDay('2026-11-27T15:59:59Z')).toBe('2026-11-27');
    expect(chinaTime('2026-11-27T17:30:00.000Z')).toBe('2026-11-28 01:30');
    expect(chinaTime('2026-06-30T16:00:00+00:00')).toBe('2026-07-01 00:00');
  });

  it('keeps a plain day and text that is no time as given', () => {
    expect(chinaDay('2026-11-28')).toBe('2026-11-28');
    expect(chinaDay('soon')).toBe('soon');
    expect(chinaTime('soon')).toBe('soon');
  });
});
