import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '@site/db/client';
import { appSecrets } from '@site/db/schema';
import { eq } from 'drizzle-orm';
import { hashAddress } from '../client-address.ts';
import type { GatewayDeps } from '../context.ts';

const SECRET_NAME = 'auth-code-hmac';

/**
 * A key made at random on first use and kept in `app_secrets` under its name (as client-address.ts does for
 * addresses), so every instance on the database uses the same one.
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

/** The key of the verification codes' HMAC: AUTH_SECRET when set, else the database's (storedSecret). */
export const authSecretOf = (deps: Pick<GatewayDeps, 'db' | 'authSecret'>) => {
  let secret: Promise<string> | undefined;
  return (): Promise<string> => {
    if (deps.authSecret) return Promise.resolve(deps.authSecret);
    secret ??= storedSecret(deps.db, SECRET_NAME).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
};

/** HMAC-SHA-256 of a code, bound to the number and the device it was sent for (hex, 64 characters). */
export const hashCode = (secret: string, code: { e164: string; deviceHash: string; code: string }): string =>
  createHmac('sha256', secret).update(`${code.e164}:${code.deviceHash}:${code.code}`).digest('hex');

/**
 * The keyed hash of a device id (x-device-id), as the counters hash it (counting.ts): with the client-address key, so
 * the stored value says nothing without it.
 */
export const deviceHashOf = (addressKey: string, deviceId: string): string =>
  hashAddress(addressKey, `device:${deviceId.toLowerCase()}`);
