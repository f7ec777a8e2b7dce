/**
 * The one URL sanitiser of configured links (issue 23): what an operator or the seed writes as a link becomes one
 * only when it is an http(s) address (without white space) or a path of this site ('/...', not the protocol-relative
 * '//host'); javascript:, data:, a bare word are no link. A fragment ('#...') is a link where the caller allows it.
 */

const ABSOLUTE = /^https?:\/\/[^\s]+$/i;

/** Whether a (trimmed) value is an http(s) address. */
export const isHttpUrl = (url: string): boolean => ABSOLUTE.test(url);

/** Whether a (trimmed) value is a path of this site. */
export const isSitePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/** A site path or an http(s) address, trimmed; null for anything else. `fragments`: '#...' too. */
export const safeUrl = (value: string | null | undefined, options: { fragments?: boolean } = {}): string | null => {
  const url = value?.trim();
  if (!url) return null;
  if (isHttpUrl(url) || isSitePath(url)) return url;
  return options.fragments && url.startsWith('#') ? url : null;
};

/**
 * An absolute http(s) address as `URL` writes it (normalised: '/' after the host, spaces escaped), or null: the
 * report's source links, which are never site paths. Anything else is shown as a title without a link.
 */
export const absoluteHttpUrl = (value: string | null): string | null => {
  if (!value) return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
};
