import { randomBytes } from 'node:crypto';
import type { Database } from '@site/db/client';
import { appSecrets } from '@site/db/schema';
import { eq } from 'drizzle-orm';

/**
 * A key made at random on first use and kept in `app_secrets` under its name, so every instance on the database (and
 * every restart) uses the same one.
 */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}

/**
 * A key read once: `given` (the environment's) when set, else the database's stored one under `name` (storedSecret);
 * a failed read is tried again on the next call.
 */
export const storedSecretOf = (db: Database, name: string, given?: string) => {
  let secret: Promise<string> | undefined;
  return (): Promise<string> => {
    if (given) return Promise.resolve(given);
    secret ??= storedSecret(db, name).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
};
