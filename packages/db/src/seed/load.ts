/**
 * Reads the seed content from its files (packages/db/content: YAML, and Markdown with YAML front matter), validates
 * every file with the schemas of ./types.ts and the references between them, and hands it to the seed units as one
 * object. A broken file stops the seed with every problem found, each naming the file, the line, the path inside the
 * file and what is wrong:
 *
 *   content/pages/00.zh-CN/001-ld-VAT.yaml:42: blocks[3].items[0].icon: Invalid option: expected one of "vat"|...
 *
 * Files are used exactly as written (the schemas only check them): key order and all, so the seed units' version
 * hashes over the content are those of the files. See packages/db/README.md for the layout.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import {
  type ActivityPageSeed,
  type AgreementSeed,
  type ArticleCategorySeed,
  type ArticleSeed,
  activityPageSeed,
  agreementSeed,
  articleCategorySeed,
  articleSeed,
  type CatalogueNamesSeed,
  type ChannelAwardPackageSeed,
  type ChannelCodeSeed,
  type ChannelPageConfigSeed,
  CONTENT_LOCALES,
  catalogueNamesSeed,
  channelAwardPackageSeed,
  channelCodeSeed,
  channelPageConfigSeed,
  type MenuSeed,
  type NoticeModalSeed,
  noticeModalSeed,
  type PageSeed,
  type PartnerSeed,
  PLATFORM_CODES,
  type PlatformSeed,
  type PopupSeed,
  type PositionPosterSeed,
  type PosterSeed,
  type ProductSeed,
  pageSeed,
  partnerSeed,
  platformSeed,
  popupSeed,
  positionPosterSeed,
  posterSeed,
  productSeed,
  type QaQuestionSeed,
  type QaTypeSeed,
  qaQuestionSeed,
  qaTypeSeed,
  type RegisterAwardPackageSeed,
  registerAwardPackageSeed,
  type SampleMarksSeed,
  type ServiceCountrySeed,
  type ServiceTypeSeed,
  sampleMarksSeed,
  serviceCountrySeed,
  serviceTypeSeed,
  type TrademarkClassSeed,
  trademarkClassSeed,
  type VideoSeed,
  videoSeed,
} from './types.ts';

/** packages/db/content, resolved from this file. */
export const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface SeedContent {
  /** Every brand in every language, in the order of PLATFORM_CODES, then CONTENT_LOCALES. */
  brands: PlatformSeed[];
  serviceCountries: ServiceCountrySeed[];
  serviceTypes: ServiceTypeSeed[];
  trademarkClasses: TrademarkClassSeed[];
  products: ProductSeed[];
  /** The catalogue's names in other languages, one entry per file. */
  catalogueNames: CatalogueNamesSeed[];
  articleCategories: ArticleCategorySeed[];
  /** The first release's articles (seed unit 'articles', applied once). */
  articles: ArticleSeed[];
  /** The article library (seed unit 'library:<version>', applied again when it changes). */
  libraryArticles: ArticleSeed[];
  pages: PageSeed[];
  partners: PartnerSeed[];
  qaTypes: QaTypeSeed[];
  qaQuestions: QaQuestionSeed[];
  popups: PopupSeed[];
  posters: PosterSeed[];
  registerAwardPackages: RegisterAwardPackageSeed[];
  videos: VideoSeed[];
  channelCodes: ChannelCodeSeed[];
  /** The channel the questionnaire's result page fixes (apps/web/src/lib/channel.ts REPORT_CHANNEL). */
  reportChannel: ChannelCodeSeed;
  agreements: AgreementSeed[];
  channelPageConfigs: Record<string, ChannelPageConfigSeed>;
  channelAwardPackages: ChannelAwardPackageSeed[];
  noticeModals: NoticeModalSeed[];
  activityPages: ActivityPageSeed[];
  positionPosters: PositionPosterSeed[];
  sampleMarks: SampleMarksSeed;
}

export interface SeedContentIssue {
  /** The file, relative to the repository when inside it. */
  file: string;
  /** The line of the file (1-based) the problem is at, when known. */
  line?: number;
  /** Where inside the file, e.g. blocks[3].items[0].icon; empty for the file as a whole. */
  path: string;
  message: string;
}

const formatIssue = (issue: SeedContentIssue): string =>
  `${issue.file}${issue.line ? `:${issue.line}` : ''}: ${issue.path ? `${issue.path}: ` : ''}${issue.message}`;

