// @ts-check
/**
 * Next.js's incremental (ISR) cache, bounded: its own file-system cache (build output read from disk, an LRU in
 * memory of `cacheMaxMemorySize` bytes, tag revalidation) with two changes, so that a flood of distinct URLs can
 * fill neither the disk nor the memory (issue 11):
 *
 * - Pages rendered after the build are kept in memory only (next.config.ts sets `isrFlushToDisk: false`): the
 *   memory LRU evicts, a disk would grow for good.
 * - An answer that is not a 200 (the not-found page of a made-up id such as /trends/anything.html) is not stored:
 *   it is rendered again when asked again, and cannot push real pages out of the LRU.
 *
 * Plain CommonJS: Next.js loads it in `next build`'s workers as well as in server.ts, without a TypeScript loader.
 */
const { FileSystemCache } = require('./next-internals.cjs');

/** @param {unknown} data */
const isErrorPage = (data) => {
  if (!data || typeof data !== 'object') return false;
  const { kind, status } = /** @type {{ kind?: string; status?: number }} */ (data);
  return (
    (kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES') && typeof status === 'number' && status !== 200
  );
};

module.exports = class BoundedCache extends FileSystemCache {
  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    // (The build's prerendering writes through this class too: its own not-found page stays.)
    if (isErrorPage(data) && process.env.NEXT_PHASE !== 'phase-production-build') return;
    return super.set(key, data, ctx);
  }
};

module.exports.isErrorPage = isErrorPage;
