import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { incrPosterCount, listPosters, officialProductPrice } from '../src/business.ts';
import { getPopUpConfig, incrPopupCount } from '../src/business-extra.ts';
import { type CallDef, defineCall } from '../src/call.ts';
import { calls } from '../src/calls.ts';
import { getHotArticleByType } from '../src/chtco.ts';
import { unknownKeysMessage, wireInput } from '../src/input.ts';
import { categorySearch, getTrademarkPrice, listSearchRecords } from '../src/ipr.ts';
import { getUserInfo } from '../src/system.ts';
import { getQaAnswerDetail, searchQaQuestions } from '../src/vat.ts';

const issueOf = (schema: z.ZodType | undefined, input: unknown) => {
  if (!schema) throw new Error('schema missing');
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0];
};

describe('numbers in a query string are plain decimal text', () => {
  it('reads digits (and the number itself, for typed clients)', () => {
    expect(getPopUpConfig.query.parse({ id: '12' })).toEqual({ id: 12 });
    expect(getPopUpConfig.query.parse({ id: 12 })).toEqual({ id: 12 });
    expect(searchQaQuestions.query.parse({ pageNum: '2', pageSize: '007' })).toEqual({ pageNum: 2, pageSize: 7 });
    expect(getQaAnswerDetail.params.parse({ answerId: '5' })).toEqual({ answerId: 5 });
    expect(getTrademarkPrice.query.parse({ country: '99', entitySize: '3' })).toEqual({ country: 99, entitySize: 3 });
    expect(getUserInfo.query.parse({ client: '1' })).toEqual({ client: 1 });
    expect(listSearchRecords.query.parse({ searchType: '2' })).toEqual({ searchType: 2 });
  });

  it.each(['true', ' 1 ', '1 ', '+1', '1e3', '0x10', '1.0', '', '[1]', '١', '9'.repeat(16)])(
    'refuses %j with the field message',
    (text) => {
      const issue = issueOf(getPopUpConfig.query, { id: text });
      expect(issue?.path).toEqual(['id']);
      expect(issue?.message).toBe('须为正整数');
      expect(issueOf(getHotArticleByType.query, { type: 'trends', limit: text })?.message).toBe('limit is 1-20');
    },
  );

  it('refuses a repeated parameter (an array) and a boolean', () => {
    expect(issueOf(getPopUpConfig.query, { id: ['1', '1'] })?.message).toBe('须为正整数');
    expect(issueOf(getPopUpConfig.query, { id: true })?.message).toBe('须为正整数');
    expect(issueOf(getUserInfo.query, { client: ' 1' })?.message).toBe('client must be 1');
  });

  it("lets one leading '-' through to the field's own minimum", () => {
    expect(issueOf(getPopUpConfig.query, { id: '-1' })?.message).toBe('须为正整数');
    const signed = defineCall({
      method: 'GET',
      base: '/api',
      path: '/x',
      query: z.object({ delta: z.number().int().min(-5) }),
      data: z.null(),
      auth: 'none',
      summary: 'test',
    });
    expect(signed.query.parse({ delta: '-5' })).toEqual({ delta: -5 });
    expect(issueOf(signed.query, { delta: '--5' })).toBeDefined();
    expect(issueOf(signed.query, { delta: '-6' })).toBeDefined();
  });
});

describe('numbers in a JSON body are JSON numbers', () => {
  it.each([['1'], [true], [[1]], [' 1 '], [null], [{}]])('refuses %j as an id', (value) => {
    expect(issueOf(incrPopupCount.body, { id: value, incrViewCount: 1 })?.path).toEqual(['id']);
    expect(issueOf(incrPosterCount.body, [{ posterId: value, incrViewCount: 1 }])?.path).toEqual([0, 'posterId']);
  });

  it('takes a number', () => {
    expect(incrPopupCount.body.parse({ id: 3, incrViewCount: 1 })).toEqual({ id: 3, incrViewCount: 1 });
    expect(categorySearch.body.parse({ keyword: 'shoes', pageNum: 2 }).pageNum).toBe(2);
    expect(issueOf(categorySearch.body, { keyword: 'shoes', pageNum: '2' })?.path).toEqual(['pageNum']);
  });
});

describe('unknown parameters are refused by every call, naming them', () => {
  it('in queries that used to drop them', () => {
    expect(issueOf(listPosters.query, { module: '1', extra: 'x' })?.message).toBe(unknownKeysMessage(['extra']));
    expect(issueOf(officialProductPrice.query, { utm_source: 'x' })?.message).toBe('不支持的参数：utm_source');
  });

  it('in nested body objects', () => {
    expect(issueOf(incrPosterCount.body, [{ posterId: 1, incrViewCount: 1, more: 1 }])?.message).toBe(
      '不支持的参数：more',
    );
  });

  it('every object of every call input is strict (records keep their own key rule)', () => {
    const loose: string[] = [];
    const walk = (name: string, schema: z.ZodType, where: string) => {
      const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
      if (def.type === 'object') {
        if ((def.catchall as z.ZodType | undefined)?._zod.def.type !== 'never') loose.push(`${name} ${where}`);
        for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>))
          walk(name, value, `${where}.${key}`);
      }
      for (const key of ['innerType', 'element', 'in'] as const) if (def[key]) walk(name, def[key] as z.ZodType, where);
      if (Array.isArray(def.options)) for (const option of def.options as z.ZodType[]) walk(name, option, where);
    };
    for (const [name, def] of Object.entries(calls) as [string, CallDef][]) {
      for (const part of ['query', 'params', 'body'] as const) {
        const schema = def[part];
        // A body the browser writes itself (CSP violation reports: bodyTypes) keeps the fields a newer browser adds.
        if (schema && !(part === 'body' && def.bodyTypes)) walk(name, schema, part);
      }
    }
    expect(loose).toEqual([]);
  });

  it('wireInput is idempotent', () => {
    const once = listPosters.query;
    const twice = wireInput(once, true);
    expect(twice.parse({ module: '2' })).toEqual(once.parse({ module: '2' }));
  });
});