/** The seed content has problems: every one found, not just the first. */
export class SeedContentError extends Error {
  constructor(readonly issues: SeedContentIssue[]) {
    const lines = issues.slice(0, 30).map(formatIssue);
    if (issues.length > 30) lines.push(`... and ${issues.length - 30} more`);
    super(`The seed content has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
    this.name = 'SeedContentError';
  }
}

type Key = string | number;

/** The same order on every machine, whatever its locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const pathText = (keys: readonly Key[]) =>
  keys.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');

/** One parsed file: its data and where each path of it starts. */
interface ParsedFile {
  file: string;
  data: unknown;
  line: (keys: readonly Key[]) => number | undefined;
}

/** Issues of the load in progress, and where each loaded item came from (for the reference checks). */
class Reader {
  readonly issues: SeedContentIssue[] = [];
  readonly claimed = new Set<string>();
  private readonly origins = new WeakMap<object, { parsed: ParsedFile; keys: Key[] }>();

  constructor(readonly dir: string) {}

  display(absolute: string): string {
    const relative = path.relative(REPO_ROOT, absolute);
    return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
  }

  issue(parsed: ParsedFile | string, keys: readonly Key[], message: string): void {
    const file = typeof parsed === 'string' ? parsed : parsed.file;
    const line = typeof parsed === 'string' ? undefined : parsed.line(keys);
    this.issues.push({ file, line, path: pathText(keys), message });
  }

  /** Reports a problem of an item at a path inside it. */
  issueAt(item: object, keys: readonly Key[], message: string): void {
    const origin = this.origins.get(item);
    if (!origin) throw new Error(`no origin for ${JSON.stringify(item).slice(0, 80)}`);
    this.issue(origin.parsed, [...origin.keys, ...keys], message);
  }

  private text(relative: string): string | undefined {
    const absolute = path.join(this.dir, relative);
    this.claimed.add(absolute);
    try {
      // Windows editors may save CRLF; the copy is stored with LF.
      return readFileSync(absolute, 'utf8').replace(/\r\n/g, '\n');
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      this.issue(this.display(absolute), [], missing ? 'missing' : `cannot be read: ${String(error)}`);
      return undefined;
    }
  }

  private yaml(file: string, source: string, firstLine: number): ParsedFile | undefined {
    const lineCounter = new LineCounter();
    const doc = parseDocument(source, { lineCounter, prettyErrors: false });
    if (doc.errors.length) {
      for (const error of doc.errors) {
        const at = lineCounter.linePos(error.pos[0]);
        this.issues.push({
          file,
          line: at.line + firstLine - 1,
          path: '',
          message: `not valid YAML: ${error.message}`,
        });
      }
      return undefined;
    }
    return {
      file,
      data: doc.toJS(),
      line: (keys) => {
        // The nearest node that exists: a missing field is reported at its object.
        for (let n = keys.length; n >= 0; n--) {
          const node = doc.getIn(keys.slice(0, n), true) as { range?: [number, number, number] } | undefined;
          if (node?.range) return lineCounter.linePos(node.range[0]).line + firstLine - 1;
        }
        return undefined;
      },
    };
  }

  private check<T>(parsed: ParsedFile, schema: z.ZodType<T>, data: unknown, keys: Key[] = []): data is T {
    const result = schema.safeParse(data);
    if (result.success) return true;
    for (const issue of result.error.issues) {
      const at = [...keys, ...(issue.path as Key[])];
      // A misspelt field: reported at the field, not at its object.
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys) this.issue(parsed, [...at, key], 'unknown field');
      else this.issue(parsed, at, messageOf(issue));
    }
    return false;
  }

  private remember<T extends object>(item: T, parsed: ParsedFile, keys: Key[] = []): T {
    this.origins.set(item, { parsed, keys });
    return item;
  }

  /** A YAML file holding one value of the schema. */
  one<T extends object>(relative: string, schema: z.ZodType<T>): T | undefined {
    const source = this.text(relative);
    if (source === undefined) return undefined;
    const parsed = this.yaml(this.display(path.join(this.dir, relative)), source, 1);
    if (!parsed || !this.check(parsed, schema, parsed.data)) return undefined;
    return this.remember(parsed.data, parsed);
  }

  /** A YAML file holding a list of values of the schema. */
  list<T extends object>(relative: string, schema: z.ZodType<T>): T[] {
    const source = this.text(relative);
    if (source === undefined) return [];
    const parsed = this.yaml(this.display(path.join(this.dir, relative)), source, 1);
    if (!parsed) return [];
    if (!Array.isArray(parsed.data)) {
      this.issue(parsed, [], 'must be a list (lines starting with "- ")');
      return [];
    }
    const items: T[] = [];
    for (const [index, item] of parsed.data.entries()) {
      if (this.check(parsed, schema, item, [index])) items.push(this.remember(item, parsed, [index]));
    }
    return items;
  }

  /** The files of a folder (and its folders) with one of the extensions, by path. */
  files(relative: string, extension: string): string[] {
    const found: string[] = [];
    const walk = (folder: string) => {
      let entries: Dirent[];
      try {
        entries = readdirSync(path.join(this.dir, folder), { withFileTypes: true });
      } catch {
        this.issue(this.display(path.join(this.dir, folder)), [], 'missing folder');
        return;
      }
      for (const entry of entries.sort((a, b) => byCodePoint(a.name, b.name))) {
        const child = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(child);
        else if (entry.name.endsWith(extension)) found.push(child);
      }
    };
    walk(relative);
    return found;
  }

  /**
   * One item per file in a folder: YAML files, or Markdown files whose body is the field `body` (the other fields
   * in front matter). Items are in the order of the number each file name starts with (001-ld-VAT.yaml), whatever
   * the subfolder: that order is the rows' order (and ids) on a fresh install.
   */
  each<T extends object>(relative: string, schema: z.ZodType<T>, body?: string): T[] {
    const numbered: { number: number; file: string; item: T }[] = [];
    for (const file of this.files(relative, body ? '.md' : '.yaml')) {
      const display = this.display(path.join(this.dir, file));
      const number = /^(\d+)(?:[-.]|$)/.exec(path.basename(file))?.[1];
      if (number === undefined) {
        this.issue(display, [], 'the file name must start with its number in the seed order, e.g. 012-name');
        this.claimed.add(path.join(this.dir, file));
        continue;
      }
      const source = this.text(file);
      if (source === undefined) continue;
      const parsed = body ? this.markdown(display, source, body, schema) : this.yaml(display, source, 1);
      if (!parsed || !this.check(parsed, schema, parsed.data)) continue;
      numbered.push({ number: Number(number), file, item: this.remember(parsed.data, parsed) });
    }
    return numbered.sort((a, b) => a.number - b.number || byCodePoint(a.file, b.file)).map(({ item }) => item);
  }

  private markdown(file: string, source: string, body: string, schema: z.ZodType): ParsedFile | undefined {
    const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(source);
    if (!match) {
      this.issues.push({ file, line: 1, path: '', message: 'must start with front matter between two lines "---"' });
      return undefined;
    }
    const front = this.yaml(file, match[1] ?? '', 2);
    if (!front) return undefined;
    if (front.data === null || typeof front.data !== 'object' || Array.isArray(front.data)) {
      this.issue(front, [], 'the front matter must be fields ("name: value" lines)');
      return undefined;
    }
    const fields = front.data as Record<string, unknown>;
    if (body in fields) {
      this.issue(front, [body], `goes below the front matter, not in it`);
      return undefined;
    }
    // The body as written, less the one line end an editor leaves at the end of the file.
    const text = source.slice(match[0].length).replace(/\n$/, '');
    const bodyLine = source.slice(0, match[0].length).split('\n').length;
    // The fields in the schema's order with the body in its place; fields the schema does not know come last (and
    // are reported).
    const shape = Object.keys((schema as z.ZodObject).shape ?? {});
    const data: Record<string, unknown> = {};
    for (const key of shape) {
      if (key === body) data[key] = text;
      else if (key in fields) data[key] = fields[key];
    }
    for (const [key, value] of Object.entries(fields)) if (!(key in data)) data[key] = value;
    return { file, data, line: (keys) => (keys[0] === body ? bodyLine : front.line(keys)) };
  }

  /** Files of the content folder no kind has read: a misplaced or misnamed file. */
  unclaimed(): void {
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const child = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(child);
        else if (!this.claimed.has(child)) {
          this.issue(this.display(child), [], 'is not a seed file: see packages/db/README.md for where each kind goes');
        }
      }
    };
    walk(this.dir);
  }
}

const messageOf = (issue: z.core.$ZodIssue): string => {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
    return `missing (${issue.message.replace(/^Invalid input: /, '').replace(/, received undefined$/, '')})`;
  }
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
    return `no ${String(issue.discriminator)} of that name`;
  }
  return issue.message;
};

const localeRank = (locale: string) => CONTENT_LOCALES.indexOf(locale as (typeof CONTENT_LOCALES)[number]);
const platformRank = (code: string) => PLATFORM_CODES.indexOf(code as (typeof PLATFORM_CODES)[number]);

/** Each value once: reports the items whose key an earlier item already has. */
const unique = <T extends object>(reader: Reader, items: T[], key: (item: T) => string, what: string) => {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) reader.issueAt(item, [], `a second ${what} ${value}`);
    seen.add(value);
  }
};

/** Every reference between items resolves: categories, question types, catalogue codes, channels. */
const checkReferences = (reader: Reader, content: SeedContent): void => {
  const categories = new Map(content.articleCategories.map((c) => [c.id, c]));
  const countries = new Set(content.serviceCountries.map((c) => c.code));
  const types = new Set(content.serviceTypes.map((t) => t.code));
  const channels = new Set(content.channelCodes.map((c) => c.code));
  const codes = (item: object, keys: Key[], list: number[] | undefined, known: Set<number>, what: string) => {
    for (const [i, value] of (list ?? []).entries()) {
      if (!known.has(value)) reader.issueAt(item, [...keys, i], `no ${what} ${value} in content/reference`);
    }
  };

  unique(reader, content.brands, (b) => `${b.code} ${b.locale}`, 'brand and language');
  unique(reader, content.articleCategories, (c) => String(c.id), 'category');
  unique(reader, [...content.articles, ...content.libraryArticles], (a) => `${a.platform} ${a.title}`, 'title');
  unique(reader, content.pages, (p) => `${p.platform} ${p.lang} ${p.key}`, 'page');
  unique(reader, content.products, (p) => `${p.serviceType} ${p.country} ${p.name}`, 'product');
  unique(reader, content.partners, (p) => `${p.platform} ${p.lang} ${p.name}`, 'partner');
  unique(reader, content.qaTypes, (q) => `${q.platform} ${q.lang} ${q.value}`, 'question type');
  unique(reader, content.channelCodes, (c) => c.code, 'channel');

  for (const article of [...content.articles, ...content.libraryArticles]) {
    const category = categories.get(article.categoryId);
    if (!category) reader.issueAt(article, ['categoryId'], `no category ${article.categoryId} in categories.yaml`);
    else if (category.platform !== article.platform) {
      reader.issueAt(article, ['categoryId'], `category ${category.id} is brand ${category.platform}'s`);
    }
  }
  for (const page of content.pages) {
    for (const [index, block] of page.blocks.entries()) {
      if (block.kind === 'articles' && !categories.has(block.categoryId)) {
        reader.issueAt(page, ['blocks', index, 'categoryId'], `no category ${block.categoryId} in categories.yaml`);
      }
      if (block.kind === 'prices') {
        codes(page, ['blocks', index, 'serviceTypes'], block.serviceTypes, types, 'service type');
        codes(page, ['blocks', index, 'countries'], block.countries, countries, 'country');
      }
    }
  }
  for (const product of content.products) {
    codes(product, ['serviceType'], [product.serviceType], types, 'service type');
    codes(product, ['country'], [product.country], countries, 'country');
  }
  const productNames = new Set(content.products.map((p) => p.name));
  for (const names of content.catalogueNames) {
    for (const code of Object.keys(names.serviceCountries)) {
      if (!countries.has(Number(code))) reader.issueAt(names, ['serviceCountries', code], `no country ${code}`);
    }
    for (const code of Object.keys(names.serviceTypes)) {
      if (!types.has(Number(code))) reader.issueAt(names, ['serviceTypes', code], `no service type ${code}`);
    }
    for (const name of Object.keys(names.products)) {
      if (!productNames.has(name)) reader.issueAt(names, ['products', name], 'no product of that name');
    }
  }
  const qaTypes = new Set(content.qaTypes.map((q) => `${q.platform} ${q.lang} ${q.value}`));
  for (const question of content.qaQuestions) {
    if (!qaTypes.has(`${question.platform} ${question.lang} ${question.qaType}`)) {
      reader.issueAt(
        question,
        ['qaType'],
        `no question type ${question.qaType} of ${question.platform} ${question.lang}`,
      );
    }
  }
  for (const code of Object.keys(content.channelPageConfigs)) {
    if (!channels.has(code)) reader.issueAt(content.channelPageConfigs, [code], `no channel ${code} in channels.yaml`);
  }
  for (const pack of content.channelAwardPackages) {
    if (!channels.has(pack.channelNo)) reader.issueAt(pack, ['channelNo'], `no channel ${pack.channelNo}`);
  }
  for (const page of content.activityPages) {
    for (const [index, item] of page.items.entries()) {
      codes(page, ['items', index, 'serviceTypes'], item.serviceTypes, types, 'service type');
      codes(page, ['items', index, 'countries'], item.countries, countries, 'country');
    }
  }
  for (const brand of content.brands) {
    const walk = (menus: MenuSeed[], keys: Key[]) => {
      for (const [index, menu] of menus.entries()) {
        // The sister brands list the main brand's library: a category in the menu's language.
        const lang = menu.lang ?? brand.locale;
        if (menu.mainId !== undefined && categories.get(menu.mainId)?.lang !== lang) {
          reader.issueAt(brand, [...keys, index, 'mainId'], `no category ${menu.mainId} in ${lang}`);
        }
        if (menu.children) walk(menu.children, [...keys, index, 'children']);
      }
    };
    walk(brand.menus, ['menus']);
  }
};

