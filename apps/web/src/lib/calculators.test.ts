import { describe, expect, it } from 'vitest';
import {
  type CalculatorProduct,
  CBAM_ILLUSTRATIVE_INTENSITY_MILLI,
  cbamEstimate,
  MULTI_SITE_COUNTRIES,
  multiSiteEstimate,
  PACKAGING_MATERIALS,
  type PackagingMaterial,
  packagingEstimate,
  parseScaled,
  productCents,
  roundDiv,
  timesPerYear,
  VAT_COUNTRIES,
  VAT_RATES,
  vatDue,
  vatFromGross,
  vatFromNet,
} from './calculators.ts';
import { formatCents, formatScaled } from './money.ts';

/** A small deterministic generator (mulberry32), so the property checks are repeatable. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const ints = (count: number, max: number, seed = 1): number[] => {
  const next = random(seed);
  return Array.from({ length: count }, () => Math.floor(next() * max));
};

describe('input parsing', () => {
  it('reads decimals as integers of the smallest unit', () => {
    expect(parseScaled('12.5', 2, 1e9)).toEqual({ ok: true, value: 1250 });
    expect(parseScaled(' 1,234.56 ', 2, 1e9)).toEqual({ ok: true, value: 123456 });
    expect(parseScaled('１２．５', 2, 1e9)).toEqual({ ok: true, value: 1250 });
    expect(parseScaled('0.10', 1, 1e9)).toEqual({ ok: true, value: 1 });
    expect(parseScaled('.5', 3, 1e9)).toEqual({ ok: true, value: 500 });
    expect(parseScaled('007', 0, 1e9)).toEqual({ ok: true, value: 7 });
    expect(parseScaled('-0', 2, 1e9)).toEqual({ ok: true, value: 0 });
  });

  it('refuses what is not a plain non-negative decimal', () => {
    expect(parseScaled('', 2, 1e9)).toEqual({ ok: false, problem: 'empty' });
    expect(parseScaled('abc', 2, 1e9)).toEqual({ ok: false, problem: 'format' });
    expect(parseScaled('1e3', 2, 1e9)).toEqual({ ok: false, problem: 'format' });
    expect(parseScaled('1.2.3', 2, 1e9)).toEqual({ ok: false, problem: 'format' });
    expect(parseScaled('12,5', 2, 1e9)).toEqual({ ok: false, problem: 'format' });
    expect(parseScaled('.', 2, 1e9)).toEqual({ ok: false, problem: 'format' });
    expect(parseScaled('-5', 2, 1e9)).toEqual({ ok: false, problem: 'negative' });
    expect(parseScaled('1.234', 2, 1e9)).toEqual({ ok: false, problem: 'precision' });
    expect(parseScaled('1000000001', 2, 1e9)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseScaled('9'.repeat(40), 2, 1e9)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('formats with thousands separators', () => {
    expect(formatCents(123456)).toBe('1,234.56');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatScaled(1234567, 0)).toBe('1,234,567');
    expect(formatCents(-150)).toBe('-1.50');
  });

  it('rounds half up exactly', () => {
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(9_007_199_254_740_991, 2)).toBe(4_503_599_627_370_496);
    expect(roundDiv(0, 7)).toBe(0);
  });
});

describe('VAT', () => {
  it('has the standard rates of DOMAIN.md', () => {
    expect(VAT_RATES.UK.rate).toBe(20);
    expect(VAT_RATES.DE.rate).toBe(19);
    expect(VAT_RATES.FR.rate).toBe(20);
    expect(VAT_RATES.IT.rate).toBe(22);
    expect(VAT_RATES.ES.rate).toBe(21);
    expect(VAT_RATES.PL.rate).toBe(23);
    expect(VAT_RATES.CZ.rate).toBe(21);
    expect(VAT_RATES.NL.rate).toBe(21);
  });

  it('splits a VAT-inclusive price of 100 as the seeded example table does', () => {
    const expected: Record<string, [number, number]> = {
      UK: [1667, 8333],
      DE: [1597, 8403],
      IT: [1803, 8197],
      ES: [1736, 8264],
      PL: [1870, 8130],
    };
    for (const [country, [vat, net]] of Object.entries(expected)) {
      const rate = VAT_RATES[country as keyof typeof VAT_RATES].rate;
      expect(vatFromGross(10_000, rate), country).toEqual({ netCents: net, vatCents: vat, grossCents: 10_000 });
    }
  });

  it('adds VAT to a net price', () => {
    expect(vatFromNet(8403, 19)).toEqual({ netCents: 8403, vatCents: 1597, grossCents: 10_000 });
    expect(vatFromNet(1, 19)).toEqual({ netCents: 1, vatCents: 0, grossCents: 1 });
    expect(vatFromNet(3, 19)).toEqual({ netCents: 3, vatCents: 1, grossCents: 4 });
  });

  it('always adds up, never goes negative, and grows with the price (property)', () => {
    for (const country of VAT_COUNTRIES) {
      const rate = VAT_RATES[country].rate;
      let previous = vatFromGross(0, rate);
      for (const cents of ints(300, 100_000_000_000, rate).sort((a, b) => a - b)) {
        const split = vatFromGross(cents, rate);
        expect(split.netCents + split.vatCents).toBe(cents);
        expect(split.vatCents).toBeGreaterThanOrEqual(0);
        expect(split.netCents).toBeGreaterThanOrEqual(previous.netCents);
        expect(split.vatCents).toBeGreaterThanOrEqual(previous.vatCents - 1);
        expect(Number.isInteger(split.netCents)).toBe(true);
        // Round trip: the net part with VAT added is the price again, give or take a cent.
        expect(Math.abs(vatFromNet(split.netCents, rate).grossCents - cents)).toBeLessThanOrEqual(1);
        previous = split;
      }
    }
  });

  it('reports the period balance as payable or refund, never a negative amount', () => {
    expect(vatDue(120_000, 5_000, 20)).toEqual({
      outputVatCents: 20_000,
      deductibleCents: 5_000,
      kind: 'payable',
      amountCents: 15_000,
    });
    expect(vatDue(12_000, 5_000, 20)).toEqual({
      outputVatCents: 2_000,
      deductibleCents: 5_000,
      kind: 'refund',
      amountCents: 3_000,
    });
    expect(vatDue(12_000, 2_000, 20).kind).toBe('nil');
    for (const [sales, deductible] of ints(200, 1e10, 7).map((s, i) => [s, ints(200, 1e9, 8)[i] ?? 0] as const)) {
      const due = vatDue(sales, deductible, 21);
      expect(due.amountCents).toBeGreaterThanOrEqual(0);
      expect(due.kind === 'refund' ? -due.amountCents : due.amountCents).toBe(due.outputVatCents - deductible);
    }
  });
});

describe('German packaging EPR', () => {
  it('multiplies each material by its indicative rate', () => {
    const estimate = packagingEstimate({ paper: 100_000, plastics: 20_000 });
    expect(estimate.lines.find((l) => l.material === 'paper')?.feeCents).toBe(3500);
    expect(estimate.lines.find((l) => l.material === 'plastics')?.feeCents).toBe(3000);
    expect(estimate.totalGrams).toBe(120_000);
    expect(estimate.totalFeeCents).toBe(6500);
    expect(estimate.lucidRequired).toBe(true);
    expect(estimate.declaration.required).toBe(false);
  });

  it('needs LUCID even with no packaging, and rounds small weights to the cent', () => {
    const none = packagingEstimate({});
    expect(none.totalFeeCents).toBe(0);
    expect(none.lucidRequired).toBe(true);
    expect(packagingEstimate({ glass: 1 }).totalFeeCents).toBe(0);
  });

  it('applies the completeness declaration only above the thresholds', () => {
    const at = packagingEstimate({ glass: 80_000_000, paper: 50_000_000, plastics: 30_000_000 });
    expect(at.declaration.required).toBe(false);
    expect(packagingEstimate({ glass: 80_000_001 }).declaration.required).toBe(true);
    expect(packagingEstimate({ paper: 50_000_001 }).declaration.required).toBe(true);
    // Lightweight packaging is plastics, aluminium, ferrous metals and composites together.
    const light = packagingEstimate({
      plastics: 10_000_000,
      aluminium: 10_000_000,
      ferrous: 5_000_000,
      composites: 5_000_001,
    });
    expect(light.declaration.groups.find((g) => g.group === 'lightweight')).toMatchObject({
      grams: 30_000_001,
      exceeded: true,
    });
    expect(packagingEstimate({ other: 900_000_000 }).declaration.required).toBe(false);
  });

  it('never decreases when a weight grows, and is never NaN or negative (property)', () => {
    const next = random(42);
    for (let run = 0; run < 200; run++) {
      const grams = Object.fromEntries(PACKAGING_MATERIALS.map((m) => [m, Math.floor(next() * 1e9)])) as Record<
        PackagingMaterial,
        number
      >;
      const base = packagingEstimate(grams);
      expect(Number.isFinite(base.totalFeeCents)).toBe(true);
      expect(base.totalFeeCents).toBeGreaterThanOrEqual(0);
      const material = PACKAGING_MATERIALS[run % PACKAGING_MATERIALS.length] as PackagingMaterial;
      const more = packagingEstimate({ ...grams, [material]: grams[material] + Math.floor(next() * 1e6) });
      expect(more.totalFeeCents).toBeGreaterThanOrEqual(base.totalFeeCents);
      if (base.declaration.required) expect(more.declaration.required).toBe(true);
    }
  });
});

describe('multi-site obligations and prices', () => {
  const products: CalculatorProduct[] = [
    { serviceType: 1001, country: 2, productName: '德国VAT注册', unitPrice: 3980, discountPrice: 500, priceUnit: '次' },
    { serviceType: 1002, country: 2, productName: '德国VAT申报', unitPrice: 4800, discountPrice: 800, priceUnit: '年' },
    { serviceType: 1006, country: 2, productName: '德国包装法', unitPrice: 1280, discountPrice: 200, priceUnit: '年' },
    { serviceType: 1001, country: 1, productName: '法国VAT注册', unitPrice: 3980, discountPrice: 0, priceUnit: '次' },
    { serviceType: 1002, country: 1, productName: '法国VAT申报', unitPrice: 4200, discountPrice: 0, priceUnit: '年' },
    { serviceType: 1004, country: 99, productName: 'OSS注册', unitPrice: 1200, discountPrice: 0, priceUnit: '次' },
    { serviceType: 1004, country: 99, productName: 'OSS季度申报', unitPrice: 600, discountPrice: 0, priceUnit: '季度' },
    { serviceType: 1005, country: 5, productName: '波兰WEEE', unitPrice: 100.1, discountPrice: 0.05, priceUnit: '年' },
  ];

  it('prices a product as the price rules do: unit price minus discount, never negative', () => {
    expect(productCents({ unitPrice: 3980, discountPrice: 500 })).toBe(348_000);
    expect(productCents({ unitPrice: 100.1, discountPrice: 0.05 })).toBe(10_005);
    expect(productCents({ unitPrice: 100, discountPrice: 150 })).toBe(0);
  });

  it('needs VAT where stock is held, with registration once and filing every year', () => {
    const estimate = multiSiteEstimate({ DE: 'stock' }, ['vat', 'packaging'], products);
    expect(estimate.lines.map((l) => [l.country, l.stream, l.status])).toEqual([
      ['DE', 'vat', 'required'],
      ['DE', 'packaging', 'required'],
    ]);
    expect(estimate.oneOffCents).toBe(348_000);
    expect(estimate.annualCents).toBe(400_000 + 108_000);
    expect(estimate.firstYearCents).toBe(348_000 + 508_000);
    expect(estimate.onRequest).toBe(0);
  });

  it('adds OSS as conditional for EU sales without stock, and leaves it out of the sums', () => {
    const estimate = multiSiteEstimate({ DE: 'stock', FR: 'sales' }, ['vat'], products);
    const fr = estimate.lines.find((l) => l.country === 'FR');
    expect(fr).toMatchObject({ status: 'conditional', rule: 'vatEuNoStock', items: [] });
    const oss = estimate.lines.find((l) => l.rule === 'oss');
    expect(oss?.items.map((i) => i.product?.name)).toEqual(['OSS注册', 'OSS季度申报']);
    expect(estimate.firstYearCents).toBe(348_000 + 400_000);
  });

  it('follows the EPR table: packaging by the marketplace in the UK, batteries in every EU country', () => {
    const estimate = multiSiteEstimate({ UK: 'sales', PL: 'sales' }, ['packaging', 'weee', 'battery'], products);
    const statusOf = (country: string, stream: string) =>
      estimate.lines.find((l) => l.country === country && l.stream === stream)?.status;
    expect(statusOf('UK', 'packaging')).toBe('marketplace');
    expect(statusOf('UK', 'weee')).toBe('required');
    expect(statusOf('UK', 'battery')).toBe('conditional');
    expect(statusOf('PL', 'packaging')).toBe('check');
    expect(statusOf('PL', 'battery')).toBe('required');
  });

  it('prices missing products on request, outside the sums', () => {
    const estimate = multiSiteEstimate({ PL: 'stock' }, ['vat', 'weee', 'battery'], products);
    expect(estimate.onRequest).toBe(3);
    expect(estimate.annualCents).toBe(10_005);
    const vat = estimate.lines.find((l) => l.stream === 'vat');
    expect(vat?.items).toEqual([
      { serviceType: 1001, product: null },
      { serviceType: 1002, product: null },
    ]);
  });

  it('lists nothing for no country or no stream, and more countries never cost less (property)', () => {
    expect(multiSiteEstimate({}, ['vat'], products).lines).toEqual([]);
    expect(multiSiteEstimate({ DE: 'stock' }, [], products).lines).toEqual([]);
    const next = random(3);
    for (let run = 0; run < 100; run++) {
      const presence = Object.fromEntries(
        MULTI_SITE_COUNTRIES.map((c) => [c, (['none', 'sales', 'stock'] as const)[Math.floor(next() * 3)]]),
      );
      const base = multiSiteEstimate(presence, ['vat', 'packaging', 'weee', 'battery'], products);
      const more = multiSiteEstimate({ ...presence, DE: 'stock' }, ['vat', 'packaging', 'weee', 'battery'], products);
      expect(Number.isFinite(base.firstYearCents)).toBe(true);
      expect(more.firstYearCents).toBeGreaterThanOrEqual(base.firstYearCents);
    }
  });
});

describe('price units', () => {
  it('counts a stored unit as paid once, yearly, quarterly or monthly, in Chinese or English', () => {
    expect(['次', '件', '', '年', 'year', '季度', 'quarter', '月', 'month', 'toString'].map(timesPerYear)).toEqual([
      0, 0, 0, 1, 1, 4, 4, 12, 12, 0,
    ]);
  });
});

describe('CBAM', () => {
  it('multiplies tonnes by the intensity, and exempts up to 50 t a year', () => {
    const at = cbamEstimate([{ group: 'steel', massKg: 50_000 }]);
    expect(at.emissionsKg).toBe(100_000);
    expect(at.deMinimis).toBe(true);
    expect(at.declarantRequired).toBe(false);
    expect(at.certificates).toBe(0);
    const above = cbamEstimate([{ group: 'steel', massKg: 50_001 }]);
    expect(above.deMinimis).toBe(false);
    expect(above.declarantRequired).toBe(true);
    expect(above.liableEmissionsKg).toBe(100_002);
    expect(above.certificates).toBe(101);
  });

  it('adds the groups up for the threshold, and never exempts hydrogen', () => {
    const mixed = cbamEstimate([
      { group: 'steel', massKg: 30_000 },
      { group: 'aluminium', massKg: 25_000 },
    ]);
    expect(mixed.thresholdMassKg).toBe(55_000);
    expect(mixed.deMinimis).toBe(false);
    const hydrogen = cbamEstimate([
      { group: 'cement', massKg: 10_000 },
      { group: 'hydrogen', massKg: 1_000 },
    ]);
    expect(hydrogen.deMinimis).toBe(true);
    expect(hydrogen.declarantRequired).toBe(true);
    expect(hydrogen.liableEmissionsKg).toBe(CBAM_ILLUSTRATIVE_INTENSITY_MILLI.hydrogen);
    expect(hydrogen.certificates).toBe(10);
  });

  it("uses the importer's own intensity when given", () => {
    const own = cbamEstimate([{ group: 'aluminium', massKg: 100_000, intensityMilli: 1234 }]);
    expect(own.lines.find((l) => l.group === 'aluminium')).toMatchObject({ illustrative: false, emissionsKg: 123_400 });
    expect(own.certificates).toBe(124);
  });

  it('is monotonic in mass and never NaN or negative (property)', () => {
    const next = random(9);
    for (let run = 0; run < 200; run++) {
      const inputs = (['steel', 'aluminium', 'cement', 'fertilisers', 'hydrogen'] as const).map((group) => ({
        group,
        massKg: Math.floor(next() * 200_000),
      }));
      const base = cbamEstimate(inputs);
      const more = cbamEstimate(inputs.map((i, n) => (n === run % 5 ? { ...i, massKg: i.massKg + 1000 } : i)));
      for (const value of [base.emissionsKg, base.liableEmissionsKg, base.certificates]) {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
      expect(more.emissionsKg).toBeGreaterThanOrEqual(base.emissionsKg);
      expect(more.liableEmissionsKg).toBeGreaterThanOrEqual(base.liableEmissionsKg);
      expect(more.certificates).toBeGreaterThanOrEqual(base.certificates);
      expect(base.certificates * 1000).toBeGreaterThanOrEqual(base.liableEmissionsKg);
    }
  });
});
