import styles from './rich-text.module.css';
import frame from './table-frame.module.css';

/**
 * A table of the content scrolls sideways in its own frame, with a line above it that says so on narrow screens
 * (issue 28: a wide table on a phone showed one character per line). The line's words come from the stylesheet by
 * the page's lang (this component does not know the brand), so the markup carries none.
 */
export const wrapTables = (html: string): string =>
  html
    .replace(
      /<table\b/gi,
      `<p class="${frame.hint} ${styles.scrollHint}" data-scroll-hint="" aria-hidden="true"></p><div class="${frame.frame} ${styles.tableScroll}" data-scrolls="" tabindex="0"><table`,
    )
    .replace(/<\/table>/gi, '</table></div>');

/**
 * HTML from the content (articles, answers, partners' pages, text blocks), in the site's reading
 * style. The HTML must be the content layer's cleaned HTML (src/content/rich-text.ts): this is the
 * one place that puts it into a page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const classes = className ? `${styles.prose} ${className}` : styles.prose;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the content layer (sanitize-html allowlist)
  return <div className={classes} dangerouslySetInnerHTML={{ __html: wrapTables(html) }} />;
}
