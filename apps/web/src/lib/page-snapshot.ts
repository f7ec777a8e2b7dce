/**
 * The page cache's shared pages kept on disk between two runs of the server (issue 27, "a two-second start"): written
 * when the server stops gracefully, read when it starts, so the first visitors after a restart are answered from
 * memory instead of waiting for renders. A restored page is stale: it is served once and refreshed in the background
 * at once, like any page past its s-maxage, so content changed while the server was down shows after one request.
 *
 * The file belongs to one build (a page names its build's script files): a snapshot of another build, or one that
 * cannot be read, is ignored. Private pages (result pages) are never written. Format: a 4-byte length, a JSON header
 * (version, build id, each entry without its bodies), then every entry's gzip and brotli bodies in order.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { PageEntry } from './page-cache.ts';

const VERSION = 1;

interface SnapshotHeader {
  version: number;
  buildId: string;
  entries: (Omit<PageEntry, 'gzip' | 'br' | 'freshUntil' | 'private'> & { gzipLength: number; brLength: number })[];
}

/** Writes the shared entries for `buildId` to `file` (through a temporary file: a crash leaves the old one or none). */
export async function writeSnapshot(file: string, buildId: string, entries: readonly PageEntry[]): Promise<number> {
  const shared = entries.filter((entry) => !entry.private);
  const header: SnapshotHeader = {
    version: VERSION,
    buildId,
    entries: shared.map(({ gzip, br, freshUntil: _fresh, private: _private, ...rest }) => ({
      ...rest,
      gzipLength: gzip.length,
      brLength: br?.length ?? 0,
    })),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(
      temporary,
      Buffer.concat([length, json, ...shared.flatMap((entry) => (entry.br ? [entry.gzip, entry.br] : [entry.gzip]))]),
    );
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return shared.length;
}

/** The entries of `file` for `buildId`, each stale (freshUntil 0); none when it is missing, of another build or broken. */
export async function readSnapshot(file: string, buildId: string): Promise<PageEntry[]> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    return [];
  }
  try {
    const jsonLength = data.readUInt32BE(0);
    const header = JSON.parse(data.subarray(4, 4 + jsonLength).toString('utf8')) as SnapshotHeader;
    if (header.version !== VERSION || header.buildId !== buildId || !Array.isArray(header.entries)) return [];
    let offset = 4 + jsonLength;
    const entries: PageEntry[] = [];
    for (const { gzipLength, brLength, ...rest } of header.entries) {
      if (offset + gzipLength + brLength > data.length) return [];
      // Copies: the entries outlive the file's one large buffer, which would otherwise stay whole in memory.
      const gzip = Buffer.from(data.subarray(offset, offset + gzipLength));
      offset += gzipLength;
      const br = brLength > 0 ? Buffer.from(data.subarray(offset, offset + brLength)) : undefined;
      offset += brLength;
      entries.push({ ...rest, gzip, ...(br ? { br } : {}), freshUntil: 0 });
    }
    return offset === data.length ? entries : [];
  } catch {
    return [];
  }
}
