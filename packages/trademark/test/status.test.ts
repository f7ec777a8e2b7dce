import { describe, expect, it } from 'vitest';
import { rankMarks } from '../src/rank.ts';
import { liveness, statusLabel } from '../src/status.ts';

describe('statusLabel', () => {
  it("reads an office's English status in Chinese and keeps Chinese and English text as it is", () => {
    expect(statusLabel('registered', 'zh-CN')).toBe('已注册');
    expect(statusLabel('Registered', 'zh-CN')).toBe('已注册');
    expect(statusLabel('pending', 'zh-CN')).toBe('申请中');
    expect(statusLabel('Application published', 'zh-CN')).toBe('公告中');
    expect(statusLabel('expired', 'zh-CN')).toBe('已过期');
    expect(statusLabel('Abandoned', 'zh-CN')).toBe('已放弃');
    expect(statusLabel('LIVE', 'zh-CN')).toBe('有效');
    expect(statusLabel('DEAD', 'zh-CN')).toBe('已失效');
    expect(statusLabel('已注册', 'zh-CN')).toBe('已注册');
    expect(statusLabel('registered', 'en')).toBe('registered');
    expect(liveness('registered')).toBe('live');
  });

  it('leaves no English status word in the Chinese reasons', () => {
    const result = rankMarks({ mark: 'FONE', classes: [9] }, [
      { number: 'S1', mark: 'PHONE', classes: [9], owner: 'A', country: 'EU', status: 'pending', filed: null },
      { number: 'S2', mark: 'FONE', classes: [9], owner: 'B', country: 'US', status: 'registered', filed: null },
    ]);
    const text = [...result.reasons, ...result.hits.flatMap((h) => h.reasons)].join(' ');
    expect(text).not.toMatch(/registered|pending/);
    expect(text).toMatch(/申请中|已注册/);
  });
});
