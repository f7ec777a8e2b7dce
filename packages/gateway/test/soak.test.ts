/**
 * The short load and crash test (issue 11, item 7): `npm run soak` (scripts/soak.ts) for 24 s at 20 requests/s with
 * two SIGKILLs (the server's process group, then the Node process alone), against the gateway service on a fresh
 * embedded PostgreSQL. The full server with page views is left to `npm run soak`: tests do not depend on a build.
 */
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../../scripts/soak-harness.ts';

describe('load and crash test (short soak)', () => {
  it('keeps every acknowledged write exactly once through two SIGKILLs, and fails no request outside them', async () => {
    const lines: string[] = [];
    const result = await runSoak({
      seconds: 24,
      rate: 20,
      kills: 2,
      mode: 'gateway',
      port: Number(process.env.SOAK_TEST_PORT ?? 4612),
      pgPort: Number(process.env.SOAK_TEST_PG_PORT ?? 54612),
      log: (line) => lines.push(line),
    });
    const summary = lines.join('\n');
    console.log(summary);
    expect(result.kills.length, summary).toBe(2);
    expect(result.acknowledged, summary).toBeGreaterThan(0);
    expect(result.found, summary).toBe(result.acknowledged);
    expect(result.lost, summary).toBe(0);
    expect(result.duplicates, summary).toBe(0);
    expect(result.errorsOutside, summary).toBe(0);
    expect(result.retryErrors, summary).toBe(0);
    expect(result.inconsistencies, summary).toEqual([]);
    expect(result.unexpectedExits, summary).toBe(0);
    // The kills did hit traffic.
    expect(result.errorsInside, summary).toBeGreaterThan(0);
  }, 150_000);
});
