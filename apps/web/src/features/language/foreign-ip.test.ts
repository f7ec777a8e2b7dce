import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The modules a source file loads at run time (type-only imports are erased). */
const runtimeImports = (file: URL): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map(
    (match) => match[1] as string,
  );

describe('the foreign-IP check', () => {
  it('asks by route: the business contracts and zod stay out of the chunk a first page loads', () => {
    const loaded = runtimeImports(new URL('./foreign-ip.ts', import.meta.url));
    expect(loaded).toContain('@site/contracts/route');
    expect(loaded).not.toContain('@site/contracts/business');
    expect(loaded.filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    // The check itself sees a runtime import where there is one.
    expect(runtimeImports(new URL('./language-choice.tsx', import.meta.url)).length).toBeGreaterThan(0);
  });
});
