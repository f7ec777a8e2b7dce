/**
 * The site's allow-list for rich text (articles, answers, text blocks): the options given to sanitize-html by the
 * web app when it renders and by the back office's save (issue 26), so what an editor saves is what the page shows.
 * Only the elements the content model allows survive, links are http(s), mailto or site paths, and external links
 * open safely in a new tab. Plain data and one function: the contracts import nothing but zod.
 */
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
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope', 'colspan'], td: ['colspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};
