import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of apps/web/biome.jsonc, tried for real: the repository's Biome
 * configuration (the root biome.json and the web app's rule file) is copied into a temporary
 * tree with one probe file per import, Biome lints the tree, and exactly the probes that cross a
 * boundary must fail. The checkout itself is never touched.
 */

const WEB = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(WEB, '../..');
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

/** A probe: a file of the web app (path from apps/web) with one import. */
interface Probe {
  file: string;
  source: string;
}

const probe = (file: string, specifier: string, dynamic = false): Probe => ({
  file,
  source: dynamic
    ? `export const load = () => import('${specifier}');\n`
    : `import * as imported from '${specifier}';\n\nexport const value = imported;\n`,
});

const CROSSINGS: Probe[] = [
  probe('src/features/probe/one.ts', '../header/header.tsx'),
  probe('src/features/probe/two.ts', '@/features/header/header.tsx'),
  probe('src/features/probe/three.ts', '../popups/popup-gateway.ts', true),
  probe('src/features/probe/four.ts', '../../features/footer/footer.tsx'),
  probe('src/features/probe/five.ts', '../../app-shell/site-shell.tsx'),
  probe('src/features/probe/six.ts', '../../settings.ts'),
  probe('src/features/probe/seven.ts', '../../../proxy.ts'),
  probe('src/ui/probe.ts', '../features/header/header.tsx'),
  probe('src/lib/probe.ts', '../features/popups/display-rules.ts'),
  probe('src/lib/probe-settings.ts', '../settings.ts'),
  probe('src/content/probe.ts', '@/features/right-panel/rules.ts'),
  probe('src/content/probe-shell.ts', '../app-shell/site-shell.tsx'),
];

const ALLOWED: Probe[] = [
  probe('src/features/probe/own.ts', './one.ts'),
  probe('src/features/probe/lib.ts', '../../lib/portal.ts'),
  probe('src/features/probe/content.ts', '../../content/types.ts'),
  probe('src/features/probe/ui.ts', '../../ui/icons.tsx'),
  probe('src/features/probe/brands.ts', '../../brands.ts'),
  probe('src/app-shell/probe.ts', '../features/header/header.tsx'),
  probe('src/app-shell/probe-settings.ts', '../settings.ts'),
  probe('app/probe.ts', '@/features/header/header.tsx'),
  probe('src/lib/probe-ui.ts', '../ui/toast.ts'),
];

let tree = '';
let flagged: string[] = [];

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'web-boundaries-'));
  const root = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // The temporary tree is no git checkout: the rules, not the ignore files, are under test.
  writeFileSync(path.join(tree, 'biome.json'), JSON.stringify({ ...root, $schema: undefined, vcs: undefined }));
  const web = path.join(tree, 'apps/web');
  mkdirSync(web, { recursive: true });
  writeFileSync(path.join(web, 'biome.jsonc'), readFileSync(path.join(WEB, 'biome.jsonc'), 'utf8'));
  for (const { file, source } of [...CROSSINGS, ...ALLOWED]) {
    mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    writeFileSync(path.join(web, file), source);
  }
  const run = spawnSync(
    process.execPath,
    [BIOME, 'lint', '--only=style/noRestrictedImports', '--reporter=github', '--max-diagnostics=none', 'apps/web'],
    { cwd: tree, encoding: 'utf8' },
  );
  expect(run.error).toBeUndefined();
  flagged = [...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),/gm)].map((match) =>
    path.relative(web, match[1] ?? ''),
  );
});

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

describe('the import boundaries (apps/web/biome.jsonc)', () => {
  it('fail every crossing', () => {
    expect(flagged.toSorted()).toEqual(expect.arrayContaining(CROSSINGS.map((crossing) => crossing.file)));
  });

  it('let the allowed directions through', () => {
    const allowed = new Set(ALLOWED.map((entry) => entry.file));
    expect(flagged.filter((file) => allowed.has(file))).toEqual([]);
  });
});
