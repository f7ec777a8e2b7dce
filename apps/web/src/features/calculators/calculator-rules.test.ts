import { describe, expect, it } from 'vitest';
import { textsOf } from '../../i18n/translate.ts';
import {
  multiSiteResolver,
  type NumberSpec,
  numberFieldsResolver,
  numberFieldsSchema,
  presenceOf,
} from './calculator-rules.ts';
import type { CalculatorTexts } from './labels.ts';

const t = textsOf('zh-CN', 'calculators') as unknown as CalculatorTexts;
const options = { fields: {}, shouldUseNativeValidation: false } as never;

const MONEY: NumberSpec = { decimals: 2, max: 999_999_999 };
const SPECS = {
  price: MONEY,
  sales: { ...MONEY, optional: true, emptyIsNull: true },
  deductible: { ...MONEY, optional: true },
} satisfies Record<string, NumberSpec>;

describe("the calculators' number fields", () => {
  it('read decimals as scaled integers, and an empty optional field as 0 or absent', () => {
    const schema = numberFieldsSchema(SPECS, t);
    expect(schema.parse({ price: '1280.5', sales: '', deductible: '' })).toEqual({
      price: 128_050,
      sales: null,
      deductible: 0,
    });
    expect(schema.parse({ price: '１２３', sales: '12,000', deductible: '0.5' })).toEqual({
      price: 12_300,
      sales: 1_200_000,
      deductible: 50,
    });
  });

  it("give each problem the catalogue's message under its own field, and keep the others' values", async () => {
    const resolve = numberFieldsResolver(SPECS, t);
    const answer = await resolve({ price: '12,5元', sales: '-3', deductible: '1.234' }, undefined, options);
    expect(answer.values).toEqual({});
    expect(answer.errors.price?.message).toBe('请输入数字，例如 1280.5（不要带货币符号或单位）');
    expect(answer.errors.sales?.message).toBe('不能为负数');
    expect(answer.errors.deductible?.message).toBe('最多保留2位小数');
    const empty = await resolve({ price: '', sales: '', deductible: '' }, undefined, options);
    expect(Object.keys(empty.errors)).toEqual(['price']);
    expect(empty.errors.price?.message).toBe('请填写此项');
    const large = await resolve({ price: '1000000000', sales: '', deductible: '' }, undefined, options);
    expect(large.errors.price?.message).toBe('数值过大，请输入不超过 999,999,999 的数');
  });
});

describe('the multi-site form', () => {
  const resolve = multiSiteResolver(t);

  it('needs a country with sales or stock and at least one stream', async () => {
    const none = await resolve({ presence: presenceOf({}), streams: [] }, undefined, options);
    expect(none.errors.presence?.message).toBe('请至少为一个国家选择“仅销售”或“备货并销售”');
    expect(none.errors.streams?.message).toBe('请至少选择一个合规项目');
    // An unticked checkbox group reads as false.
    const unticked = await resolve(
      { presence: presenceOf({ DE: 'stock' }), streams: false as never },
      undefined,
      options,
    );
    expect(Object.keys(unticked.errors)).toEqual(['streams']);
  });

  it('passes the choices through as they are', async () => {
    const values = { presence: presenceOf({ DE: 'stock', FR: 'sales' }), streams: ['vat', 'weee'] as const };
    const answer = await resolve({ ...values, streams: [...values.streams] }, undefined, options);
    expect(answer.errors).toEqual({});
    expect(answer.values).toEqual({ ...values, streams: ['vat', 'weee'] });
    expect(values.presence).toEqual({
      UK: 'none',
      DE: 'stock',
      FR: 'sales',
      IT: 'none',
      ES: 'none',
      PL: 'none',
      CZ: 'none',
    });
  });
});
