import type { ArticleSeed, PageSeed } from '../types.ts';
import { euLibraryDe } from './articles/eu-library-de.ts';
import { euLibraryEn } from './articles/eu-library-en.ts';
import { krLibrary } from './articles/kr-library.ts';
import { xmLibrary } from './articles/xm-library.ts';
import { zhLibraryA } from './articles/zh-library-a.ts';
import { zhLibraryB } from './articles/zh-library-b.ts';
import { zhLibraryC } from './articles/zh-library-c.ts';
import { calculatorPages } from './pages/calculators.ts';
import { euPages } from './pages/eu.ts';
import { krPages } from './pages/kr.ts';
import { legalPages } from './pages/legal.ts';
import { mdtPages } from './pages/mdt.ts';
import { xmPages } from './pages/xm.ts';
import { zhCnPages } from './pages/zh-cn.ts';

/**
 * The content added after the first release, one list per kind, applied by the 'library:v2'
 * and 'pages:v1' seed units (articles are inserted when their title is new for the brand).
 */
export const libraryArticles: ArticleSeed[] = [
  ...zhLibraryA,
  ...zhLibraryB,
  ...zhLibraryC,
  ...xmLibrary,
  ...euLibraryEn,
  ...euLibraryDe,
  ...krLibrary,
];

/**
 * Pages of the main brand the law firm (01) also shows as its own: it does not share the main
 * brand's content (the VAT and EPR pages), only the trademark search pages and the legal texts.
 * Its contact page is served at /ld/contactUs (the right panel and banner link) as well.
 */
const LENT_TO_LAW_FIRM = new Set(['search', 'searchCategory', 'custom-privacy-policy', 'custom-legal-notice']);
const lentToLawFirm: PageSeed[] = [
  ...[...zhCnPages, ...legalPages]
    .filter((page) => page.platform === '00' && LENT_TO_LAW_FIRM.has(page.key))
    .map((page) => ({ ...page, platform: '01' as const })),
  ...mdtPages.filter((page) => page.key === 'mdt-contactUs').map((page) => ({ ...page, key: 'ld-contactUs' })),
];

export const contentPages: PageSeed[] = [
  ...zhCnPages,
  ...calculatorPages,
  ...euPages,
  ...xmPages,
  ...mdtPages,
  ...krPages,
  ...legalPages,
  ...lentToLawFirm,
];

export { partnerSeeds } from './partners.ts';
export { qaQuestionSeeds, qaTypeSeeds } from './qa.ts';
