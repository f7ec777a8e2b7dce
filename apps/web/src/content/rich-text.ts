import 'server-only';
import { RICH_TEXT_OPTIONS } from '@site/contracts/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML of articles, answers and text blocks, cleaned before it is rendered: the content is editable by
 * operators, so only the site's allow-list survives (packages/contracts rich-text.ts, the same the back office's
 * save applies).
 */
export const cleanHtml = (html: string): string => sanitizeHtml(html, RICH_TEXT_OPTIONS);
