export * from './campaigns.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './visitors.ts';
