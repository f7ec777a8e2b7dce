import { describe, expect, it } from 'vitest';
import { buildReport, ENGINE_VERSION, type Obligation, type Report } from '../src/engine.ts';
import { RULES_VERSION } from '../src/rules.ts';
import { answers } from './support.ts';

const obligations = (report: Report, market?: string): Obligation[] =>
  report.markets
    .filter((m) => market === undefined || m.country === market)
    .flatMap((m) => m.streams.flatMap((s) => s.obligations));
const ids = (report: Report, market?: string) => obligations(report, market).map((o) => o.ruleId);
const streams = (report: Report) => new Set(report.markets.flatMap((m) => m.streams.map((s) => s.stream)));
const text = (o: Obligation) => [o.title, o.action, o.law, o.register, o.timing].join(' ');

describe('a German and French battery seller on Amazon', () => {
  const report = buildReport(answers({ targetSites: ['DE', 'FR'], battery: true }));
  const all = obligations(report);

  it('reports Germany, France and the EU-wide rules, in that order', () => {
    expect(report.markets.map((m) => [m.country, m.asked])).toEqual([
      ['DE', true],
      ['FR', true],
      ['EU', false],
    ]);
  });

  it('names LUCID for packaging', () => {
    const packaging = all.find((o) => o.ruleId === 'DE.packaging');
    expect(packaging?.register).toContain('LUCID');
    expect(packaging?.law).toContain('VerpackG');
  });

  it('names stiftung ear for electrical equipment (ElektroG) and batteries (BattDG)', () => {
    expect(all.find((o) => o.ruleId === 'DE.weee')).toMatchObject({ register: 'stiftung ear' });
    expect(all.find((o) => o.ruleId === 'DE.weee')?.law).toContain('ElektroG');
    expect(all.find((o) => o.ruleId === 'DE.batteries')).toMatchObject({ register: 'stiftung ear' });
    expect(all.find((o) => o.ruleId === 'DE.batteries')?.law).toContain('BattDG');
    expect(ids(report, 'DE')).toEqual(expect.arrayContaining(['DE.authorisedRep.weee', 'DE.authorisedRep.batteries']));
  });

  it('names the EU Battery Regulation and its authorised representative', () => {
    const eu = obligations(report, 'EU');
    expect(eu.find((o) => o.ruleId === 'EU.batteries')?.law).toBe('Regulation (EU) 2023/1542');
    expect(eu.find((o) => o.ruleId === 'EU.authorisedRep')?.law).toContain('第56条第3款');
  });

  it('names the French IDU from SYDEREP for packaging, electrical equipment and batteries', () => {
    for (const id of ['FR.packaging', 'FR.weee', 'FR.batteries']) {
      const o = all.find((x) => x.ruleId === id);
      expect(o?.register, id).toContain('SYDEREP');
      expect(text(o as Obligation), id).toContain('IDU');
    }
  });

  it('has no textile or energy-label duty', () => {
    expect(streams(report).has('textiles')).toBe(false);
    expect(streams(report).has('energyLabel')).toBe(false);
  });

  it("shows Amazon's enforcement: German listings deactivated, French Pay on Behalf", () => {
    expect(all.find((o) => o.ruleId === 'DE.weee')?.amazon).toMatchObject({ enforced: 'yes' });
    expect(all.find((o) => o.ruleId === 'DE.weee')?.amazon?.how).toContain('停用');
    expect(all.find((o) => o.ruleId === 'FR.packaging')?.amazon?.how).toContain('Pay on Behalf');
  });

  it('marks the German registrations urgent, and counts them', () => {
    const urgent = all.filter((o) => o.urgent).map((o) => o.ruleId);
    expect(urgent).toEqual(
      expect.arrayContaining([
        'DE.packaging',
        'DE.weee',
        'DE.batteries',
        'DE.authorisedRep.weee',
        'DE.authorisedRep.batteries',
      ]),
    );
    expect(report.summary.urgent).toBe(urgent.length);
    expect(report.summary.obligations).toBe(all.filter((o) => o.level !== 'info').length);
  });

  it('recommends the services that fulfil the duties, once each', () => {
    const keys = report.recommendedServices.map((s) => `${s.serviceType}/${s.country}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining(['1006/2', '1005/2', '1007/2', '1006/1', '1005/1', '1007/1', '1001/2', '1004/99']),
    );
  });

  it('stamps the engine and rules versions and the dates', () => {
    expect(report).toMatchObject({
      engineVersion: ENGINE_VERSION,
      rulesVersion: RULES_VERSION,
      checkedOn: RULES_VERSION,
    });
    for (const o of all) expect(o.checkedOn).toBe('2026-11-23');
  });
});

describe('a US-only seller', () => {
  const report = buildReport(
    answers({ targetSites: ['US'], battery: true, textileOrFurniture: true, energyLabelGoods: true }),
  );

  it('gets sales tax and no EU duty, no EPR', () => {
    expect(report.markets.map((m) => m.country)).toEqual(['US']);
    expect(ids(report)).toEqual(['US.vat', 'US.trademark.file']);
    expect(obligations(report)[0]?.law).toContain('Wayfair');
    expect(report.recommendedServices.every((s) => s.country === 101)).toBe(true);
  });
});

describe('EPR follows the market, not the platform', () => {
  it('gives an AliExpress seller shipping to Germany the same packaging duty, without Amazon text', () => {
    const amazon = buildReport(answers({ platforms: ['AMAZON'] }));
    const aliexpress = buildReport(answers({ platforms: ['ALIEXPRESS'] }));
    const packaging = (r: Report) => obligations(r).find((o) => o.ruleId === 'DE.packaging');
    expect(packaging(aliexpress)).toEqual({ ...packaging(amazon), amazon: null });
    expect(obligations(aliexpress).every((o) => o.amazon === null)).toBe(true);
    expect(ids(aliexpress)).toEqual(ids(amazon));
  });
});

describe('unconfirmed cells', () => {
  it('report the Spanish and Italian textile cells as unconfirmed, never as duties', () => {
    const report = buildReport(answers({ targetSites: ['ES', 'IT'], textileOrFurniture: true }));
    for (const id of ['ES.textiles', 'IT.textiles']) {
      const o = obligations(report).find((x) => x.ruleId === id);
      expect(o, id).toMatchObject({ confidence: 'unconfirmed', level: 'info', urgent: false });
      expect(o?.title).toContain('尚未确认');
    }
    expect(report.summary.unconfirmed).toBe(2);
  });

  it('report the UK energy label as unconfirmed, the EU one from EPREL', () => {
    const report = buildReport(answers({ targetSites: ['UK', 'FR'], energyLabelGoods: true }));
    expect(obligations(report, 'UK').find((o) => o.ruleId === 'UK.energyLabel')?.confidence).toBe('unconfirmed');
    const eprel = obligations(report, 'EU').find((o) => o.ruleId === 'EU.energyLabel');
    expect(eprel).toMatchObject({ register: 'EPREL', confidence: 'official', level: 'required' });
    expect(ids(report, 'FR')).toContain('FR.textiles.tyres');
  });
});

describe('markets', () => {
  it("keep the order asked, 'other EU' in its place as the EU-wide rules", () => {
    const report = buildReport(answers({ targetSites: ['US', 'EU_OTHER', 'DE'] }));
    expect(report.markets.map((m) => [m.country, m.asked])).toEqual([
      ['US', true],
      ['EU', true],
      ['DE', true],
    ]);
  });

  it("expand 'other EU' to the EU-wide rules only, with the note that national rules are not in the table", () => {
    const report = buildReport(answers({ targetSites: ['EU_OTHER'], battery: true }));
    expect(report.markets.map((m) => m.country)).toEqual(['EU']);
    expect(ids(report).every((id) => id.startsWith('EU.'))).toBe(true);
    expect(ids(report)).toEqual(
      expect.arrayContaining([
        'EU.vat.oss',
        'EU.vat.ioss',
        'EU.packaging.national',
        'EU.batteries',
        'EU.authorisedRep',
      ]),
    );
  });

  it('say the table does not cover the Middle East, the Philippines, Brazil or India, and invent nothing', () => {
    const report = buildReport(
      answers({ targetSites: ['ME', 'PH', 'BR', 'IN'], battery: true, trademark: true, brandRegistry: true }),
    );
    for (const market of report.markets) {
      expect(market.streams.map((s) => s.stream)).toEqual(['general']);
      expect(market.streams[0]?.obligations).toHaveLength(1);
      expect(market.streams[0]?.obligations[0]).toMatchObject({
        level: 'info',
        confidence: 'unconfirmed',
        services: [],
      });
    }
    expect(report.summary).toEqual({ obligations: 0, urgent: 0, unconfirmed: 4 });
  });

  it('give Japan, Australia, Canada and Korea their tax rules and no EPR', () => {
    const report = buildReport(
      answers({ targetSites: ['JP', 'AU', 'CA', 'KR'], battery: true, trademark: true, brandRegistry: true }),
    );
    expect(ids(report)).toEqual(['JP.vat', 'AU.vat', 'CA.vat', 'KR.vat']);
    expect(obligations(report, 'JP')[0]?.action).toContain('合格请求书');
    expect(obligations(report, 'AU')[0]?.action).toContain('A$1,000');
    expect(obligations(report, 'CA')[0]?.action).toContain('C$30,000');
    expect(obligations(report, 'KR')[0]?.action).toContain('25日');
  });
});

describe('rule families', () => {
  it('VAT: stock-held registration with the rates and deadlines DOMAIN gives, other frequencies unconfirmed', () => {
    const report = buildReport(answers({ targetSites: ['UK', 'DE', 'FR', 'IT', 'ES'] }));
    const vat = (id: string) => text(obligations(report).find((o) => o.ruleId === id) as Obligation);
    expect(vat('UK.vat')).toMatch(/20%.*£135|£135.*20%/s);
    expect(vat('DE.vat')).toContain('19%');
    expect(vat('DE.vat')).toContain('按月');
    expect(vat('FR.vat')).toContain('19日');
    expect(vat('IT.vat')).toContain('22%');
    expect(vat('ES.vat')).toContain('Modelo 303');
    expect(vat('FR.vat')).toContain('申报频率未经确认');
  });

  it('electrical equipment without a battery: WEEE and its representative, no battery duty', () => {
    const report = buildReport(answers({ targetSites: ['DE', 'UK'], powered: true }));
    expect(ids(report)).toEqual(expect.arrayContaining(['DE.weee', 'DE.authorisedRep.weee', 'UK.weee']));
    expect(streams(report).has('batteries')).toBe(false);
    expect(ids(report)).not.toContain('DE.authorisedRep.batteries');
  });

  it('plain goods: no WEEE, batteries, textiles or energy label', () => {
    const report = buildReport(answers({ targetSites: ['DE', 'FR', 'IT', 'ES', 'UK'] }));
    for (const stream of ['weee', 'batteries', 'textiles', 'energyLabel'])
      expect(streams(report).has(stream as never)).toBe(false);
    expect(ids(report)).toEqual(
      expect.arrayContaining(['DE.packaging', 'FR.packaging', 'IT.packaging', 'ES.packaging', 'UK.packaging']),
    );
  });

  it('textiles and furniture in France: Refashion and Ecomaison, with their services', () => {
    const report = buildReport(answers({ targetSites: ['FR'], textileOrFurniture: true }));
    const fr = obligations(report).find((o) => o.ruleId === 'FR.textiles');
    expect(fr?.register).toContain('Refashion');
    expect(fr?.register).toContain('Ecomaison');
    expect(report.recommendedServices.map((s) => s.serviceType)).toEqual(expect.arrayContaining([1008, 1009]));
  });

  it('Spain: the representative a foreign firm needs comes from a provider source', () => {
    const report = buildReport(answers({ targetSites: ['ES'] }));
    expect(obligations(report).find((o) => o.ruleId === 'ES.authorisedRep')?.confidence).toBe('provider');
  });

  it('trademark: file where there is none; enrol in Brand Registry on Amazon with one; nothing once enrolled', () => {
    const none = buildReport(answers({ targetSites: ['US', 'UK'] }));
    expect(ids(none).filter((id) => id.includes('trademark'))).toEqual(['US.trademark.file', 'UK.trademark.file']);
    expect(none.recommendedServices).toEqual(
      expect.arrayContaining([{ serviceType: 1013, country: 101, productNameKeyWord: '商标' }]),
    );

    const marked = buildReport(answers({ targetSites: ['US'], trademark: true }));
    expect(ids(marked)).toContain('US.trademark.brandRegistry');
    expect(ids(marked)).not.toContain('US.trademark.file');

    const offAmazon = buildReport(answers({ targetSites: ['US'], platforms: ['OTHER'], trademark: true }));
    expect(ids(offAmazon).filter((id) => id.includes('trademark'))).toEqual([]);

    const enrolled = buildReport(answers({ targetSites: ['US'], trademark: true, brandRegistry: true }));
    expect(ids(enrolled).filter((id) => id.includes('trademark'))).toEqual([]);
  });
});

describe('options and input', () => {
  it('takes the day the report is made', () => {
    expect(buildReport(answers(), { checkedOn: '2027-01-05' }).checkedOn).toBe('2027-01-05');
  });

  it('refuses a malformed day and answers that break the questionnaire', () => {
    expect(() => buildReport(answers(), { checkedOn: '2027-02-30' })).toThrow(RangeError);
    expect(() => buildReport(answers(), { checkedOn: 'today' })).toThrow(RangeError);
    expect(() => buildReport({ ...answers(), battery: true, powered: false })).toThrow();
    expect(() => buildReport({ ...answers(), targetSites: [] })).toThrow();
  });
});
