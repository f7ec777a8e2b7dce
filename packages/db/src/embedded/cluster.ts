/** The cluster directory before a start: a new one's initdb flags, and what an existing one must be. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Locale of the builtin provider (collation, case mapping); LC_CTYPE/LC_COLLATE come from utf8LibcLocale(). */
const BUILTIN_LOCALE = 'C.UTF-8';

/** A UTF-8 cluster (otherwise it would be SQL_ASCII) with the builtin locale provider. */
export function initdbFlags(): string[] {
  return [
    '--encoding=UTF8',
    '--locale-provider=builtin',
    `--builtin-locale=${BUILTIN_LOCALE}`,
    `--locale=${utf8LibcLocale()}`,
  ];
}

export async function isCluster(clusterDir: string): Promise<boolean> {
  try {
    await fs.access(path.join(clusterDir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}

export async function assertEmptyDirectory(clusterDir: string): Promise<void> {
  const entries = await fs.readdir(clusterDir);
  if (entries.length > 0) {
    throw new Error(
      `Embedded PostgreSQL: ${clusterDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). ` +
        'Move it away or set DATA_DIR to another directory.',
    );
  }
}

/** A cluster made by another major version cannot be started by these binaries: say so instead of a cryptic log. */
export async function assertClusterVersion(clusterDir: string, nativeDir: string): Promise<void> {
  const clusterVersion = (await fs.readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim();
  let binaryVersion: string | undefined;
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
      version?: string;
    };
    binaryVersion = manifest.version?.split('.')[0];
  } catch {
    return;
  }
  if (binaryVersion && clusterVersion !== binaryVersion) {
    throw new Error(
      `Embedded PostgreSQL: ${clusterDir} was created by PostgreSQL ${clusterVersion}, but the bundled server is ` +
        `PostgreSQL ${binaryVersion}. Dump and restore the data, or set DATA_DIR to another directory.`,
    );
  }
}

/** A UTF-8 libc locale for LC_CTYPE/LC_COLLATE; with LC_CTYPE=C, pg_trgm ignores every non-ASCII letter. */
function utf8LibcLocale(): string {
  if (process.platform !== 'linux') return 'en_US.UTF-8';
  const list = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const available = new Set((list.stdout ?? '').split('\n').map((name) => name.trim().toLowerCase()));
  for (const candidate of ['C.UTF-8', 'en_US.UTF-8']) {
    const lower = candidate.toLowerCase();
    if (available.has(lower) || available.has(lower.replace('utf-8', 'utf8'))) return candidate;
  }
  if (list.status !== 0) return 'C.UTF-8';
  throw new Error(
    'Embedded PostgreSQL: no UTF-8 locale (C.UTF-8 or en_US.UTF-8) is installed on this system; ' +
      'install one (for example the locales package) so that text search handles non-ASCII text.',
  );
}
