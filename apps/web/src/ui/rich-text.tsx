import styles from './rich-text.module.css';

/**
 * HTML from the content (articles, answers, partners' pages, text blocks), in the site's reading
 * style. The HTML must be the content layer's cleaned HTML (src/content/rich-text.ts): this is the
 * one place that puts it into a page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const classes = className ? `${styles.prose} ${className}` : styles.prose;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the content layer (sanitize-html allowlist)
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
