export * from './campaigns.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './funnel.ts';
export * from './ipr.ts';
export * from './marks.ts';
export * from './staff.ts';
export * from './visitors.ts';
