import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../db/src/seed/load.ts';
import { buildReport } from '../src/engine.ts';
import { type ProductPrice, priceServices, priceView, twoDecimals } from '../src/prices.ts';
import { answers } from './support.ts';

const product = (overrides: Partial<ProductPrice>): ProductPrice => ({
  serviceType: 1006,
  country: 2,
  productName: '德国包装法注册',
  unitPrice: 1000,
  discountPrice: 0,
  priceUnit: '年',
  ...overrides,
});
const packagingDe = { serviceType: 1006, country: 2, productNameKeyWord: '包装' };

describe('the price rules of spec section 9', () => {
  it('shows two decimals, without floating-point surprises', () => {
    expect(twoDecimals(2999)).toBe('2999.00');
    expect(twoDecimals(0)).toBe('0.00');
    expect(twoDecimals(1.005)).toBe('1.01');
    expect(twoDecimals(0.1 + 0.2)).toBe('0.30');
  });

  it('shows the unit price minus the discount, and the original as ￥ amount plus unit when discounted', () => {
    expect(priceView(product({ unitPrice: 3999, discountPrice: 1000 }))).toEqual({
      productName: '德国包装法注册',
      amount: '2999.00',
      unit: '年',
      original: '￥3999.00/年',
    });
    expect(priceView(product({ unitPrice: 1280 })).original).toBeNull();
    expect(priceView(product({ unitPrice: 100, discountPrice: 150 })).amount).toBe('0.00');
    expect(priceView(product({ unitPrice: 99.9, discountPrice: 0.1, priceUnit: '' })).original).toBe('￥99.90');
  });
});

describe('priceServices', () => {
  it('gives the lowest, the median and the highest price of the matching products', () => {
    const list = [3000, 1000, 2000, 4000].map((unitPrice, i) => product({ unitPrice, productName: `包装 ${i}` }));
    const [priced] = priceServices([packagingDe], list);
    expect([priced?.price1?.amount, priced?.price2?.amount, priced?.price3?.amount]).toEqual([
      '1000.00',
      '2000.00',
      '4000.00',
    ]);
    expect(priced?.productCount).toBe(4);
  });

  it('orders by the price paid, after the discount', () => {
    const list = [
      product({ unitPrice: 1500, discountPrice: 800, productName: '包装 A' }),
      product({ unitPrice: 1000, productName: '包装 B' }),
    ];
    const [priced] = priceServices([packagingDe], list);
    expect(priced?.price1).toMatchObject({ productName: '包装 A', amount: '700.00', original: '￥1500.00/年' });
    expect(priced?.price3?.productName).toBe('包装 B');
  });

  it('narrows to the products naming the keyword, and falls back to the type and country', () => {
    const list = [
      product({ productName: '德国WEEE注册', unitPrice: 10 }),
      product({ productName: '德国包装法注册', unitPrice: 20 }),
    ];
    expect(priceServices([packagingDe], list)[0]?.price1?.amount).toBe('20.00');
    expect(priceServices([{ ...packagingDe, productNameKeyWord: '不存在' }], list)[0]?.price1?.amount).toBe('10.00');
    expect(priceServices([{ ...packagingDe, productNameKeyWord: '' }], list)[0]?.productCount).toBe(2);
  });

  it('gives nulls when no product matches, ignoring other countries and broken rows', () => {
    const list = [product({ country: 1 }), product({ unitPrice: Number.NaN }), product({ unitPrice: -5 })];
    expect(priceServices([packagingDe], list)).toEqual([
      { ...packagingDe, price1: null, price2: null, price3: null, productCount: 0 },
    ]);
  });

  it('prices a report from the seeded products', () => {
    const report = buildReport(answers({ targetSites: ['DE', 'FR'], battery: true }));
    const priced = priceServices(
      report.recommendedServices,
      seedContent().products.map((p) => ({ ...p, productName: p.name })),
    );
    const de = priced.find((p) => p.serviceType === 1006 && p.country === 2);
    expect(de?.price1).toMatchObject({ amount: '1080.00', unit: '年', original: '￥1280.00/年' });
    expect(priced.every((p) => p.price1 !== null)).toBe(true);
  });

  it('orders products that tie on price, unit price and name by their discount, whatever the input order', () => {
    // Both pay 0.00 (a discount larger than the price), but only the discounted one shows an original price.
    const free = product({ unitPrice: 0, discountPrice: 0, productName: '包装 A' });
    const overDiscounted = product({ unitPrice: 0, discountPrice: 0.01, productName: '包装 A' });
    const forward = priceServices([packagingDe], [free, overDiscounted]);
    expect(priceServices([packagingDe], [overDiscounted, free])).toEqual(forward);
    expect(forward[0]?.price1?.original).toBeNull();
    expect(forward[0]?.price3?.original).toBe('￥0.00/年');
  });

  it('keeps price1 <= price2 <= price3 and is stable under reordering', () => {
    const productArb = fc.record({
      unitPrice: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
      discountPrice: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
      productName: fc.constantFrom('包装 A', '包装 B', '包装 C'),
    });
    fc.assert(
      fc.property(fc.array(productArb, { minLength: 1, maxLength: 8 }), (rows) => {
        const list = rows.map((r) => product(r));
        const [priced] = priceServices([packagingDe], list);
        const amounts = [priced?.price1, priced?.price2, priced?.price3].map((p) => Number(p?.amount));
        expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
        expect(priceServices([packagingDe], [...list].reverse())).toEqual(priceServices([packagingDe], list));
      }),
    );
  });
});