/** Reads and checks the seed content of `dir`; throws SeedContentError naming every problem found. */
export function loadSeedContent(dir: string = CONTENT_DIR): SeedContent {
  const reader = new Reader(dir);
  const brands = reader
    .files('brands', '.yaml')
    .map((file) => reader.one(file, platformSeed))
    .filter((brand) => brand !== undefined)
    .sort((a, b) => platformRank(a.code) - platformRank(b.code) || localeRank(a.locale) - localeRank(b.locale));
  const content: SeedContent = {
    brands,
    serviceCountries: reader.list('reference/service-countries.yaml', serviceCountrySeed),
    serviceTypes: reader.list('reference/service-types.yaml', serviceTypeSeed),
    trademarkClasses: reader.list('reference/trademark-classes.yaml', trademarkClassSeed),
    products: reader.list('catalogue/products.yaml', productSeed),
    catalogueNames: reader
      .files('catalogue', '.yaml')
      .filter((file) => path.basename(file).startsWith('names.'))
      .map((file) => reader.one(file, catalogueNamesSeed))
      .filter((names) => names !== undefined),
    articleCategories: reader.list('articles/categories.yaml', articleCategorySeed),
    articles: reader.each('articles/first-release', articleSeed, 'body'),
    libraryArticles: reader.each('articles/library', articleSeed, 'body'),
    pages: reader.each('pages', pageSeed),
    partners: reader.each('partners', partnerSeed, 'content'),
    qaTypes: reader.list('qa/types.yaml', qaTypeSeed),
    qaQuestions: reader.list('qa/questions.yaml', qaQuestionSeed),
    popups: reader.list('campaigns/popups.yaml', popupSeed),
    posters: reader.list('campaigns/posters.yaml', posterSeed),
    registerAwardPackages: reader.list('campaigns/register-award-packages.yaml', registerAwardPackageSeed),
    videos: reader.list('campaigns/videos.yaml', videoSeed),
    channelCodes: reader.list('campaigns/channels.yaml', channelCodeSeed),
    reportChannel: reader.one('campaigns/report-channel.yaml', channelCodeSeed) ?? {
      code: '',
      name: '',
      platform: null,
    },
    agreements: reader.each('promotions/agreements', agreementSeed, 'content'),
    channelPageConfigs:
      reader.one('promotions/channel-page-configs.yaml', z.record(z.string(), channelPageConfigSeed)) ?? {},
    channelAwardPackages: reader.list('promotions/channel-award-packages.yaml', channelAwardPackageSeed),
    noticeModals: reader.list('promotions/notice-modals.yaml', noticeModalSeed),
    activityPages: reader.list('promotions/activity-pages.yaml', activityPageSeed),
    positionPosters: reader.list('promotions/position-posters.yaml', positionPosterSeed),
    sampleMarks: reader.one('marks/sample.yaml', sampleMarksSeed) ?? {
      generated: { count: 0, seed: 0 },
      neighbours: [],
    },
  };
  reader.unclaimed();
  // References are checked on content whose files all parsed, so that one broken file is not reported twice.
  if (reader.issues.length === 0) checkReferences(reader, content);
  if (reader.issues.length) throw new SeedContentError(reader.issues);
  return content;
}

let loaded: SeedContent | undefined;

/** The seed content of packages/db/content, read once per process. */
export const seedContent = (): SeedContent => {
  loaded ??= loadSeedContent();
  return loaded;
};
