import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchAllowed, whenIdle } from './prefetch-rule.ts';

describe('prefetchAllowed', () => {
  it('prefetches when the connection is unknown or fast', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('never prefetches on 2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('never prefetches with data saver on', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('never prefetches offline', () => {
    expect(prefetchAllowed({ effectiveType: '4g' }, false)).toBe(false);
    expect(prefetchAllowed(undefined, false)).toBe(false);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks requestIdleCallback with the 2 s timeout', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options: { timeout: number }) => 5);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const task = () => undefined;
    const cancel = whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(5);
  });

  it('waits the whole timeout without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
