import { describe, expect, it } from 'vitest';
import { buildReport, type Report } from '../src/engine.ts';
import type { Refine } from '../src/rules.ts';
import { answers } from './support.ts';

const items = (report: Report) => report.markets.flatMap((m) => m.streams.flatMap((s) => s.obligations));
const ids = (report: Report) => items(report).map((o) => o.ruleId);
const text = (report: Report) => JSON.stringify(items(report).filter((o) => o.status !== 'conditional'));

describe('the scenarios of issue 24', () => {
  it('a German seller of plain goods: GPSR and LUCID, no €10,000 threshold as theirs', () => {
    const report = buildReport(answers());
    expect(ids(report)).toEqual(expect.arrayContaining(['EU.productSafety.gpsr', 'DE.packaging']));
    expect(JSON.stringify(report)).not.toContain('€10,000门槛，');
    expect(ids(report)).not.toContain('EU.vat.threshold');
    const nonEu = buildReport(answers(), { refine: { established: 'CN' } });
    expect(ids(nonEu)).not.toContain('EU.vat.threshold');
    expect(items(nonEu).find((o) => o.ruleId === 'EU.vat.noThreshold')?.status).toBe('info');
  });

  it('a French powered-goods seller: CE, GPSR, the fiscal representative and the IDU', () => {
    const report = buildReport(answers({ targetSites: ['FR'], powered: true }));
    expect(ids(report)).toEqual(
      expect.arrayContaining([
        'EU.productSafety.ce',
        'EU.productSafety.gpsr',
        'FR.authorisedRep.fiscal',
        'FR.packaging',
        'FR.weee',
      ]),
    );
  });

  it('a German battery seller: BattDG, stiftung ear and the producer organisation', () => {
    const report = buildReport(answers({ battery: true }));
    expect(ids(report)).toEqual(
      expect.arrayContaining([
        'DE.batteries',
        'DE.batteries.producerOrganisation',
        'EU.batteries.registration',
        'EU.batteries.ce',
      ]),
    );
    expect(text(report)).toContain('stiftung ear');
  });

  it('a Japanese powered-goods seller: PSE and the domestic administrator', () => {
    const report = buildReport(answers({ targetSites: ['JP'], powered: true }));
    expect(ids(report)).toEqual([
      'JP.vat',
      'JP.productSafety.pse',
      'JP.productSafety.domesticAdministrator',
      'JP.trademark.file',
    ]);
  });

  it('a US-only seller: no EU or UK safety duty', () => {
    const report = buildReport(answers({ targetSites: ['US'], powered: true, battery: true }));
    expect(report.markets.map((m) => m.country)).toEqual(['US']);
    expect(ids(report).some((id) => id.startsWith('EU.') || id.startsWith('UK.'))).toBe(false);
  });

  it('refining "stock in Germany via FBA" turns the German VAT duty from conditional to required', () => {
    const a = answers();
    const first = buildReport(a, { checkedOn: '2026-11-27' });
    const refine: Refine = { stockLocations: ['DE'], established: 'CN' };
    const second = buildReport(a, { checkedOn: '2026-11-27', refine });
    const vat = (r: Report) => items(r).find((o) => o.ruleId === 'DE.vat');
    expect(vat(first)?.status).toBe('conditional');
    expect(vat(second)?.status).toBe('required');
    expect(vat(second)?.urgent).toBe(true);
    expect(second.refine).toEqual(refine);
    expect(first.refine).toBeNull();
  });

  it("states the rules' own checked dates, never the report's date", () => {
    const report = buildReport(answers(), { checkedOn: '2027-01-05' });
    expect(report.checkedOn).toBe('2027-01-05');
    expect(report.rulesCheckedOn).toEqual(['2026-11-23', '2026-11-27']);
  });

  it('shows both confidences: the law and Amazon, each with its own sources', () => {
    const gpsr = items(buildReport(answers())).find((o) => o.ruleId === 'EU.productSafety.gpsr');
    expect(gpsr?.confidence).toBe('official');
    expect(gpsr?.sources[0]?.url).toContain('eur-lex.europa.eu/eli/reg/2023/988');
    expect(gpsr?.amazon?.confidence).toBe('unconfirmed');
    const seller = items(buildReport(answers({ platforms: ['ALIEXPRESS'] }))).find(
      (o) => o.ruleId === 'EU.productSafety.gpsr',
    );
    expect(seller?.amazon).toBeNull();
  });

  it('rejects refine answers outside the contract', () => {
    expect(() => buildReport(answers(), { refine: { established: 'XX' } as never })).toThrow();
    expect(() => buildReport(answers(), { refine: { stockLocations: ['DE', 'DE'] } })).toThrow();
  });
});

describe('the scenarios of issue 28: services for what applies to this seller', () => {
  const ids = (services: { serviceType: number }[]) => services.map((s) => s.serviceType);
  const item = (report: ReturnType<typeof buildReport>, id: string) =>
    report.markets.flatMap((m) => m.streams.flatMap((s) => s.obligations)).find((o) => o.ruleId === id);

  it('an Amazon-only seller to Germany and France is offered no IOSS; OSS only on the condition that makes it theirs', () => {
    const report = buildReport(answers({ targetSites: ['DE', 'FR'] }));
    expect(ids(report.recommendedServices)).not.toContain(1003);
    // Information (on its own condition, direct shipping), never a service.
    expect(item(report, 'EU.vat.ioss')).toMatchObject({ level: 'info', services: [] });
    expect(item(report, 'EU.vat.ioss')?.action).toContain('视同供应商');
    const oss = item(report, 'EU.vat.oss');
    expect(oss?.status).toBe('conditional');
    expect(oss?.condition).toContain('设立在欧盟成员国');
  });

  it('an Amazon-only seller established in China is offered neither IOSS nor OSS', () => {
    const report = buildReport(answers({ targetSites: ['DE', 'FR'] }), { refine: { established: 'CN' } });
    expect(ids(report.recommendedServices)).not.toContain(1003);
    expect(ids(report.recommendedServices)).not.toContain(1004);
    expect(item(report, 'EU.vat.oss')).toMatchObject({ level: 'info', services: [] });
    const stocked = buildReport(answers({ targetSites: ['DE'] }), {
      refine: { established: 'CN', stockLocations: ['DE', 'CN_DIRECT'] },
    });
    expect(item(stocked, 'EU.vat.oss')).toMatchObject({ status: 'info', services: [] });
    expect(item(stocked, 'EU.vat.ioss')).toMatchObject({ status: 'info', services: [] });
  });

  it('a seller with a shop of their own keeps IOSS as a service on its condition', () => {
    const report = buildReport(answers({ targetSites: ['DE'], platforms: ['AMAZON', 'OTHER'] }));
    expect(ids(report.recommendedServices)).toContain(1003);
    expect(item(report, 'EU.vat.ioss')).toMatchObject({
      status: 'conditional',
      condition: '如果您从中国直接发货给消费者',
    });
  });

  it('puts German VAT and the French IDU before the first sale: VAT on its condition, the IDU as it applies', () => {
    const report = buildReport(answers({ targetSites: ['DE', 'FR'] }));
    expect(item(report, 'DE.vat')).toMatchObject({ status: 'conditional', beforeSale: true, urgent: false });
    expect(item(report, 'FR.packaging')).toMatchObject({ status: 'required', beforeSale: true, urgent: true });
    const fr = report.markets.find((m) => m.country === 'FR');
    expect(fr?.summary.urgent).toBeGreaterThan(0);
  });
});
