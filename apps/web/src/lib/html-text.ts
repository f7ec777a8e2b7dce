/**
 * HTML as text, the site's one place for it (issue 23): `richTextToPlain` for the activity pop-up and the pop-up
 * preview, `htmlToLine` for descriptions and structured data. richTextToPlain:: scripts and
 * styles dropped, block ends and <br> as line breaks, entities decoded. Rendered as text, never HTML, so configured
 * markup cannot inject anything and no sanitiser has to ship to the browser.
 */

/**
 * HTML as one line of text, for a page's description and structured data: every tag becomes `gap` (a space by
 * default; '' where the tags sit inside Chinese sentences), white space collapsed, trimmed. Entities stay as written.
 */
export const htmlToLine = (html: string, gap = ' '): string =>
  html
    .replace(/<[^>]*>/g, gap)
    .replace(/\s+/g, ' ')
    .trim();

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of a rich-text field. The pop-up renders text, never HTML, so the configured markup
 * cannot inject anything and no sanitiser has to ship to the browser.
 */
export const richTextToPlain = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
