import { describe, expect, it } from 'vitest';
import {
  endProgress,
  estimatedPercent,
  nextChangeIn,
  PROGRESS_DURATION_MS,
  progressView,
  startProgress,
} from './progress-rules.ts';

const T0 = 1_000_000;

describe('the progress bar', () => {
  it('stays hidden during the 200 ms throttle', () => {
    const run = startProgress(T0);
    expect(progressView(run, T0).visible).toBe(false);
    expect(progressView(run, T0 + 199).visible).toBe(false);
    expect(progressView(run, T0 + 200)).toEqual({ visible: true, percent: 0, failed: false });
    expect(nextChangeIn(run, T0 + 50)).toBe(150);
  });

  it('never shows a load that ends within the throttle', () => {
    const run = endProgress(startProgress(T0), T0 + 150);
    expect(progressView(run, T0 + 150).visible).toBe(false);
    expect(progressView(run, T0 + 300).visible).toBe(false);
    expect(nextChangeIn(run, T0 + 150)).toBeNull();
  });

  it('fills over its 5 s duration without reaching the end by itself', () => {
    const run = startProgress(T0);
    const at = (ms: number) => progressView(run, T0 + 200 + ms).percent;
    expect(at(1_000)).toBeGreaterThan(at(100));
    expect(at(PROGRESS_DURATION_MS)).toBeCloseTo(70.48, 1);
    expect(at(60_000)).toBeLessThan(100);
    expect(estimatedPercent(-5)).toBe(0);
    expect(nextChangeIn(run, T0 + 1_000)).toBe(100);
  });

  it('completes and hides 500 ms after finishing', () => {
    const run = endProgress(startProgress(T0), T0 + 1_000);
    expect(progressView(run, T0 + 1_000)).toEqual({ visible: true, percent: 100, failed: false });
    expect(progressView(run, T0 + 1_499).visible).toBe(true);
    expect(progressView(run, T0 + 1_500).visible).toBe(false);
    expect(nextChangeIn(run, T0 + 1_200)).toBe(300);
    expect(nextChangeIn(run, T0 + 1_500)).toBeNull();
  });

  it('shows a failure and hides 500 ms after it', () => {
    const run = endProgress(startProgress(T0), T0 + 2_000, true);
    expect(progressView(run, T0 + 2_100)).toEqual({ visible: true, percent: 100, failed: true });
    expect(progressView(run, T0 + 2_500).visible).toBe(false);
  });

  it('keeps the first end of a run', () => {
    const ended = endProgress(startProgress(T0), T0 + 1_000);
    expect(endProgress(ended, T0 + 3_000, true)).toEqual(ended);
    expect(endProgress(null, T0)).toBeNull();
    expect(progressView(null, T0).visible).toBe(false);
  });
});
