/**
 * Link prefetching (spec section 9): only when the browser is idle (or after 2 s at the latest)
 * and never on a 2g connection or with data saver on; nor offline, where it could only fail.
 */

export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

/** The parts of navigator.connection (Network Information API) the rule reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export const prefetchAllowed = (connection: ConnectionInfo | undefined, online = true): boolean =>
  online && (!connection || (!connection.saveData && !(connection.effectiveType ?? '').includes('2g')));

/**
 * Runs `task` when the browser is idle, within PREFETCH_IDLE_TIMEOUT_MS. Where requestIdleCallback
 * is missing (Safari) it waits the whole timeout, so the page's own loading goes first.
 */
export const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
};
