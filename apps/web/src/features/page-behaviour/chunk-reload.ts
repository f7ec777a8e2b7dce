/**
 * A failed chunk load (a deploy replaced the chunks a page still refers to, or the network
 * dropped one) reloads the page, at most once a minute (spec sections 4 and 9), so a chunk that
 * keeps failing cannot make the page reload forever. The time of the last reload is kept in
 * session storage.
 */

export const CHUNK_RELOAD_GUARD_MS = 60_000;
const CHUNK_RELOAD_KEY = 'site:chunk-reload-at';

const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or a rejection reason) says that a chunk of the app could not be loaded. */
export const isChunkLoadError = (reason: unknown): boolean => {
  if (reason instanceof Error) return CHUNK_FAILURE.test(reason.name) || CHUNK_FAILURE.test(reason.message);
  return typeof reason === 'string' && CHUNK_FAILURE.test(reason);
};

/** Whether to reload now, given the stored time of the last reload (unreadable counts as none). */
export const shouldReloadForChunkError = (lastReloadAt: string | null, now: number): boolean => {
  const last = lastReloadAt === null ? Number.NaN : Number(lastReloadAt);
  if (!Number.isFinite(last) || last > now) return true;
  return now - last >= CHUNK_RELOAD_GUARD_MS;
};

/**
 * What to do about a failed chunk: reload, wait until the browser is back online (a reload while
 * offline only shows the browser's error page), or nothing (the guard holds).
 */
export const chunkFailureAction = (
  lastReloadAt: string | null,
  now: number,
  online: boolean,
): 'reload' | 'wait-online' | 'none' => {
  if (!shouldReloadForChunkError(lastReloadAt, now)) return 'none';
  return online ? 'reload' : 'wait-online';
};

let waitingForOnline = false;

const onBackOnline = () => {
  waitingForOnline = false;
  reloadAfterChunkError();
};

/** Reloads the page after a failed chunk load unless it already did so within the last minute. */
export const reloadAfterChunkError = (): void => {
  let last: string | null;
  try {
    last = sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return; // without storage there is no guard: better no reload than a reload loop
  }
  const action = chunkFailureAction(last, Date.now(), navigator.onLine);
  if (action === 'wait-online' && !waitingForOnline) {
    waitingForOnline = true;
    window.addEventListener('online', onBackOnline, { once: true });
  }
  if (action !== 'reload') return;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
};
