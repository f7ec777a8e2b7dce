/**
 * The page-load progress bar's timing (spec section 4 and 9): it appears only when loading lasts
 * longer than the 200 ms throttle, fills towards the end over its 5 s duration, and disappears
 * 500 ms after the load finished or failed. Pure: the bar asks these functions what to draw at a
 * given time and when to look again.
 */

export const PROGRESS_DURATION_MS = 5_000;
const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_HIDE_DELAY_MS = 500;
/** How often the bar redraws while it fills. */
const PROGRESS_TICK_MS = 100;

export interface ProgressRun {
  startedAt: number;
  /** When the load finished or failed; null while loading. */
  endedAt: number | null;
  failed: boolean;
}

export interface ProgressView {
  visible: boolean;
  /** 0 to 100. */
  percent: number;
  failed: boolean;
}

const HIDDEN: ProgressView = { visible: false, percent: 0, failed: false };

export const startProgress = (now: number): ProgressRun => ({ startedAt: now, endedAt: null, failed: false });

/** Ends a running load; a load that already ended stays as it was. */
export const endProgress = (run: ProgressRun | null, now: number, failed = false): ProgressRun | null =>
  run && run.endedAt === null ? { ...run, endedAt: now, failed } : run;

/**
 * How far the bar is after `elapsed` ms of visible loading: it slows down as it goes and never
 * reaches the end by itself (about 70% at the duration), so a slow page never looks loaded.
 */
export const estimatedPercent = (elapsed: number): number =>
  elapsed <= 0 ? 0 : (200 / Math.PI) * Math.atan((elapsed / PROGRESS_DURATION_MS) * 2);

/** Whether the bar ever became visible for this run. */
const outlastedThrottle = (run: ProgressRun, now: number): boolean =>
  (run.endedAt ?? now) - run.startedAt >= PROGRESS_THROTTLE_MS;

export const progressView = (run: ProgressRun | null, now: number): ProgressView => {
  if (!run || !outlastedThrottle(run, now)) return HIDDEN;
  if (run.endedAt === null) {
    return { visible: true, percent: estimatedPercent(now - run.startedAt - PROGRESS_THROTTLE_MS), failed: false };
  }
  if (now - run.endedAt >= PROGRESS_HIDE_DELAY_MS) return HIDDEN;
  return { visible: true, percent: 100, failed: run.failed };
};

/** Milliseconds until the view can change, or null when the run is over and nothing more will happen. */
export const nextChangeIn = (run: ProgressRun | null, now: number): number | null => {
  if (!run) return null;
  if (run.endedAt === null) {
    const untilVisible = run.startedAt + PROGRESS_THROTTLE_MS - now;
    return untilVisible > 0 ? untilVisible : PROGRESS_TICK_MS;
  }
  if (!outlastedThrottle(run, now)) return null;
  const untilHidden = run.endedAt + PROGRESS_HIDE_DELAY_MS - now;
  return untilHidden > 0 ? untilHidden : null;
};
