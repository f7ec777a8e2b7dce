import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReport, marketsOf, reportItemChanges, ruleChanges } from '../src/engine.ts';
import { DEFAULT_RULE_SET, RULES, RULES_VERSION, type Rule, type RuleSet, validateRules } from '../src/rules.ts';
import { answers, answersArb } from './support.ts';

const items = (set: RuleSet, refine = {}) =>
  buildReport(answers(), { rules: set, refine, checkedOn: '2026-11-28' }).markets.flatMap((m) =>
    m.streams.flatMap((s) => s.obligations),
  );

/** The code table with one rule replaced. */
const edited = (id: string, change: (rule: Rule) => Rule, version = '2026-11-28.1'): RuleSet => ({
  version,
  rules: validateRules(RULES.map((r) => (r.id === id ? change(structuredClone(r)) : r))),
});

describe('a rules set as the engine input', () => {
  it('the default is the code table: the same report with and without it', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const plain = buildReport(a, { checkedOn: '2026-11-28' });
        expect(buildReport(a, { checkedOn: '2026-11-28', rules: DEFAULT_RULE_SET })).toEqual(plain);
        expect(plain.rulesVersion).toBe(RULES_VERSION);
      }),
      { numRuns: 60 },
    );
    expect(ruleChanges(RULES)).toEqual(ruleChanges());
    expect(validateRules(JSON.parse(JSON.stringify(RULES)))).toEqual(RULES);
  });

  it('a modified set changes the report and carries its version', () => {
    const set = edited('DE.packaging', (r) => ({ ...r, law: 'VerpackG 2027', level: 'recommended' }));
    const report = buildReport(answers(), { rules: set, checkedOn: '2026-11-28' });
    expect(report.rulesVersion).toBe('2026-11-28.1');
    const item = items(set).find((o) => o.ruleId === 'DE.packaging');
    expect(item?.law).toBe('VerpackG 2027');
    expect(item?.level).toBe('recommended');
    const before = buildReport(answers(), { checkedOn: '2026-11-28' });
    expect(reportItemChanges(before, report)).toEqual([
      { market: 'DE', ruleId: 'DE.packaging', change: 'status', before: 'required', after: 'recommended' },
    ]);
  });

  it('a rule removed from the set is gone from the report; its stock-only market too', () => {
    const without: RuleSet = { version: 'x', rules: RULES.filter((r) => r.id !== 'DE.packaging') };
    const report = buildReport(answers(), { rules: without, checkedOn: '2026-11-28' });
    expect(reportItemChanges(buildReport(answers(), { checkedOn: '2026-11-28' }), report)).toEqual([
      { market: 'DE', ruleId: 'DE.packaging', change: 'removed', before: 'required', after: null },
    ]);
    const noStockRules: RuleSet = { version: 'y', rules: RULES.filter((r) => !r.when?.some((w) => 'stockIn' in w)) };
    const a = answers({ targetSites: ['UK'] });
    expect(marketsOf(a, { stockLocations: ['PAN_EU'] }).some((m) => m.stockOnly)).toBe(true);
    expect(marketsOf(a, { stockLocations: ['PAN_EU'] }, noStockRules.rules).some((m) => m.stockOnly)).toBe(false);
  });

  it('a source edit is a content change; the change history follows the set', () => {
    const set = edited('DE.packaging', (r) => ({
      ...r,
      lawClaim: {
        ...r.lawClaim,
        sources: [...r.lawClaim.sources, { title: '新的来源', url: 'https://example.org/law/1', kind: 'provider' }],
      },
      history: [...r.history, { date: '2026-11-28', change: '新增来源说明' }],
    }));
    const changes = reportItemChanges(
      buildReport(answers(), { checkedOn: '2026-11-28' }),
      buildReport(answers(), { rules: set, checkedOn: '2026-11-28' }),
    );
    expect(changes).toEqual([
      { market: 'DE', ruleId: 'DE.packaging', change: 'content', before: 'required', after: 'required' },
    ]);
    expect(ruleChanges(set.rules)[0]).toMatchObject({ date: '2026-11-28', ruleId: 'DE.packaging' });
  });

  it('validateRules refuses a malformed rule and a repeated id', () => {
    expect(() => validateRules([{ ...RULES[0], law: 5 }])).toThrow();
    expect(() => validateRules([RULES[0], RULES[0]])).toThrow(/defined twice/);
  });
});
