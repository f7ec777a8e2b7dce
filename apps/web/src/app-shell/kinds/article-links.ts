import { articleHref, type Brand, type Locale } from '../../brands.ts';
import type { ArticleCategory, ArticleListKind } from '../../content/articles.ts';
import { localePath } from '../../lib/site-routes.ts';

/** The XM school's article kinds and their detail routes. */
export const SCHOOL_PATHS: Partial<Record<ArticleListKind, string>> = {
  trends: '/trends/{id}.html',
  companyEncy: '/companyEncy/{id}.html',
  industryInfo: '/industryInfo/{id}.html',
  FinanceTaxEncy: '/FinanceTaxEncy/{id}.html',
};

/** Where an article opens: the school kinds at their own detail routes, the rest at the brand's article path. */
export const articleHrefOf =
  (brand: Brand, locale: Locale, categories: ArticleCategory[]) => (id: number, categoryId?: number) => {
    const kind = categories.find((c) => c.id === categoryId)?.kind as ArticleListKind | undefined;
    const school = kind ? SCHOOL_PATHS[kind] : undefined;
    return school ? localePath(brand, locale, school.replace('{id}', String(id))) : articleHref(brand, locale, id);
  };

/** The list page an article kind belongs to, for the breadcrumb. */
export const listPathOf = (brand: Brand, kind: ArticleListKind): string => {
  if (SCHOOL_PATHS[kind]) return `/cht/xmsailSchool/${kind}`;
  if (kind === 'help') return `/${brand.segment}/problem`;
  if (kind === 'manual') return `/${brand.segment}/operation`;
  return brand.newsPath;
};

/** The other locales of a brand with locale prefixes (the EU variant's English and German). */
export const otherLocales = (brand: Brand, locale: Locale): Locale[] =>
  brand.prefixedLocales.length > 1 ? brand.locales.filter((l) => l !== locale) : [];
