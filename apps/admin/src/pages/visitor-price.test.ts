import { describe, expect, it } from 'vitest';
import { visitorPrice } from './content.tsx';

describe('the price a visitor sees (spec section 9)', () => {
  it('is the unit price minus the discount, to 2 decimals, per unit, with the original when discounted', () => {
    expect(visitorPrice(3999, 1000, '年')).toEqual({ pay: '￥2999.00/年', was: '￥3999.00/年' });
    expect(visitorPrice(500, 0, '次')).toEqual({ pay: '￥500.00/次', was: null });
    expect(visitorPrice(99.5, 0, '')).toEqual({ pay: '￥99.50', was: null });
  });

  it('shows nothing for prices the form refuses', () => {
    expect(visitorPrice(100, 200, '年')).toBeNull();
    expect(visitorPrice(undefined, 0, '年')).toBeNull();
    expect(visitorPrice(100, -1, '年')).toBeNull();
  });
});
