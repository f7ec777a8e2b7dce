import type { StaffRole } from '@site/contracts/admin';
import type { Database } from '@site/db/client';
import { expect } from 'vitest';
import { createStaff, staffAuthOf } from '../../src/admin/auth.ts';
import type { AdminSettings } from '../../src/admin/settings.ts';

/** The back-office tests' shared steps: the session cookie of an answer, and a signed-in staff member. */

/** The better-auth secret of the tests' admin apps. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret';

/** The cookies an answer sets, as a Cookie header (cleared ones left out). */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');

/**
 * A new staff member of a role without TOTP (every role but admin), signed in with the one-time password and then a
 * password of their own, as the back office requires: the session cookie.
 */
export const signInStaff = async (
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  db: Database,
  settings: AdminSettings,
  role: Exclude<StaffRole, 'admin'>,
  username: string,
): Promise<string> => {
  const auth = staffAuthOf({ db, settings, secret: TEST_AUTH_SECRET });
  const created = await createStaff(await auth(), db, { username, role });
  const post = (path: string, body: unknown, cookie?: string) =>
    app.request(`/admin-api${path}`, {
      method: 'POST',
      headers: {
        host: new URL(settings.origin).host,
        origin: settings.origin,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const first = await post('/auth/sign-in/username', { username, password: created.password });
  const changed = await post(
    '/auth/change-password',
    { currentPassword: created.password, newPassword: 'a-new-password-1', revokeOtherSessions: true },
    cookieOf(first),
  );
  expect(changed.status).toBe(200);
  return cookieOf(changed) || cookieOf(first);
};
