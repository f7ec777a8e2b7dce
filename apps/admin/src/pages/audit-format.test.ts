import { describe, expect, it } from 'vitest';
import { actionLabel, changesOf, targetLabel } from './audit-format.ts';

describe('the audit log in a reader’s words', () => {
  it('names every action the gateway writes, and shows an unknown one as stored', () => {
    expect(actionLabel('auth.two-factor.verify-totp')).toBe('两步验证登录');
    expect(actionLabel('auth.sign-in.username')).toBe('登录');
    expect(actionLabel('lead.work')).toBe('跟进线索');
    expect(actionLabel('lead.export')).toBe('导出线索');
    expect(actionLabel('person.erase')).toBe('删除个人数据');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('names the object: a lead by its kind and number, a staff account', () => {
    expect(targetLabel('contact:1')).toBe('联系我们 #1');
    expect(targetLabel('report:RPT-9')).toBe('合规问卷报告 #RPT-9');
    expect(targetLabel('staff:SqLI8652vsSEOYGT')).toBe('员工账号');
    expect(targetLabel('product:12')).toBe('产品 #12');
    expect(actionLabel('content.publish')).toBe('发布');
    expect(targetLabel('mystery:1')).toBe('mystery:1');
    expect(targetLabel(null)).toBe('');
  });

  it('lists the fields that changed, with their labels and values in words', () => {
    expect(
      changesOf(
        { status: 'new', assigneeId: null, followUpOn: null, lostReason: null },
        { status: 'contacted', assigneeId: 'id-1', followUpOn: '2026-12-01', lostReason: null },
        new Map([['id-1', 'sales-wang']]),
      ),
    ).toEqual([
      { field: '状态', before: '新线索', after: '已联系' },
      { field: '负责人', before: '—', after: 'sales-wang' },
      { field: '跟进日期', before: '—', after: '2026-12-01' },
    ]);
    // A staff member no longer listed keeps the stored id.
    expect(changesOf({ assigneeId: null }, { assigneeId: 'gone' })).toEqual([
      { field: '负责人', before: '—', after: 'gone' },
    ]);
    expect(changesOf(null, { format: 'xlsx', filter: { q: '深圳', status: 'won' } })).toEqual([
      { field: '格式', after: 'xlsx' },
      { field: '筛选', after: '搜索 深圳，状态 成交' },
    ]);
    expect(changesOf({ leads: ['contact:1', 'report:2'], visits: 3 }, null)).toEqual([
      { field: '线索', before: 'contact:1、report:2' },
      { field: '访问记录', before: '3' },
    ]);
    expect(changesOf(null, {})).toEqual([]);
  });
});
