// @ts-check
/**
 * Every place the web app leans on Next.js's (or Node's) internals, in one module, so a Next upgrade is checked in
 * one place: test/next-internals.test.ts runs each of these against the installed version.
 *
 * - FileSystemCache: Next's own incremental cache, which cache-handler.cjs bounds by subclassing (Next exports no
 *   public base class for a custom cache handler that keeps its file-system behaviour).
 * - expireTags: expires cache tags in this process at once, as revalidateTag would inside a request (server.ts calls
 *   it for every content change the database announces, from any instance). The tag state is Next's own module-level
 *   manifest, shared by every cache handler of the process.
 * - beforeHeadersLeave: a hook on a response just before its headers are written, however they leave (an explicit
 *   writeHead, or the implicit one of a first write or end: Node sends those through writeHead too). server.ts uses it
 *   to strip Next's internal routing headers and to keep 404 pages out of shared caches: Next writes its headers
 *   itself, after every handler of ours has run.
 *
 * Plain CommonJS: Next loads cache-handler.cjs (and so this) in `next build`'s workers without a TypeScript loader.
 */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/**
 * @param {string[]} tags
 * @returns {Promise<void>}
 */
const expireTags = (tags) => FileSystemCache.prototype.revalidateTag.call(undefined, tags);

/**
 * Calls `edit(status, headers)` just before the response's headers are written: `headers` is the object given to
 * writeHead (null when none was), and the response's own headers (setHeader) can still be changed.
 * @param {import('node:http').ServerResponse} res
 * @param {(status: number, headers: Record<string, unknown> | null) => void} edit
 */
const beforeHeadersLeave = (res, edit) => {
  const writeHead = /** @type {(...args: unknown[]) => import('node:http').ServerResponse} */ (res.writeHead.bind(res));
  res.writeHead = /** @type {import('node:http').ServerResponse['writeHead']} */ (
    /** @param {unknown[]} args */
    (...args) => {
      const last = args.at(-1);
      const headers =
        last && typeof last === 'object' && !Array.isArray(last) ? /** @type {Record<string, unknown>} */ (last) : null;
      edit(typeof args[0] === 'number' ? args[0] : res.statusCode, headers);
      return writeHead(...args);
    }
  );
};

module.exports = { FileSystemCache, expireTags, areTagsExpired, beforeHeadersLeave };
