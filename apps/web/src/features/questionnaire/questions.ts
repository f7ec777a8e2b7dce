import { QUESTIONS, type QuestionId } from '@site/compliance/answers';

/**
 * The questionnaire's questions with their labels in the page's language. The labels are the catalogue's
 * (`questionnaire.titles` and `questionnaire.options`, country options from `countries`); the simplified ones are
 * the compliance package's own (packages/compliance/src/answers.ts, texts.test.ts keeps them equal). The
 * questionnaire runs on the Chinese brands only (/buyingGuide is a zh route).
 */
export interface QuestionView {
  id: QuestionId;
  title: string;
  choice: 'multi' | 'single';
  options: { code: string; label: string }[];
}

/** How a question's title and an option's label read, from the catalogue. */
export interface QuestionLabels {
  title: (id: QuestionId) => string;
  option: (code: string) => string;
}

/** Every question with its labels, in the questionnaire's order. */
export const questionViews = (labels: QuestionLabels): QuestionView[] =>
  QUESTIONS.map((question) => ({
    id: question.id,
    title: labels.title(question.id),
    choice: question.choice,
    options: question.options.map((code) => ({ code, label: labels.option(code) })),
  }));
