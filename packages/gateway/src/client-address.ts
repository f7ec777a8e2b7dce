/**
 * The visitor's address, for per-address limits, and the keyed hash that is stored instead of it.
 * The address is the socket's peer; with TRUST_PROXY, the last X-Forwarded-For entry (the one our own proxy
 * appended: entries before it are whatever the client sent, so they cannot be trusted for limits).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Database } from '@site/db/client';
import { appSecrets } from '@site/db/schema';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';

const unmapped = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

/** The client address of a call, or undefined when the call did not come over a socket (in-process calls). */
export const clientAddress = (c: Context, trustProxy: boolean): string | undefined => {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return unmapped(forwarded);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? unmapped(address) : undefined;
  } catch {
    return undefined;
  }
};

/** HMAC-SHA-256 of the address with a secret key, hex: stable for one key, not reversible without it. */
export const hashAddress = (secret: string, address: string | undefined): string =>
  createHmac('sha256', secret)
    .update(address ?? 'unknown')
    .digest('hex');

const SECRET_NAME = 'client-address-hmac';

/**
 * The key that hashes client addresses: ADDRESS_HASH_SECRET when set, else one made at random on first use and
 * kept in `app_secrets`, so every instance on the database (and every restart) hashes the same way.
 */
export async function addressSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('address secret missing after insert');
  return row.value;
}
