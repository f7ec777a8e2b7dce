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

export const contentPages: PageSeed[] = [
  ...zhCnPages,
  ...calculatorPages,
  ...euPages,
  ...xmPages,
  ...mdtPages,
  ...krPages,
];

export { partnerSeeds } from './partners.ts';
export { qaQuestionSeeds, qaTypeSeeds } from './qa.ts';
