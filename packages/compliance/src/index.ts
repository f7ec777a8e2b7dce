export * from './answers.ts';
export * from './engine.ts';
export * from './prices.ts';
export * from './rules.ts';
export * from './summary.ts';
