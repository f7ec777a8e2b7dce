import { describe, expect, it } from 'vitest';
import { refusalText } from './marks-reasons.ts';

describe('the importer’s refusal reasons in the staff’s words', () => {
  it('words a reason by its key and values', () => {
    expect(refusalText({ file: 'a.csv', line: 3, reason: 'no mark text', key: 'noMarkText', values: {} })).toBe(
      '缺少商标文字',
    );
    expect(
      refusalText({
        file: 'a.csv',
        line: 4,
        reason: 'unknown class "77" (1-45, 46 US special)',
        key: 'unknownClass',
        values: { class: '77' },
      }),
    ).toBe('未知类别“77”（应为 1-45，46 为美国专用）');
    expect(
      refusalText({
        file: 'a.csv',
        line: 5,
        reason: 'expected 7 fields (number,mark,classes,owner,country,status,filed), got 5',
        key: 'fieldCount',
        values: { expected: 7, count: 5 },
      }),
    ).toBe('应有 7 列，实际 5 列');
  });

  it('names the XML record a reason is about first', () => {
    expect(
      refusalText({
        file: 'd.xml',
        line: 96,
        reason: 'case 99000104: no class',
        key: 'noClass',
        values: { case: '99000104' },
      }),
    ).toBe('案件 99000104：缺少类别');
    expect(
      refusalText({
        file: 'e.xml',
        line: 76,
        reason: 'application 019000203: bad application date "2023-13-01"',
        key: 'badApplicationDate',
        values: { date: '2023-13-01', application: '019000203' },
      }),
    ).toBe('申请 019000203：申请日“2023-13-01”格式不正确');
  });

  it('shows a reason as stored when it has no key (older imports, unreadable files) or an unknown one', () => {
    expect(refusalText({ file: 'a.csv', line: 3, reason: 'no mark text' })).toBe('no mark text');
    expect(refusalText({ file: 'a.csv', line: 0, reason: 'EACCES: permission denied' })).toBe(
      'EACCES: permission denied',
    );
    expect(refusalText({ file: 'a.csv', line: 9, reason: 'something new', key: 'somethingNew', values: {} })).toBe(
      'something new',
    );
  });
});
