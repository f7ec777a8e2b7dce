/**
 * Every entry point of the repository leads somewhere: in each package.json (the root, packages/*, apps/*), every
 * `exports` target exists, every file a script runs (`node --import tsx x.ts`, `tsx x.ts`, `bash x.sh`,
 * `--config x.ts`) exists, and every `npm run <script>` names a script of its package or workspace.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/settings.ts';

interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
  exports?: unknown;
  workspaces?: string[];
}

interface Package {
  dir: string;
  manifest: Manifest;
}

const readPackage = (dir: string): Package => ({
  dir,
  manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest,
});

const root = readPackage(REPO_ROOT);
const workspaces = (root.manifest.workspaces ?? []).flatMap((pattern) => {
  const parent = path.join(REPO_ROOT, pattern.replace(/\/\*$/, ''));
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(parent, entry.name, 'package.json')))
    .map((entry) => readPackage(path.join(parent, entry.name)));
});
const packages = [root, ...workspaces];
const label = ({ dir }: Package) => path.relative(REPO_ROOT, dir) || '.';

/** The target paths of an `exports` field: a string, or nested subpath / condition objects. */
const exportTargets = (exports: unknown): string[] => {
  if (typeof exports === 'string') return [exports];
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets);
  return [];
};

/** Files below `dir` (recursively, outside node_modules), relative to it, with '/' separators. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'));

/** Whether an export target exists; a pattern (`./src/*.ts`) must match at least one file. */
const targetExists = (packageDir: string, target: string): boolean => {
  const star = target.indexOf('*');
  if (star < 0) return existsSync(path.join(packageDir, target));
  const base = target.slice(0, target.lastIndexOf('/', star) + 1);
  const baseDir = path.join(packageDir, base);
  if (!existsSync(baseDir)) return false;
  const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${target.slice(base.length).split('*').map(literal).join('.+')}$`);
  return filesUnder(baseDir).some((file) => pattern.test(file));
};

const RUNNABLE_FILE = /\.(?:[cm]?[jt]sx?|sh)$/;

/** The commands of a script line: split on &&, ||, ; and |, each as whitespace-separated words. */
const commandsOf = (script: string): string[][] =>
  script
    .split(/&&|\|\||;|\|/)
    .map((command) => command.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);

/** The files a script runs or reads as configuration, as written (relative to its package). */
const filesRunBy = (script: string): string[] =>
  commandsOf(script).flatMap((words) =>
    words.filter((word, index) => index > 0 && !word.startsWith('-') && RUNNABLE_FILE.test(word)),
  );

/** The `npm run` calls of a script: the script name and the workspace it runs in (undefined: the same package). */
const npmRunsOf = (script: string): { script: string; workspace: string | undefined }[] =>
  commandsOf(script).flatMap((words) => {
    if (words[0] !== 'npm' || (words[1] !== 'run' && words[1] !== 'run-script')) return [];
    let workspace: string | undefined;
    let name: string | undefined;
    for (let i = 2; i < words.length; i++) {
      const word = words[i] ?? '';
      if (word === '-w' || word === '--workspace') workspace = words[++i];
      else if (word.startsWith('--workspace=')) workspace = word.slice('--workspace='.length);
      else if (!word.startsWith('-') && name === undefined) name = word;
    }
    return name === undefined ? [] : [{ script: name, workspace }];
  });

describe('the walkers', () => {
  it('read the files a script runs', () => {
    expect(filesRunBy('node --import tsx packages/db/src/cli/setup.ts')).toEqual(['packages/db/src/cli/setup.ts']);
    expect(filesRunBy('bash scripts/start.sh && tsx a.ts --flag x.mjs')).toEqual(['scripts/start.sh', 'a.ts', 'x.mjs']);
    expect(filesRunBy('drizzle-kit generate --config packages/db/drizzle.config.ts')).toEqual([
      'packages/db/drizzle.config.ts',
    ]);
    expect(filesRunBy('biome check . && next build')).toEqual([]);
  });

  it('read npm run calls and export targets', () => {
    expect(npmRunsOf('npm run build -w @site/web && npm run lint')).toEqual([
      { script: 'build', workspace: '@site/web' },
      { script: 'lint', workspace: undefined },
    ]);
    expect(exportTargets({ '.': './src/index.ts', './x': { types: './x.d.ts', default: './x.js' } })).toEqual([
      './src/index.ts',
      './x.d.ts',
      './x.js',
    ]);
  });

  it('find every workspace of the root package.json', () => {
    expect(workspaces.map(label).sort()).toEqual(
      expect.arrayContaining(['apps/web', 'packages/contracts', 'packages/db', 'packages/gateway']),
    );
  });
});

describe.each(packages.map((pkg) => [label(pkg), pkg] as const))('%s/package.json', (_name, pkg) => {
  it('exports only files that exist', () => {
    const missing = exportTargets(pkg.manifest.exports).filter((target) => !targetExists(pkg.dir, target));
    expect(missing).toEqual([]);
  });

  it('runs only files that exist', () => {
    const missing = Object.entries(pkg.manifest.scripts ?? {}).flatMap(([name, script]) =>
      filesRunBy(script)
        .filter((file) => !existsSync(path.join(pkg.dir, file)))
        .map((file) => `${name}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('runs only npm scripts that exist', () => {
    // A workspace is named by its package name or its directory.
    const byName = new Map(
      packages.flatMap((candidate) => [
        [candidate.manifest.name, candidate] as const,
        [label(candidate), candidate] as const,
      ]),
    );
    const missing = Object.entries(pkg.manifest.scripts ?? {}).flatMap(([name, script]) =>
      npmRunsOf(script)
        .filter((run) => {
          const target = run.workspace === undefined ? pkg : byName.get(run.workspace);
          return !target?.manifest.scripts?.[run.script];
        })
        .map((run) => `${name}: npm run ${run.script}${run.workspace ? ` -w ${run.workspace}` : ''}`),
    );
    expect(missing).toEqual([]);
  });
});
