/**
 * Bundles the Node entry point (server-entry.ts, which loads server.ts) with everything of this repository it imports
 * (the gateway, the database package, the contracts...) into one ES module, `<dist>/node-server/server.mjs`, beside the Next.js build: `npm start`
 * runs it with plain `node`. Loading ~900 TypeScript modules through tsx's loader hooks took 2-4 s of every process's
 * start (issue 27, "a two-second start"); one pre-compiled file loads in a fraction of that. npm packages stay
 * external (Node loads them as usual from node_modules).
 *
 * Each bundled module keeps its own `import.meta.url` / `dirname` / `filename` (rewritten to its source file's, relative
 * to the bundle), so the files it reads beside itself (migrations, seed content, next-internals.cjs) are found as
 * under tsx.
 *
 *   node scripts/bundle-server.mjs        (run by `npm run build -w @site/web`, after next build)
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'node-server');
const outfile = path.join(outDir, 'server.mjs');

/** `import.meta.*` of a source file, as expressions valid inside the bundle wherever the checkout lies. */
const importMetaOf = (file) => {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
  return {
    url,
    filename: `__bundleFileURLToPath(${url})`,
    dirname: `__bundlePath.dirname(__bundleFileURLToPath(${url}))`,
  };
};

/** npm packages stay external; this repository's workspace packages (@site/*) and relative imports are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@site/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Rewrites `import.meta.url|dirname|filename` in this repository's sources to each file's own. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(bundler) {
    bundler.onLoad({ filter: /\.(c|m)?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const meta = importMetaOf(args.path);
      const contents = source
        .replaceAll('import.meta.url', meta.url)
        .replaceAll('import.meta.dirname', meta.dirname)
        .replaceAll('import.meta.filename', meta.filename);
      const ext = path.extname(args.path).slice(1);
      const loader = ext.startsWith('t') ? (ext === 'tsx' ? 'tsx' : 'ts') : ext === 'jsx' ? 'jsx' : 'js';
      return { contents, loader: ext === 'mts' || ext === 'cts' ? 'ts' : loader };
    });
  },
};

const started = performance.now();
// Chunks are named by their hash: the last build's would stay beside this one's.
await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(webDir, 'server-entry.ts')],
  outdir: outDir,
  entryNames: 'server',
  // server-entry.ts's `import('./server.ts')` is a chunk of its own: its npm packages load when it does, after the
  // entry has started the database. Beside the entry: the rewritten import.meta paths are relative to this folder.
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, ownImportMeta],
  banner: {
    // What the rewritten import.meta expressions need, and `require` for the CommonJS the sources call.
    js: [
      "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
      "import __bundlePath from 'node:path';",
      "import { createRequire as __bundleCreateRequire } from 'node:module';",
      'const require = __bundleCreateRequire(import.meta.url);',
    ].join('\n'),
  },
});
console.log(
  `› bundled the Node server into ${path.relative(webDir, outfile)} in ${Math.round(performance.now() - started)} ms`,
);
