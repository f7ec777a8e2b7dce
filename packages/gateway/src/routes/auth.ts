import { auth } from '@site/contracts';
import { Hono } from 'hono';
import { bearerToken } from '../auth.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendOk } from '../http.ts';
import { revokeSession } from '../repositories/sessions.ts';

/** Relative /auth calls. */
export const authRoutes = (deps: GatewayDeps) => {
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/auth/, '');

  // Logging out always succeeds: the site clears its session either way, and a token that is
  // already gone (expired, revoked, unknown) leaves nothing to end.
  app.post(route(auth.logout.path), async (c) => {
    const token = bearerToken(c);
    if (token) await revokeSession(deps.db, token);
    return sendOk(c, null);
  });

  return app;
};
