import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, TargetSite } from '../src/answers.ts';
import { buildReport, type Report } from '../src/engine.ts';
import { type Clause, type Fact, type Refine, RULES, type Rule } from '../src/rules.ts';
import { answers, answersArb } from './support.ts';
import { REFINE_KEYS, refineArb } from './support-refine.ts';

const RUNS = { numRuns: 250 };

/** Obligations by market and rule: 'DE/DE.vat' -> status. */
const statuses = (report: Report) =>
  new Map(
    report.markets.flatMap((m) =>
      m.streams.flatMap((s) => s.obligations.map((o) => [`${m.country}/${o.ruleId}`, o.status] as const)),
    ),
  );

describe('conditions instead of guesses', () => {
  it('a conditional obligation becomes decided or disappears when its fact is given, never the reverse', () => {
    fc.assert(
      fc.property(answersArb, refineArb, refineArb, fc.constantFrom(...REFINE_KEYS), (a, before, extra, key) => {
        if (extra[key] === undefined || before[key] !== undefined) return;
        const after: Refine = { ...before, [key]: extra[key] };
        const first = statuses(buildReport(a, { refine: before }));
        const second = statuses(buildReport(a, { refine: after }));
        for (const [id, status] of first) {
          const now = second.get(id);
          if (status !== 'conditional') {
            // A decided obligation stays as it was: a new fact never makes it conditional.
            expect(now, id).toBe(status);
          }
        }
        for (const [id, status] of second) {
          // Nothing becomes conditional that was decided, and a conditional item is new only in a new market.
          if (status === 'conditional') expect(first.get(id) ?? 'conditional', id).toBe('conditional');
        }
      }),
      RUNS,
    );
  });

  it('with every refine answer given, nothing is conditional', () => {
    const full = fc.record({
      stockLocations: refineArb.map((r) => r.stockLocations ?? ['CN_DIRECT']),
      otherEuCountries: fc.constant(['NL', 'AT'] as Refine['otherEuCountries']),
      established: fc.constantFrom('CN', 'HK', 'EU', 'UK', 'US', 'OTHER' as const),
      packagingTonnes: fc.constantFrom('lt25', '25to50', 'gt50' as const),
      eeeTonnes: fc.constantFrom('lt5', 'gt5' as const),
      turnover: fc.constantFrom('lt1m', '1to2m', '2to40m', 'ge40m' as const),
      products: fc.constant([] as Refine['products']),
    });
    fc.assert(
      fc.property(answersArb, full, (a, r) => {
        for (const status of statuses(buildReport(a, { refine: r as Refine })).values()) {
          expect(status).not.toBe('conditional');
        }
      }),
      RUNS,
    );
  });

  it('says the German VAT duty as a condition, then required with stock in Germany, gone when shipped from China', () => {
    const a = answers();
    const de = (r?: Refine) =>
      buildReport(a, r === undefined ? {} : { refine: r })
        .markets.find((m) => m.country === 'DE')
        ?.streams.flatMap((s) => s.obligations)
        .find((o) => o.ruleId === 'DE.vat');
    const unknown = de();
    expect(unknown?.status).toBe('conditional');
    expect(unknown?.condition).toBe('如果您在德国存放库存（例如FBA、泛欧计划、自有仓库）');
    expect(unknown?.urgent).toBe(false);
    expect(de({ stockLocations: ['DE'] })?.status).toBe('required');
    expect(de({ stockLocations: ['PAN_EU'] })?.status).toBe('required');
    expect(de({ stockLocations: ['CN_DIRECT'] })).toBeUndefined();
  });

  it('decides the fiscal representative from the place of establishment and the stock', () => {
    const a = answers({ targetSites: ['FR'] });
    const ids = (r: Refine) =>
      new Map(
        buildReport(a, { refine: r }).markets.flatMap((m) =>
          m.streams.flatMap((s) => s.obligations.map((o) => [o.ruleId, o.status] as const)),
        ),
      );
    expect(ids({}).get('FR.authorisedRep.fiscal')).toBe('conditional');
    expect(ids({ stockLocations: ['FR'], established: 'CN' }).get('FR.authorisedRep.fiscal')).toBe('required');
    expect(ids({ stockLocations: ['FR'], established: 'EU' }).has('FR.authorisedRep.fiscal')).toBe(false);
    // Pan-EU stock in Poland and the Czech Republic adds their VAT (and Poland's fiscal representative).
    const pan = buildReport(a, { refine: { stockLocations: ['PAN_EU'], established: 'CN' } });
    expect(pan.markets.map((m) => m.country)).toEqual(['FR', 'EU', 'DE', 'IT', 'ES', 'PL', 'CZ']);
    const pl = pan.markets.find((m) => m.country === 'PL');
    expect(pl?.streams.flatMap((s) => s.obligations.map((o) => o.ruleId))).toEqual([
      'PL.vat',
      'PL.authorisedRep.fiscal',
    ]);
  });

  it('reaches the other EU states through the refine step, and says plainly what it does not cover', () => {
    const a = answers({ targetSites: ['EU_OTHER'], battery: true });
    const before = buildReport(a);
    expect(before.markets.map((m) => m.country)).toEqual(['EU']);
    const note = before.markets[0]?.streams
      .flatMap((s) => s.obligations)
      .find((o) => o.ruleId === 'EU.general.otherCountries');
    expect(note?.action).toContain('爱尔兰');
    const after = buildReport(a, { refine: { otherEuCountries: ['NL', 'AT', 'PL', 'OTHER'] } });
    expect(after.markets.map((m) => m.country)).toEqual(['EU', 'NL', 'AT', 'PL']);
    const pl = after.markets
      .find((m) => m.country === 'PL')
      ?.streams.flatMap((s) => s.obligations.map((o) => o.ruleId));
    expect(pl).toContain('PL.general.eprNotCovered');
  });
});

