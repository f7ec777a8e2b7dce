import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { SERVICE_COUNTRY } from './countries.ts';

const REFERENCE = new URL('../../../../packages/db/content/reference/service-countries.yaml', import.meta.url);

describe('the one table of country names', () => {
  it("names every service country of the product catalogue, and each code is the reference's own country", () => {
    const rows = [...readFileSync(REFERENCE, 'utf8').matchAll(/- code: (\d+)\n(?:\s+\w+: .*\n)*?\s+iso: (\w+)/g)];
    expect(rows.length).toBeGreaterThan(10);
    for (const [, code, iso] of rows) {
      const country = SERVICE_COUNTRY[Number(code)];
      expect(country, `service country ${code}`).toBe(iso === 'GB' ? 'UK' : iso);
      expect(CATALOGUE['zh-CN'].countries[country as keyof (typeof CATALOGUE)['zh-CN']['countries']]).toBeTruthy();
    }
  });
});
