export { createGateway, type Gateway, isGatewayPath } from './app.ts';
export type { GatewayDeps } from './context.ts';
export { callGuard, refuseConnect } from './guard.ts';
export { type GatewaySettings, gatewayDeps, gatewaySettings, readGatewaySettings } from './settings.ts';
