import { QUESTIONS } from '@site/compliance/answers';
import { describe, expect, it } from 'vitest';
import { questionnaireText, questionViews, TRADITIONAL_OPTIONS, TRADITIONAL_TITLES } from './texts.ts';

describe('questionnaire texts', () => {
  it('give XM a traditional label for every question and option of the package', () => {
    for (const question of QUESTIONS) {
      expect(TRADITIONAL_TITLES[question.id], `question ${question.id}`).toBeTruthy();
      for (const code of question.options) expect(TRADITIONAL_OPTIONS[code], code).toBeTruthy();
    }
  });

  it('take the simplified labels from the compliance package', () => {
    const views = questionViews('zh-CN');
    expect(views.map((v) => v.title)).toEqual(QUESTIONS.map((q) => q.title));
    expect(views[0]?.options.find((o) => o.code === 'DE')?.label).toBe('德国');
    expect(views[2]?.options.map((o) => o.label)).toEqual(['是', '否']);
  });

  it('write traditional Chinese for XM', () => {
    const views = questionViews('zh-TW');
    expect(views[0]?.options.find((o) => o.code === 'DE')?.label).toBe('德國');
    expect(questionnaireText('zh-TW').incomplete).toBe('請勾選完整');
    expect(questionnaireText('zh-CN').incomplete).toBe('请勾选完整');
    expect(questionnaireText('zh-CN').busy).toBe('系统繁忙，请稍后重试');
  });
});