/* ---------------- reachability: every rule is shown by some answer set ---------------- */

const SITE_OF: Partial<Record<Rule['country'], TargetSite>> = {
  UK: 'UK',
  DE: 'DE',
  FR: 'FR',
  IT: 'IT',
  ES: 'ES',
  US: 'US',
  CA: 'CA',
  BR: 'BR',
  IN: 'IN',
  AU: 'AU',
  KR: 'KR',
  JP: 'JP',
};

/** Answers and refine answers built from a rule's own conditions: a witness that shows it. */
const witness = (rule: Rule): { a: Answers; refine: Refine } => {
  const facts = new Set<Fact>();
  const none = new Set<Fact>();
  if (rule.condition !== 'always') {
    for (const f of rule.condition.requires ?? []) facts.add(f);
    const any = rule.condition.requiresAny?.[0];
    if (any !== undefined) facts.add(any);
    for (const f of rule.condition.requiresNone ?? []) none.add(f);
  }
  const otherEu = !SITE_OF[rule.country] && rule.country !== 'EU';
  if (otherEu || facts.has('otherEuMarket')) facts.add('otherEuMarket');
  const site = SITE_OF[rule.country] ?? (rule.country === 'EU' && !facts.has('otherEuMarket') ? 'DE' : 'EU_OTHER');
  const has = (f: Fact) => facts.has(f) && !none.has(f);
  const a = answers({
    targetSites: [site],
    // 'Other' too: a seller on marketplaces only is not asked for the VAT the marketplace pays (IOSS, OSS).
    platforms: has('amazon') || !none.has('amazon') ? ['AMAZON', 'OTHER'] : ['OTHER'],
    battery: has('battery'),
    powered: has('powered'),
    textileOrFurniture: has('textileOrFurniture'),
    energyLabelGoods: has('energyLabelGoods'),
    trademark: has('trademark') || has('brandRegistry'),
    brandRegistry: has('brandRegistry'),
    rightsProtection: has('rightsProtection'),
  });
  const refine: Refine = {};
  if (otherEu) refine.otherEuCountries = [rule.country as 'NL'];
  for (const clause of rule.when ?? []) addClause(refine, clause);
  return { a, refine };
};

const addClause = (r: Refine, clause: Clause) => {
  const stock = (code: NonNullable<Refine['stockLocations']>[number]) => {
    r.stockLocations = [...new Set([...(r.stockLocations ?? []), code])];
  };
  if ('stockIn' in clause) stock(clause.stockIn as 'DE');
  else if ('stockInEu' in clause) stock('DE');
  else if ('shipsDirect' in clause) stock('CN_DIRECT');
  else if ('establishedIn' in clause) r.established = clause.establishedIn[0];
  else if ('packagingTonnes' in clause) r.packagingTonnes = clause.packagingTonnes[clause.packagingTonnes.length - 1];
  else if ('eeeTonnes' in clause) r.eeeTonnes = clause.eeeTonnes[0];
  else if ('turnover' in clause) r.turnover = clause.turnover[clause.turnover.length - 1];
  else r.products = [...new Set([...(r.products ?? []), ...clause.product])];
};

describe('reachability', () => {
  it.each(RULES.map((r) => [r.id, r] as const))('%s is shown by some answer set', (_id, rule) => {
    const { a, refine } = witness(rule);
    const report = buildReport(a, { refine });
    const shown = report.markets
      .flatMap((m) => m.streams.flatMap((s) => s.obligations))
      .find((o) => o.ruleId === rule.id);
    expect(shown, JSON.stringify({ a, refine })).toBeDefined();
    expect(shown?.status).toBe(rule.level);
  });
});
