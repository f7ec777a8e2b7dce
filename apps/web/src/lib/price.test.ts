import { describe, expect, it } from 'vitest';
import { formatAmount as twoDecimals } from './money.ts';
import { priceView } from './price.ts';

describe('price rules (spec section 9)', () => {
  it('shows two decimals', () => {
    expect(twoDecimals(2999)).toBe('2999.00');
    expect(twoDecimals(0.1 + 0.2)).toBe('0.30');
    expect(twoDecimals(1.005)).toBe('1.01');
    expect(twoDecimals(0)).toBe('0.00');
  });

  it('charges the unit price minus the discount and shows the original with ￥ and the unit', () => {
    expect(priceView({ unitPrice: 3999, discountPrice: 1000, priceUnit: '年' })).toEqual({
      amount: '2999.00',
      unit: '年',
      original: '￥3999.00/年',
    });
  });

  it('shows no original price without a discount', () => {
    expect(priceView({ unitPrice: 800, discountPrice: 0, priceUnit: '次' })).toEqual({
      amount: '800.00',
      unit: '次',
      original: null,
    });
  });

  it('never shows a negative amount', () => {
    expect(priceView({ unitPrice: 100, discountPrice: 150, priceUnit: '' }).amount).toBe('0.00');
  });
});
