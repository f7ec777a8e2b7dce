import { Messages, RequestMessages, ResultCode } from '@site/contracts';
import { isDatabaseUnavailable } from '@site/db/client';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { previewMiddleware, previewSecretOf } from './admin/preview.ts';
import { adminRoutes } from './admin/routes.ts';
import { type GatewayDeps, type GatewayEnv, logOf } from './context.ts';
import { callGuard } from './guard.ts';
import { GatewayError, sendFail } from './http.ts';
import { callLimits } from './limits.ts';
import { mediaRoute } from './media/serve.ts';
import { mediaStorageFromEnv } from './media/storage.ts';
import { platformMiddleware } from './platform.ts';
import { readCacheMiddleware } from './read-cache.ts';
import { authRoutes } from './routes/auth.ts';
import { businessRoutes } from './routes/business.ts';
import { channelRoutes } from './routes/channel.ts';
import { contactRoutes } from './routes/contact.ts';
import { cspRoutes } from './routes/csp.ts';
import { iprRoutes } from './routes/ipr.ts';
import { iprMoreRoutes } from './routes/ipr-more.ts';
import { leadRoutes } from './routes/leads.ts';
import { notifyRoutes } from './routes/notify.ts';
import { businessOfficialRoutes, chtcoRoutes } from './routes/official.ts';
import { orderRoutes } from './routes/order.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { resourceRoutes } from './routes/resource.ts';
import { spaceRoutes } from './routes/space.ts';
import { systemRoutes } from './routes/system.ts';
import { vatRoutes } from './routes/vat.ts';
import { RulesStore } from './rules/versions.ts';

/** Path prefixes the gateway answers on the site's origin. */
const GATEWAY_PREFIXES = ['/api/', '/auth/', '/system/', '/vat/', '/media/'];

export const isGatewayPath = (pathname: string): boolean => GATEWAY_PREFIXES.some((p) => pathname.startsWith(p));

/**
 * The gateway: every call of spec section 7 at its path on the site's origin. Center-gateway
 * services under /api (/api/business/..., /api/space/...), the IP gateway under /api/ipr,
 * the overseas-company service under /api/chtco, and the spec's relative calls at the root.
 */
export const createGateway = (given: GatewayDeps) => {
  const deps: GatewayDeps = { ...given, rules: given.rules ?? new RulesStore(given.db) };
  const app = new Hono<GatewayEnv>();
  const log = logOf(deps);

  app.onError((error, c) => {
    if (error instanceof GatewayError) return sendFail(c, error.code, error.message);
    if (error instanceof HTTPException) {
      const status = error.status;
      const msg =
        status === 400 ? RequestMessages.badJson : status < 500 && error.message ? error.message : Messages.systemBusy;
      return sendFail(c, status, msg);
    }
    // The database is gone or restarting (the embedded server's watchdog, runtime.ts): 503, no stack trace.
    if (isDatabaseUnavailable(error)) return sendFail(c, ResultCode.unavailable, Messages.systemBusy);
    log(
      `[gateway] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return sendFail(c, ResultCode.systemError, Messages.systemBusy);
  });
  app.notFound((c) => sendFail(c, ResultCode.notFound, Messages.notFound));

  // The media library's files (issue 26 section 3), before the no-store default: named by content hash, cached a year.
  const media = deps.admin?.media ?? mediaStorageFromEnv();
  app.get('/media/:name', mediaRoute(media));

  // A page's reads of a content preview (issue 26): the version laid over the answer, outside the read cache and the
  // no-store default, so its answer leaves `private, no-store`.
  app.use('*', previewMiddleware(deps.db, previewSecretOf(deps.db, deps.admin?.previewSecret)));
  app.use('*', async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
  });
  // The back office's API (issue 25) before the public calls' limits, guard and brand: it has its own checks.
  app.route('/admin-api', adminRoutes({ db: deps.db, hostMap: deps.hostMap, rules: deps.rules, ...deps.admin, media }));
  // Limits first: a flood of a limited call is refused before its body is read.
  app.use('*', callLimits(deps));
  app.use('*', callGuard());
  app.use('*', platformMiddleware(deps));
  if (deps.readCache) app.use('*', readCacheMiddleware(deps.readCache));

  app.route('/api/business', businessRoutes(deps));
  app.route('/api/business', businessOfficialRoutes(deps));
  app.route('/api/business', contactRoutes(deps));
  app.route('/api/business', promotionRoutes(deps));
  app.route('/api/business', leadRoutes(deps));
  app.route('/api/order', orderRoutes(deps));
  app.route('/api/space', spaceRoutes(deps));
  app.route('/api/channel', channelRoutes(deps));
  app.route('/api/ipr', iprRoutes(deps));
  app.route('/api/ipr', iprMoreRoutes(deps));
  app.route('/api/chtco', chtcoRoutes(deps));
  app.route('/api/resource', resourceRoutes(deps));
  app.route('/vat', vatRoutes(deps));
  app.route('/api/notify', notifyRoutes(deps));
  app.route('/system', systemRoutes(deps));
  app.route('/auth', authRoutes(deps));
  app.route('/api/csp', cspRoutes(deps));

  return app;
};

export type Gateway = ReturnType<typeof createGateway>;
