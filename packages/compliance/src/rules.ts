/** The rules table: see rules/index.ts (data files under rules/data, validated by rules/schema.ts at load). */
export * from './rules/index.ts';
