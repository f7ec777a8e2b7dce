/**
 * Where a brand's pages and articles come from: its own rows first, then, for the simplified-Chinese
 * compliance brands, the rows of the main brand '00' in the same language (decisions.md, "Shared
 * content"). The law firm (01) and the Korean-market variant (KR) show only their own: VAT and EPR
 * pages do not belong on their sites. XM (10) and the EU variant have other languages.
 */
const MAIN_BRAND = '00';
const SHARING = new Set(['08', '13', '15', '19', '20', 'CS']);

/** The brands whose rows a brand shows, in order of precedence. */
export const contentSourcesOf = (platform: string): string[] =>
  SHARING.has(platform) ? [platform, MAIN_BRAND] : [platform];

/**
 * The categories of the main brand's library that fit a brand sharing it (issue 28). LV_ZHOU, the carbon and packaging
 * brand, shows its carbon and packaging news under 绿色洞察 (CBAM与碳合规 107, EPR与行业资讯 104: packaging law, PPWR,
 * take-back schemes) and the help centre its menus and the videos page link (常见问题 102, 操作手册 101). Never VAT资讯
 * (103), 平台规则与动态 (105), 产品合规 (108), nor 合规案例 (106): the cases are VAT and marketplace cases, the VAT articles
 * a seller saw under 绿色洞察. A brand not listed shows the whole shared library; a brand's own library is never
 * filtered. Fewer fitting items rather than another brand's; a brand's menus never link a category it does not show
 * (e2e/internal-links.spec.ts, e2e/brand-fit.spec.ts).
 */
export const SHARED_CATEGORIES: Readonly<Record<string, readonly number[]>> = { '15': [101, 102, 104, 107] };
