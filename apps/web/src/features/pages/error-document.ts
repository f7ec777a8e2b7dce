import type { Brand, Locale } from '../../brands.ts';
import { errorTexts } from './error-texts.ts';

/**
 * The error page as a whole HTML document, for answers the proxy gives itself (500 'Unknown
 * middleware'): the proxy runs before any page renders, and a rewrite cannot carry a status code.
 * The same parts as ErrorView (error-view.tsx), in the brand's colours and language, no scripts
 * beyond 'back to home' replacing the history entry.
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ErrorDocumentOptions {
  brand: Brand;
  locale: Locale;
  code: number;
  message: string;
  url: string | null;
  home: string;
  /** The request's id (x-request-id, set by server.ts), shown for the visitor to quote. */
  requestId?: string | null;
}

export const errorDocument = ({ brand, locale, code, message, url, home, requestId }: ErrorDocumentOptions): string => {
  const t = errorTexts(locale);
  const font =
    locale === 'zh-TW'
      ? '"PingFang TC","Noto Sans CJK TC","Microsoft JhengHei",sans-serif'
      : locale === 'zh-CN'
        ? '"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif'
        : 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif';
  const homeHref = escapeHtml(home);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${code} - ${escapeHtml(message)}</title>
<style>
body{margin:0;font-family:${font};color:#111827;background:#fff;line-height:1.7}
main{display:grid;place-content:center;justify-items:center;gap:14px;min-height:100vh;padding:24px;text-align:center;box-sizing:border-box}
.code{margin:0;color:${brand.theme.primary};font:800 clamp(4rem,3rem + 5vw,6.5rem)/1 system-ui,sans-serif}
h1{margin:0;font-size:clamp(1.2rem,1rem + .8vw,1.5rem);font-weight:600}
.url{margin:0;color:#6b7280;font-size:.9rem;overflow-wrap:anywhere}
a{display:inline-flex;align-items:center;min-height:44px;margin-top:10px;padding:0 22px;border-radius:6px;background:${brand.theme.primary};color:#fff;font-weight:600;text-decoration:none}
a:hover{background:${brand.theme.primaryDark}}
</style>
</head>
<body>
<main>
<p class="code">${code}</p>
<h1>${escapeHtml(message)}</h1>
${url ? `<p class="url">${escapeHtml(t.errorRequest)}${escapeHtml(url)}</p>` : ''}
${requestId ? `<p class="url">${escapeHtml(t.requestId)}${escapeHtml(requestId)}</p>` : ''}
<a href="${homeHref}" onclick="location.replace(this.getAttribute('href'));return false">${escapeHtml(t.backHome)}</a>
</main>
</body>
</html>
`;
};
