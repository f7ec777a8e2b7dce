/**
 * Visitors' work in flight in this process, so that background work waits for a quiet moment instead of competing
 * with it (issue 27). A visitor's request that is not a page cache hit (a render, a gateway call, the back office)
 * is foreground from its start until its answer is done (server.ts); the page cache's own refreshes, the report
 * printer's loads and the health checks are not. The report printer's prints ahead (a PDF printed while its visitor
 * reads the report) run only after QUIET_MS without foreground work: on two cores a print beside a render made the
 * questionnaire's round trip four to eight times slower at p99 (docs/decisions.md).
 *
 * The state is kept on globalThis: server.ts and each route file's bundle load their own copy of this module.
 */

/** How long the process must have been without foreground work before background work starts. */
export const QUIET_MS = 300;

interface ForegroundState {
  inFlight: number;
  /** When the last foreground work ended (Date.now()), 0 before any. */
  lastEnd: number;
  waiting: (() => void)[];
  timer: ReturnType<typeof setTimeout> | null;
}

const KEY = Symbol.for('site.foreground');

const state = (): ForegroundState => {
  const holder = globalThis as { [KEY]?: ForegroundState };
  holder[KEY] ??= { inFlight: 0, lastEnd: 0, waiting: [], timer: null };
  return holder[KEY];
};

/** Runs the waiting work once the process has been quiet for QUIET_MS, or arms a timer for when it will be. */
const check = (current: ForegroundState): void => {
  if (current.timer) clearTimeout(current.timer);
  current.timer = null;
  if (current.inFlight > 0 || current.waiting.length === 0) return;
  const left = current.lastEnd + QUIET_MS - Date.now();
  if (left > 0) {
    current.timer = setTimeout(() => check(current), left);
    current.timer.unref?.();
    return;
  }
  const run = current.waiting;
  current.waiting = [];
  for (const work of run) {
    try {
      work();
    } catch {
      // Background work reports its own failures; one never stops the others.
    }
  }
};

/** Marks foreground work as started; call the returned function (once or more) when it is done. */
export const beginForeground = (): (() => void) => {
  const current = state();
  current.inFlight++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    current.inFlight--;
    current.lastEnd = Date.now();
    check(current);
  };
};

/** Runs `work` now if the process is quiet, else once it has been quiet for QUIET_MS. */
export const whenQuiet = (work: () => void): void => {
  const current = state();
  current.waiting.push(work);
  check(current);
};

/** Work waiting for a quiet moment (tests). */
export const quietWaiting = (): number => state().waiting.length;

/** Foreground work in flight now (/_health, tests). */
export const foregroundInFlight = (): number => state().inFlight;
