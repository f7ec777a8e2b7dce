import { createHmac } from 'node:crypto';
import { hashAddress } from '../client-address.ts';
import type { GatewayDeps } from '../context.ts';
import { storedSecretOf } from '../stored-secret.ts';

const SECRET_NAME = 'auth-code-hmac';

/** The key of the verification codes' HMAC: AUTH_SECRET when set, else the database's (storedSecret). */
export const authSecretOf = (deps: Pick<GatewayDeps, 'db' | 'authSecret'>) =>
  storedSecretOf(deps.db, SECRET_NAME, deps.authSecret);

/** HMAC-SHA-256 of a code, bound to the number and the device it was sent for (hex, 64 characters). */
export const hashCode = (secret: string, code: { e164: string; deviceHash: string; code: string }): string =>
  createHmac('sha256', secret).update(`${code.e164}:${code.deviceHash}:${code.code}`).digest('hex');

/**
 * The keyed hash of a device id (x-device-id), as the counters hash it (counting.ts): with the client-address key, so
 * the stored value says nothing without it.
 */
export const deviceHashOf = (addressKey: string, deviceId: string): string =>
  hashAddress(addressKey, `device:${deviceId.toLowerCase()}`);
