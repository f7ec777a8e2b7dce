/**
 * One-off conversion of the seed copy from the TypeScript modules it was written in (packages/db/src/seed/content and
 * brands.ts, as of REF) to the data files of packages/db/content, then a check that reading the files back gives
 * exactly the values of those modules (JSON-identical, key order included, so the seed units' version hashes and
 * every row stay the same).
 *
 *   node --import tsx packages/db/scripts/seed-to-files.ts [REF]
 *
 * REF defaults to the last commit that still has the modules. The files are written from scratch: packages/db/content
 * is emptied first. Use it again when a branch made before the move changed the modules: run it with that branch's
 * commit (its modules are read from git, nothing needs to be checked out), look at `git diff packages/db/content`
 * and run `npm test` for the db package.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Document, isScalar, visit } from 'yaml';
import { CONTENT_DIR, loadSeedContent, type SeedContent } from '../src/seed/load.ts';
import type { AgreementSeed, CatalogueNamesSeed, PlatformSeed, SampleMarksSeed } from '../src/seed/types.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const ref = process.argv[2] ?? 'HEAD';
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
/** REF when it still has the TypeScript seed modules, else the commit before the one that removed them. */
const MODULES = 'packages/db/src/seed/content/library.ts';
const hasModules = (commit: string) => {
  try {
    execFileSync('git', ['-C', repo, 'cat-file', '-e', `${commit}:${MODULES}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const commit = hasModules(ref)
  ? git('rev-parse', '--short', ref)
  : git('rev-parse', '--short', `${git('log', '-1', '--format=%H', '--diff-filter=D', ref, '--', MODULES)}^`);

// The modules of that commit, under node_modules/.cache so that their imports resolve to this checkout's packages.
const work = path.join(repo, 'node_modules', '.cache', `seed-to-files-${process.pid}`);
mkdirSync(work, { recursive: true });
execFileSync('tar', ['-x', '-C', work], {
  input: execFileSync('git', ['-C', repo, 'archive', commit, 'packages/db/src'], { maxBuffer: 1 << 30 }),
});
/** What the modules exported, typed as this checkout's shapes (the read-back check proves they fit). */
type Exports = Pick<
  SeedContent,
  | 'serviceCountries'
  | 'serviceTypes'
  | 'trademarkClasses'
  | 'products'
  | 'articleCategories'
  | 'articles'
  | 'libraryArticles'
  | 'popups'
  | 'posters'
  | 'registerAwardPackages'
  | 'videos'
  | 'channelCodes'
  | 'channelPageConfigs'
  | 'channelAwardPackages'
  | 'noticeModals'
  | 'activityPages'
  | 'positionPosters'
> & {
  brandSeeds: PlatformSeed[];
  catalogueNamesZhTw: CatalogueNamesSeed;
  contentPages: SeedContent['pages'];
  partnerSeeds: SeedContent['partners'];
  qaTypeSeeds: SeedContent['qaTypes'];
  qaQuestionSeeds: SeedContent['qaQuestions'];
  agreementsOf: (brand: PlatformSeed) => AgreementSeed[];
  SAMPLE_GENERATED_COUNT: number;
  SAMPLE_GENERATED_SEED: number;
  sampleNeighbours: SampleMarksSeed['neighbours'];
};
const SEED_MODULES = [
  'brands.ts',
  'content/reference.ts',
  'content/catalogue-names.ts',
  'content/products.ts',
  'content/campaigns.ts',
  'content/promotions.ts',
  'content/marks.ts',
  'content/articles.ts',
  'content/library.ts',
];
const old = Object.assign(
  {},
  ...(await Promise.all(
    SEED_MODULES.map((module) => import(pathToFileURL(path.join(work, 'packages/db/src/seed', module)).href)),
  )),
) as Exports;
const expected: SeedContent = {
  brands: old.brandSeeds,
  serviceCountries: old.serviceCountries,
  serviceTypes: old.serviceTypes,
  trademarkClasses: old.trademarkClasses,
  products: old.products,
  catalogueNames: [old.catalogueNamesZhTw],
  articleCategories: old.articleCategories,
  articles: old.articles,
  libraryArticles: old.libraryArticles,
  pages: old.contentPages,
  partners: old.partnerSeeds,
  qaTypes: old.qaTypeSeeds,
  qaQuestions: old.qaQuestionSeeds,
  popups: old.popups,
  posters: old.posters,
  registerAwardPackages: old.registerAwardPackages,
  videos: old.videos,
  channelCodes: old.channelCodes,
  // Written in the seed's index.ts until the move.
  reportChannel: { code: 'QUESTIONNAIRE_REPORT', name: '合规自测报告页', platform: null },
  agreements: old.brandSeeds.flatMap(old.agreementsOf),
  channelPageConfigs: old.channelPageConfigs,
  channelAwardPackages: old.channelAwardPackages,
  noticeModals: old.noticeModals,
  activityPages: old.activityPages,
  positionPosters: old.positionPosters,
  sampleMarks: {
    generated: { count: old.SAMPLE_GENERATED_COUNT, seed: old.SAMPLE_GENERATED_SEED },
    neighbours: old.sampleNeighbours,
  },
};

// Writing

/**
 * Long lines stay whole (no folding), text with line breaks is a literal block, and an object used twice (a shared
 * call to action) is written out twice rather than as a YAML alias: what an editor expects. Lists of numbers (classes,
 * codes) are written on one line: [9, 42].
 */
const yaml = (value: unknown) => {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  visit(doc, {
    Seq(_, node) {
      if (node.items.length && node.items.every((item) => isScalar(item) && typeof item.value === 'number')) {
        node.flow = true;
      }
    },
  });
  return doc.toString({ lineWidth: 0, blockQuote: 'literal', flowCollectionPadding: false });
};
const write = (relative: string, text: string) => {
  const file = path.join(CONTENT_DIR, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** Markdown with the item's fields but `body` in front matter, and `body` below it. */
const markdown = (item: object, body: string) => {
  const fields = Object.fromEntries(Object.entries(item).filter(([key]) => key !== body));
  return `---\n${yaml(fields)}---\n${(item as Record<string, string>)[body]}\n`;
};
/** A file's number: its place in the seed order, padded so that listings sort the same way. */
const numbered = (index: number, total: number) => String(index + 1).padStart(Math.max(3, String(total).length), '0');
/** Latin words of a title for a file name (umlauts and accents dropped), or nothing for a Chinese title. */
const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
const named = (number: string, name: string) => (name ? `${number}-${name}` : number);

rmSync(CONTENT_DIR, { recursive: true, force: true });

for (const brand of expected.brands) write(`brands/${brand.code}.${brand.locale}.yaml`, yaml(brand));

write('reference/service-countries.yaml', yaml(expected.serviceCountries));
write('reference/service-types.yaml', yaml(expected.serviceTypes));
write('reference/trademark-classes.yaml', yaml(expected.trademarkClasses));
write('catalogue/products.yaml', yaml(expected.products));
for (const names of expected.catalogueNames) write(`catalogue/names.${names.lang}.yaml`, yaml(names));

const categoryLang = new Map(expected.articleCategories.map((c) => [c.id, c.lang]));
write('articles/categories.yaml', yaml(expected.articleCategories));
for (const [release, list] of [
  ['first-release', expected.articles],
  ['library', expected.libraryArticles],
] as const) {
  for (const [index, article] of list.entries()) {
    const folder = `${article.platform}.${categoryLang.get(article.categoryId)}`;
    const name = named(numbered(index, list.length), slug(article.title));
    write(`articles/${release}/${folder}/${name}.md`, markdown(article, 'body'));
  }
}

for (const [index, page] of expected.pages.entries()) {
  write(`pages/${page.platform}.${page.lang}/${numbered(index, expected.pages.length)}-${page.key}.yaml`, yaml(page));
}
for (const [index, partner] of expected.partners.entries()) {
  const name = named(numbered(index, expected.partners.length), slug(path.basename(partner.logo, '.svg')));
  write(`partners/${partner.platform}.${partner.lang}/${name}.md`, markdown(partner, 'content'));
}
write('qa/types.yaml', yaml(expected.qaTypes));
write('qa/questions.yaml', yaml(expected.qaQuestions));

write('campaigns/popups.yaml', yaml(expected.popups));
write('campaigns/posters.yaml', yaml(expected.posters));
write('campaigns/register-award-packages.yaml', yaml(expected.registerAwardPackages));
write('campaigns/videos.yaml', yaml(expected.videos));
write('campaigns/channels.yaml', yaml(expected.channelCodes));
write('campaigns/report-channel.yaml', yaml(expected.reportChannel));

for (const [index, agreement] of expected.agreements.entries()) {
  const name = named(
    numbered(index, expected.agreements.length),
    slug(agreement.agreementType.replace(/[A-Z]/g, '-$&')),
  );
  write(`promotions/agreements/${agreement.platform}.${agreement.lang}/${name}.md`, markdown(agreement, 'content'));
}
write('promotions/channel-page-configs.yaml', yaml(expected.channelPageConfigs));
write('promotions/channel-award-packages.yaml', yaml(expected.channelAwardPackages));
write('promotions/notice-modals.yaml', yaml(expected.noticeModals));
write('promotions/activity-pages.yaml', yaml(expected.activityPages));
write('promotions/position-posters.yaml', yaml(expected.positionPosters));

write('marks/sample.yaml', yaml(expected.sampleMarks));

rmSync(work, { recursive: true, force: true });

// Reading back

const actual = loadSeedContent();
const different = (Object.keys(expected) as (keyof SeedContent)[]).filter(
  (key) => JSON.stringify(actual[key]) !== JSON.stringify(expected[key]),
);
if (different.length) {
  console.error(`seed-to-files: read back differently from ${commit}'s modules: ${different.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`seed-to-files: packages/db/content written from ${commit}'s modules and read back identical`);
}
