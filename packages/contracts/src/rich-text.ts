/**
 * The site's allow-list for rich text (articles, answers, text blocks): the options given to sanitize-html by the
 * web app when it renders and by the back office's save (issue 26), so what an editor saves is what the page shows.
 * Only the elements the content model allows survive, links are http(s), mailto or site paths, and external links
 * open safely in a new tab. Plain data and two functions: the contracts import nothing but zod.
 */
/** A media library image's public path (gateway media/storage.ts): `/media/<hash>-<width>.webp`. */
export const MEDIA_IMAGE_SRC = /^\/media\/[0-9a-f]{20}-\d{2,5}\.webp$/;

export const RICH_TEXT_OPTIONS = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['scope', 'colspan'],
    td: ['colspan'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  /** An image is one of the media library's (issue 26 section 3), or it is dropped. */
  exclusiveFilter: (frame: { tag: string; attribs: Record<string, string> }) =>
    frame.tag === 'img' && !MEDIA_IMAGE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    /** Images load as they near the viewport. */
    img: (tagName: string, attribs: Record<string, string>) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    a: (tagName: string, attribs: Record<string, string>) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};
