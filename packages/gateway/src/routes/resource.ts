import { businessExtra } from '@site/contracts';
import { Hono } from 'hono';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendOk, validate } from '../http.ts';
import { listProducts } from '../repositories/products.ts';

/** Center gateway, resource service (mounted at /api/resource): the website's product prices. */
export const resourceRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/resource/, '');

  app.get(route(businessExtra.priceForWWW.path), validate('query', businessExtra.priceForWWW.query), async (c) =>
    sendOk(c, await listProducts(db, c.req.valid('query'), c.var.lang)),
  );

  return app;
};
