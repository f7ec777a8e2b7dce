/**
 * The versions of the rules table and of the engine. Any change to a rule's content adds an entry here (a new
 * version with the table's new hash: `npm run rules:hash -w @site/compliance` prints it); test/versions.test.ts fails
 * when the table's hash is not the last entry's, so a rule cannot change without a new version. A change of the
 * engine's output for the same table changes ENGINE_VERSION.
 */
export const ENGINE_VERSION = '2.1.0';

export const RULES_VERSIONS: readonly { version: string; hash: string }[] = [
  { version: '2026-11-27.1', hash: '363b26b7e7a59de5' },
];
