/**
 * The request id in the browser. server.ts sends every answer's id twice: `x-request-id`, and as a Server-Timing
 * metric `rid` (@site/gateway/ops), which scripts of the same origin can read from the Performance API. The error
 * boundary (a client component, which cannot read request headers) shows it from there: the id of the last request
 * for the page's path (a client navigation's RSC request), else of the document itself.
 */

/** The Server-Timing metric carrying the request id. */
export const REQUEST_ID_TIMING = 'rid';

interface TimedEntry {
  name: string;
  serverTiming?: readonly { name: string; description: string }[];
}

export function requestIdFromTimings(
  navigation: readonly TimedEntry[],
  resources: readonly TimedEntry[],
  pathname: string,
): string | null {
  const idOf = (entry: TimedEntry | undefined) =>
    entry?.serverTiming?.find((metric) => metric.name === REQUEST_ID_TIMING)?.description || null;
  for (let i = resources.length - 1; i >= 0; i--) {
    const entry = resources[i];
    if (!entry) continue;
    let path: string;
    try {
      path = new URL(entry.name).pathname;
    } catch {
      continue;
    }
    const id = path === pathname ? idOf(entry) : null;
    if (id) return id;
  }
  return idOf(navigation[0]);
}

/** The id of the request that produced the page now shown, or null (no Performance API, or no id sent). */
export function currentRequestId(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  return requestIdFromTimings(
    performance.getEntriesByType('navigation') as unknown as TimedEntry[],
    performance.getEntriesByType('resource') as unknown as TimedEntry[],
    window.location.pathname,
  );
}
