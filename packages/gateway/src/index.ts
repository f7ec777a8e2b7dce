export { createGateway, type Gateway, isGatewayPath } from './app.ts';
export type { GatewayDeps } from './context.ts';
export { type GatewaySettings, gatewayDeps, gatewaySettings, readGatewaySettings } from './settings.ts';
