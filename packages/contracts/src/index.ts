export * from './call.ts';
export * from './common.ts';
export * from './envelope.ts';
export * from './headers.ts';
export * as business from './business.ts';
export * as system from './system.ts';
export * from './client.ts';
export * from './hosts.ts';
