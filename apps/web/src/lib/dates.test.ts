import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, timeZoneOf } from './dates.ts';

// The suite runs with TZ=UTC (and the machine may be in any zone): nothing here may depend on it.
describe('dates in the brand zone, whatever the machine zone', () => {
  it('shows 2026-01-01T17:00Z as 2 January on the Chinese brands (China time, UTC+8)', () => {
    expect(formatDay('2026-01-01T17:00:00Z', 'zh-CN')).toBe('2026-01-02');
    expect(formatDay('2026-01-01T17:00:00.000Z', 'zh-TW')).toBe('2026-01-02');
    expect(formatDateTime('2026-01-01T17:00:00Z', 'zh-CN')).toBe('2026-01-02 01:00');
    expect(formatDay(new Date('2026-01-01T17:00:00Z'), 'zh-CN')).toBe('2026-01-02');
    expect(formatDay(Date.parse('2026-01-01T17:00:00Z'), 'zh-CN')).toBe('2026-01-02');
    // The last second of the China day, and PostgreSQL's offset form.
    expect(formatDateTime('2026-11-27T15:59:59Z', 'zh-CN')).toBe('2026-11-27 23:59');
    expect(formatDateTime('2026-06-30 16:00:00+00', 'zh-CN')).toBe('2026-07-01 00:00');
  });

  it('shows the EU brand in Central European time, summer time included', () => {
    expect(timeZoneOf('de')).toBe('Europe/Berlin');
    expect(formatDay('2026-01-01T17:00:00Z', 'en')).toBe('2026-01-01');
    expect(formatDateTime('2026-01-01T23:30:00Z', 'de')).toBe('02.01.2026 00:30');
    expect(formatDateTime('2026-07-01T22:30:00Z', 'en')).toBe('2026-07-02 00:30');
  });

  it('keeps a plain calendar day and text that is no time', () => {
    expect(formatDay('2026-11-28', 'zh-CN')).toBe('2026-11-28');
    expect(formatDay('2026-11-28', 'de')).toBe('28.11.2026');
    expect(formatDay('soon', 'zh-CN')).toBe('soon');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});
