import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML of articles, answers and text blocks, cleaned before it is rendered: the content is
 * editable by operators, so only the elements the content model allows survive, links are http(s),
 * mailto or site paths, and external links open safely in a new tab.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

export const cleanHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
