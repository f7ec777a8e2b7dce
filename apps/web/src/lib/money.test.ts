import { describe, expect, it } from 'vitest';
import { formatAmount, formatCents, formatMoney, formatScaled } from './money.ts';

describe('the money formatter', () => {
  it('writes price tags with two decimals, half away from zero, no grouping', () => {
    expect(formatAmount(2999)).toBe('2999.00');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatMoney(3999)).toBe('￥3999.00');
  });

  it('writes calculator results with grouping and the currency symbol, an unknown currency after the amount', () => {
    expect(formatCents(123456)).toBe('1,234.56');
    expect(formatCents(123456, 'EUR')).toBe('€1,234.56');
    expect(formatCents(500, 'GBP')).toBe('£5.00');
    expect(formatCents(1200, 'PLN')).toBe('12.00 PLN');
    expect(formatScaled(1234567, 3)).toBe('1,234.567');
  });

  it('trims award amounts', () => {
    expect(formatMoney(500, { trim: true })).toBe('￥500');
    expect(formatMoney(8.5, { trim: true })).toBe('￥8.5');
    expect(formatMoney(12.345, { trim: true })).toBe('￥12.35');
  });
});
