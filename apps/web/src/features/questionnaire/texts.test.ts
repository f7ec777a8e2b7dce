import { type AnswerDraft, QUESTIONS, shownQuestions } from '@site/compliance/answers';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../i18n/catalogue.ts';
import { textsOf } from '../../i18n/translate.ts';
import { questionViews as viewsOf } from './questions.ts';

// The questionnaire's texts, as the catalogue holds them (they were ./texts.ts's).
const questionnaireText = (locale: 'zh-CN' | 'zh-TW') => CATALOGUE[locale].questionnaire;
const TRADITIONAL_TITLES = Object.fromEntries(
  Object.entries(CATALOGUE['zh-TW'].questionnaire.titles).map(([key, title]) => [Number(key.slice(1)), title]),
) as Record<number, string>;
const TRADITIONAL_OPTIONS: Record<string, string> = {
  ...CATALOGUE['zh-TW'].countries,
  ...CATALOGUE['zh-TW'].questionnaire.options,
};
const questionViews = (locale: 'zh-CN' | 'zh-TW') => {
  const t = textsOf(locale, 'questionnaire');
  const countries = textsOf(locale, 'countries');
  return viewsOf({
    title: (id) => t(`titles.q${id}`),
    option: (code) =>
      t.has(`options.${code}` as 'options.OTHER') ? t(`options.${code}` as 'options.OTHER') : countries(code as 'UK'),
  });
};

/** Every combination of the yes/no answers that decide which questions show (3, 7, 8), unanswered included. */
const drafts = (): AnswerDraft[] => {
  const choices = [[], ['Y'], ['N']] as const;
  return choices.flatMap((battery) =>
    choices.flatMap((trademark) =>
      choices.map((registry) => ({ 1: ['DE'], 2: ['AMAZON'], 3: battery, 7: trademark, 8: registry })),
    ),
  );
};

describe('questionnaire texts', () => {
  it('say as many questions as the dialog can show: 6-9 (issue 28, the buying guide said at most 9, the dialog 6)', () => {
    const counts = drafts().map((draft) => shownQuestions(draft).length);
    const [fewest, most] = [Math.min(...counts), Math.max(...counts)];
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      const t = questionnaireText(locale);
      for (const text of [t.introText, t.bandText]) expect(text).toContain(`${fewest}-${most}`);
    }
  });

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
