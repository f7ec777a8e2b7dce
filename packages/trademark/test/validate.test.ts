import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateClasses, validateMark } from '../src/validate.ts';

describe('validateMark', () => {
  it.each([
    ['', 'empty', '请输入商标名称'],
    ['   ', 'empty', '请输入商标名称'],
    ['A'.repeat(51), 'tooLong', '商标名称不能超过50个字符'],
    ['A'.repeat(500), 'tooLong', '商标名称不能超过50个字符'],
    ['BLUE\u0000WAVE', 'controlCharacters', '商标名称不能包含控制字符或换行'],
    ['BLUE\nWAVE', 'controlCharacters', '商标名称不能包含控制字符或换行'],
    ['!!! ---', 'noLetters', '商标名称需包含文字、字母或数字，不能只有标点符号'],
    ['。，、', 'noLetters', '商标名称需包含文字、字母或数字，不能只有标点符号'],
  ])('%j is %s', (mark, problem, message) => {
    const v = validateMark(mark);
    expect(v).toMatchObject({ ok: false, problem, message });
    if (!v.ok) expect(v.messageEn.length).toBeGreaterThan(0);
  });

  it('accepts a mark of 50 characters, Chinese and padded ones', () => {
    expect(validateMark('A'.repeat(50)).ok).toBe(true);
    expect(validateMark('龙'.repeat(50)).ok).toBe(true);
    const v = validateMark('  Blue-Wave  ');
    expect(v.ok && v.keys.compact).toBe('BLUEWAVE');
  });

  it('rejects non-strings without throwing', () => {
    expect(validateMark(undefined).ok).toBe(false);
    expect(validateMark(42).ok).toBe(false);
  });

  it('never throws, and an accepted mark has something to search', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        const v = validateMark(s);
        if (v.ok) expect(v.keys.compact).not.toBe('');
      }),
      { numRuns: 300 },
    );
    // 300 marks through every key (pinyin, sound codes) take seconds on a busy 2-core machine: not a timing test.
  }, 30_000);
});

describe('validateClasses', () => {
  it('accepts 1-46, sorted and de-duplicated', () => {
    expect(validateClasses([25, 9, 9, 46])).toEqual({ ok: true, classes: [9, 25, 46] });
    expect(validateClasses(undefined)).toEqual({ ok: true, classes: [] });
  });

  it.each([[[0]], [[47]], [[1.5]], [['9']], ['9']])('rejects %j', (classes) => {
    expect(validateClasses(classes)).toMatchObject({ ok: false });
  });
});
