/**
 * Lint check (run by `npm run lint`): no Chinese text in the web app's source outside the message catalogue
 * (apps/web/messages/*.json) and the brand registry (src/brands.ts, the brands' own names), nor in the back office's
 * outside its catalogue (apps/admin/src/i18n). A string literal, a
 * template's text or JSX text holding a Han character is reported with its place; comments and tests are not
 * read. Move the text into the catalogue (src/i18n/catalogue.ts tells how) instead of adding an exception.
 *
 *   node --import tsx apps/web/scripts/check-literals.ts [files...]   # every source file of both apps when none
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
/** The web app's source and the back office's (named relative to apps/web: ../admin/src/...). */
const SOURCES = [join(ROOT, 'src'), join(ROOT, '../admin/src')];

/**
 * The brand registry: its names are the brands' own, the same in every language. The product catalogue's recurring
 * price units: stored data the calculators compare against, not texts (src/lib/price-units.ts).
 */
const ALLOWED = new Set(['src/brands.ts', '../admin/src/i18n/zh-CN.ts', 'src/lib/price-units.ts']);

const HAN = /\p{Script=Han}/u;

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/test/');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(path) ? [path] : [];
  });

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** The Chinese literals of one file's source text. */
export const chineseLiterals = (file: string, text: string): Finding[] => {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) literal = node.text;
    else if (ts.isJsxText(node)) literal = node.text;
    if (literal !== null && HAN.test(literal)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file, line: line + 1, text: literal.trim().slice(0, 40) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const main = () => {
  const args = process.argv.slice(2);
  const files = (args.length > 0 ? args.map((a) => resolve(a)) : SOURCES.flatMap(sourceFiles)).filter(
    (f) => !isTest(f),
  );
  const findings = files.flatMap((path) => {
    const name = relative(ROOT, path);
    if (ALLOWED.has(name)) return [];
    return chineseLiterals(name, readFileSync(path, 'utf8'));
  });
  for (const f of findings) console.error(`${join('apps/web', f.file)}:${f.line}  ${JSON.stringify(f.text)}`);
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} Chinese text(s) in web source: move them into apps/web/messages/*.json (see src/i18n/catalogue.ts).`,
    );
    process.exit(1);
  }
  console.log(`check-literals: ${files.length} files, no Chinese text outside the catalogue`);
};

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
