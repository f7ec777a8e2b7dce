/**
 * The visitor's address, for per-address limits, and the keyed hash that is stored instead of it.
 * The address is the socket's peer; with TRUST_PROXY, the last X-Forwarded-For entry (the one our own proxy
 * appended: entries before it are whatever the client sent, so they cannot be trusted for limits).
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Database } from '@site/db/client';
import type { Context } from 'hono';
import { storedSecret } from './stored-secret.ts';

const unmapped = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail made two groups), or null when it is not one. */
const ipv6Groups = (address: string): number[] | null => {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
};

/**
 * The key every per-client limit counts an address under (issue 22, finding 11): an IPv4 address as it is (an
 * IPv4-mapped IPv6 address, ::ffff:a.b.c.d, is that IPv4 address), an IPv6 address by its /64, the block one
 * subscriber or host gets (a machine holds 2^64 addresses of it: keyed by the whole address, one /64 would hold
 * unlimited budgets). Anything else is returned as it is.
 */
export const limitKeyOf = (address: string): string => {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};

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

/**
 * The client of a call as every per-client limit and counter keys it (limitKeyOf of clientAddress: an IPv6 client
 * by its /64), or undefined for in-process calls. Not for what needs the address itself (the loopback check).
 */
export const clientKey = (c: Context, trustProxy: boolean): string | undefined => {
  const address = clientAddress(c, trustProxy);
  return address === undefined ? undefined : limitKeyOf(address);
};

/** HMAC-SHA-256 of the address with a secret key, hex: stable for one key, not reversible without it. */
export const hashAddress = (secret: string, address: string | undefined): string =>
  createHmac('sha256', secret)
    .update(address ?? 'unknown')
    .digest('hex');

/** The name of the client-address key in `app_secrets`. */
export const ADDRESS_SECRET_NAME = 'client-address-hmac';

/**
 * The key that hashes client addresses: ADDRESS_HASH_SECRET when set, else one made at random on first use and
 * kept in `app_secrets`, so every instance on the database (and every restart) hashes the same way.
 */
export const addressSecret = (db: Database): Promise<string> => storedSecret(db, ADDRESS_SECRET_NAME);
