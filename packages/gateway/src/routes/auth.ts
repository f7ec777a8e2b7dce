import { auth } from '@site/contracts';
import { Hono } from 'hono';
import { cameOverHttps, clearPortalCookie, fromOwnOrigin, portalCredential } from '../auth.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendOk } from '../http.ts';
import { revokeSession } from '../repositories/sessions.ts';

/** Relative /auth calls. */
export const authRoutes = (deps: GatewayDeps) => {
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/auth/, '');
  const trustProxy = deps.trustProxy ?? false;

  // Logging out always succeeds: the site clears its session either way, and a credential that is already gone
  // (expired, revoked, unknown) leaves nothing to end. Either credential revokes the login's row (both). The portal
  // cookie counts only from a page of this host: another site's form posting here ends nothing and clears nothing.
  app.post(route(auth.logout.path), async (c) => {
    const credential = portalCredential(c);
    if (credential?.kind === 'cookie' && !fromOwnOrigin(c, trustProxy)) return sendOk(c, null);
    if (credential) await revokeSession(deps.db, credential);
    clearPortalCookie(c, cameOverHttps(c, trustProxy));
    return sendOk(c, null);
  });

  return app;
};
