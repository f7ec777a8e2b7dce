export { createGateway, type Gateway, isGatewayPath } from './app.ts';
export type { GatewayDeps } from './context.ts';
export { gatewayDepsFromEnv } from './env.ts';
