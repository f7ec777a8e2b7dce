import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, loadSeedContent, SeedContentError, type SeedContentIssue } from '../src/seed/load.ts';

/** The seed content's files: read, checked, and a broken one reported by file, line and path. */

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of packages/db/content to break. */
const copy = (): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  copies.push(dir);
  return dir;
};

/** The file of a folder whose name ends with `suffix` (the number before it is the seed order's). */
const find = (dir: string, folder: string, suffix: string): string => {
  const name = readdirSync(path.join(dir, folder)).find((entry) => entry.endsWith(suffix));
  if (!name) throw new Error(`no ${folder}/*${suffix}`);
  return path.join(folder, name);
};

const edit = (dir: string, relative: string, change: (text: string) => string): string[] => {
  const file = path.join(dir, relative);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, relative).not.toBe(before);
  writeFileSync(file, after);
  return after.split('\n');
};

/** The 1-based line of the file's first line containing `text`. */
const lineOf = (lines: string[], text: string) => lines.findIndex((line) => line.includes(text)) + 1;

const problems = (dir: string): SeedContentError => {
  try {
    loadSeedContent(dir);
  } catch (error) {
    if (error instanceof SeedContentError) return error;
    throw error;
  }
  throw new Error('the content loaded without a problem');
};

const issue = (error: SeedContentError, match: Partial<SeedContentIssue>) =>
  expect(error.issues).toContainEqual(expect.objectContaining(match));

describe('the seed content', () => {
  it('reads every file of packages/db/content, and every reference between them resolves', () => {
    const content = loadSeedContent();
    for (const [kind, value] of Object.entries(content)) {
      expect(Array.isArray(value) ? value.length : Object.keys(value).length, kind).toBeGreaterThan(0);
    }
    // Brands in the order of the platform codes, the EU variant's English before its German.
    expect(content.brands.map((b) => `${b.code}.${b.locale}`)).toEqual([
      '00.zh-CN',
      '01.zh-CN',
      '08.zh-CN',
      '10.zh-TW',
      '13.zh-CN',
      '15.zh-CN',
      '19.zh-CN',
      '20.zh-CN',
      'EU.en',
      'EU.de',
      'KR.zh-CN',
      'CS.zh-CN',
    ]);
  });

  it('gives every company its own office address: brands sharing one must name the group that runs them (issue 28)', () => {
    // No brand names a group company in its configuration today, so a shared address (which read as a copy: OST and
    // Korea once showed the same one) fails here until the data names the group; nothing is invented in the footer.
    const content = loadSeedContent();
    const byAddress = new Map<string, Set<string>>();
    for (const brand of content.brands) {
      const companies = byAddress.get(brand.contact.address) ?? new Set<string>();
      companies.add(brand.companyName);
      byAddress.set(brand.contact.address, companies);
    }
    for (const [address, companies] of byAddress) expect(companies.size, address).toBe(1);
  });

  it('keeps a body as written, whatever line ends the editor saved', () => {
    const dir = copy();
    const file = find(dir, 'articles/library/00.zh-CN', '.md');
    const before = loadSeedContent(dir).libraryArticles;
    edit(dir, file, (text) => text.replace(/\n/g, '\r\n'));
    expect(loadSeedContent(dir).libraryArticles).toEqual(before);
  });

  it('names the file, the line, the path inside it and what is wrong', () => {
    const dir = copy();
    const file = find(dir, 'pages/00.zh-CN', '-ld-VAT.yaml');
    const lines = edit(dir, file, (text) => text.replace('icon: globe', 'icon: planet'));
    const error = problems(dir);
    expect(error.issues).toHaveLength(1);
    const line = lineOf(lines, 'icon: planet');
    issue(error, { line, path: 'blocks[1].items[0].icon' });
    expect(error.issues[0]?.file).toBe(path.join(dir, file));
    expect(error.message).toContain(`${path.join(dir, file)}:${line}: blocks[1].items[0].icon: Invalid option`);
  });

  it('reports a misspelt field at its line, and the field it should have been as missing', () => {
    const dir = copy();
    const file = find(dir, 'articles/library/00.zh-CN', '.md');
    const lines = edit(dir, file, (text) => text.replace(/^summary:/m, 'summery:'));
    const error = problems(dir);
    issue(error, {
      file: path.join(dir, file),
      line: lineOf(lines, 'summery:'),
      path: 'summery',
      message: 'unknown field',
    });
    issue(error, { file: path.join(dir, file), path: 'summary', message: 'missing (expected string)' });
  });

  it('reports YAML that does not parse at its line', () => {
    const dir = copy();
    const lines = edit(dir, 'brands/08.zh-CN.yaml', (text) => text.replace(/^key: (.*)$/m, 'key: [$1'));
    const error = problems(dir);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.file).toBe(path.join(dir, 'brands/08.zh-CN.yaml'));
    expect(error.issues[0]?.message).toMatch(/^not valid YAML: /);
    expect(error.issues[0]?.line).toBeGreaterThanOrEqual(lineOf(lines, 'key: ['));
  });

  it('reports every reference that does not resolve', () => {
    const dir = copy();
    const article = find(dir, 'articles/library/10.zh-TW', '.md');
    const articleLines = edit(dir, article, (text) => text.replace(/^categoryId: \d+$/m, 'categoryId: 999'));
    edit(dir, 'qa/questions.yaml', (text) => text.replace(/qaType: register/, 'qaType: registration'));
    edit(dir, 'brands/EU.de.yaml', (text) => text.replace(/mainId: 311/, 'mainId: 301'));
    edit(dir, 'promotions/channel-award-packages.yaml', (text) =>
      text.replace(/channelNo: CCEE2026SZ/, 'channelNo: NOPE'),
    );
    const page = find(dir, 'pages/00.zh-CN', '-ld-EPR.yaml');
    writeFileSync(path.join(dir, 'pages/00.zh-CN/999-ld-EPR-copy.yaml'), readFileSync(path.join(dir, page)));
    const error = problems(dir);
    issue(error, {
      file: path.join(dir, article),
      line: lineOf(articleLines, 'categoryId: 999'),
      path: 'categoryId',
      message: 'no category 999 in categories.yaml',
    });
    issue(error, { path: '[0].qaType', message: 'no question type registration of 00 zh-CN' });
    issue(error, { message: 'no category 301 in de' });
    issue(error, { path: '[0].channelNo', message: 'no channel NOPE' });
    issue(error, {
      file: path.join(dir, 'pages/00.zh-CN/999-ld-EPR-copy.yaml'),
      message: 'a second page 00 zh-CN ld-EPR',
    });
    expect(error.issues).toHaveLength(5);
  });

  it('reports a file without its number, a stray file and missing front matter', () => {
    const dir = copy();
    writeFileSync(path.join(dir, 'pages/00.zh-CN/ld-new.yaml'), 'title: x\n');
    writeFileSync(path.join(dir, 'pages/notes.txt'), 'todo\n');
    const partner = find(dir, 'partners/00.zh-CN', '.md');
    edit(dir, partner, (text) => text.replace(/^---\n/, ''));
    const error = problems(dir);
    issue(error, {
      file: path.join(dir, 'pages/00.zh-CN/ld-new.yaml'),
      message: 'the file name must start with its number in the seed order, e.g. 012-name',
    });
    issue(error, { file: path.join(dir, 'pages/notes.txt') });
    issue(error, {
      file: path.join(dir, partner),
      line: 1,
      message: 'must start with front matter between two lines "---"',
    });
  });
});
