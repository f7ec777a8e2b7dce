import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '@site/db/client';
import { appSecrets } from '@site/db/schema';
import { eq } from 'drizzle-orm';
import type { GatewayDeps } from '../context.ts';

const SECRET_NAME = 'auth-code-hmac';

/**
 * The key of the verification codes' HMAC: AUTH_SECRET when set, else one made at random on first use and kept in
 * `app_secrets` (as client-address.ts does for addresses), so every instance on the database checks codes alike.
 */
async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('auth secret missing after insert');
  return row.value;
}

/** The secret of the deps, read once (a failed read is tried again on the next call). */
export const authSecretOf = (deps: Pick<GatewayDeps, 'db' | 'authSecret'>) => {
  let secret: Promise<string> | undefined;
  return (): Promise<string> => {
    if (deps.authSecret) return Promise.resolve(deps.authSecret);
    secret ??= storedSecret(deps.db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
};

/** HMAC-SHA-256 of a code, bound to the phone and purpose it was sent for (hex, 64 characters). */
export const hashCode = (
  secret: string,
  code: { areaCode: string; phone: string; purpose: string; code: string },
): string =>
  createHmac('sha256', secret).update(`${code.areaCode}:${code.phone}:${code.purpose}:${code.code}`).digest('hex');
