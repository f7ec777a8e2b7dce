import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginForeground, foregroundInFlight, QUIET_MS, whenQuiet } from './foreground.ts';

describe('background work waits for a quiet moment (issue 27)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Quiet since long before: nothing in flight.
    vi.advanceTimersByTime(QUIET_MS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once when nothing is in flight and nothing ended lately', () => {
    const work = vi.fn();
    whenQuiet(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits while a visitor is served, then QUIET_MS after the last one, and runs once', () => {
    const work = vi.fn();
    const first = beginForeground();
    const second = beginForeground();
    whenQuiet(work);
    first();
    vi.advanceTimersByTime(QUIET_MS * 2);
    // One still in flight.
    expect(work).not.toHaveBeenCalled();
    second();
    // Ending twice counts once.
    second();
    expect(foregroundInFlight()).toBe(0);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    // Another visitor meanwhile starts the quiet time again.
    beginForeground()();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs every waiting piece of work in order, one failure stopping none', () => {
    const order: string[] = [];
    const end = beginForeground();
    whenQuiet(() => order.push('a'));
    whenQuiet(() => {
      throw new Error('fails');
    });
    whenQuiet(() => order.push('c'));
    end();
    vi.advanceTimersByTime(QUIET_MS);
    expect(order).toEqual(['a', 'c']);
  });
});
