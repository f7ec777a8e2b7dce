import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesDoc, rulesHash, staleRules } from '../scripts/rules-lib.ts';
import { PROVIDER_DOMAINS, RULES, RULES_VERSION, RULES_VERSIONS, ruleChanges } from '../src/index.ts';

describe('the rules table', () => {
  it('changes only with a new rules version (the last entry of versions.ts holds the table hash)', () => {
    const last = RULES_VERSIONS[RULES_VERSIONS.length - 1];
    expect(
      last?.hash,
      `a rule changed: add { version, hash: '${rulesHash()}' } to src/rules/versions.ts and run npm run rules:doc`,
    ).toBe(rulesHash());
    expect(new Set(RULES_VERSIONS.map((v) => v.version)).size).toBe(RULES_VERSIONS.length);
    expect(new Set(RULES_VERSIONS.map((v) => v.hash)).size).toBe(RULES_VERSIONS.length);
    expect(RULES_VERSION).toBe(last?.version);
  });

  it('RULES.md is generated from the table', () => {
    expect(readFileSync(new URL('../RULES.md', import.meta.url), 'utf8')).toBe(rulesDoc());
  });

  it('has about 110 rules, each with a checked date not before its last change', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(100);
    for (const rule of RULES) {
      const last = rule.history[rule.history.length - 1];
      expect(last && last.date <= rule.checkedOn, rule.id).toBe(true);
    }
  });

  it('no "official" source cites a home page or a provider domain; claims are no stronger than their sources', () => {
    for (const rule of RULES) {
      for (const source of [...rule.lawClaim.sources, ...rule.amazon.sources]) {
        if (source.kind !== 'official') continue;
        const url = new URL(source.url ?? 'invalid:');
        expect(url.pathname.length > 1, `${rule.id}: ${source.url}`).toBe(true);
        const host = url.hostname.replace(/^www\./, '');
        expect(
          PROVIDER_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`)),
          `${rule.id}: ${source.url}`,
        ).toBe(false);
      }
      if (rule.lawClaim.confidence === 'official')
        expect(rule.lawClaim.sources.some((s) => s.kind === 'official')).toBe(true);
      if (rule.amazon.confidence === 'official')
        expect(rule.amazon.sources.some((s) => s.kind === 'official')).toBe(true);
      if (rule.amazon.sources.length === 0) expect(rule.amazon.confidence, rule.id).toBe('unconfirmed');
    }
  });

  it("lists the changes newest first, from the rules' history", () => {
    const changes = ruleChanges();
    expect(changes.length).toBe(RULES.reduce((n, r) => n + r.history.length, 0));
    const dates = changes.map((c) => c.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('rules:review lists rules checked more than 120 days ago', () => {
    expect(staleRules('2026-11-27')).toEqual([]);
    const later = staleRules('2027-03-24');
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((r) => r.checkedOn === '2026-11-23')).toBe(true);
  });
});
