import { z } from 'zod';

/**
 * The buying-guide questionnaire (spec section 5): nine questions with stable ids and option codes,
 * the rules that show or hide questions 4, 8 and 9, and the mapping between the wire's
 * `answerList: {questionId, answer}` (answer = comma-joined codes) and the typed answers the engine reads.
 */

export const TARGET_SITES = [
  'UK',
  'DE',
  'FR',
  'IT',
  'ES',
  'US',
  'CA',
  'BR',
  'IN',
  'AU',
  'KR',
  'JP',
  'PH',
  'ME',
  'EU_OTHER',
] as const;
export type TargetSite = (typeof TARGET_SITES)[number];

export const TARGET_SITE_LABELS: Record<TargetSite, string> = {
  UK: '英国',
  DE: '德国',
  FR: '法国',
  IT: '意大利',
  ES: '西班牙',
  US: '美国',
  CA: '加拿大',
  BR: '巴西',
  IN: '印度',
  AU: '澳大利亚',
  KR: '韩国',
  JP: '日本',
  PH: '菲律宾',
  ME: '中东',
  EU_OTHER: '其他欧盟国家',
};

export const PLATFORMS = ['AMAZON', 'ALIEXPRESS', 'OTHER'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = { AMAZON: '亚马逊', ALIEXPRESS: '速卖通', OTHER: '其他' };

export const YES_NO = ['Y', 'N'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Record<YesNo, string> = { Y: '是', N: '否' };

/** The keys of the typed answers, one per question. */
export type QuestionKey =
  | 'targetSites'
  | 'platforms'
  | 'battery'
  | 'powered'
  | 'textileOrFurniture'
  | 'energyLabelGoods'
  | 'trademark'
  | 'brandRegistry'
  | 'rightsProtection';

export type QuestionId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface Question {
  id: QuestionId;
  key: QuestionKey;
  /** multi: any number of options, at least one; single: exactly one. */
  choice: 'multi' | 'single';
  options: readonly string[];
  title: string;
}

/** The questions in the order the questionnaire asks them. Ids and codes are the wire's: never renumber. */
export const QUESTIONS: readonly Question[] = [
  { id: 1, key: 'targetSites', choice: 'multi', options: TARGET_SITES, title: '您计划销售的目标站点（可多选）' },
  { id: 2, key: 'platforms', choice: 'multi', options: PLATFORMS, title: '您在哪些平台销售（可多选）' },
  { id: 3, key: 'battery', choice: 'single', options: YES_NO, title: '产品是否含电池' },
  { id: 4, key: 'powered', choice: 'single', options: YES_NO, title: '产品是否带电（需插电或充电使用）' },
  { id: 5, key: 'textileOrFurniture', choice: 'single', options: YES_NO, title: '产品是否属于纺织品或家具' },
  {
    id: 6,
    key: 'energyLabelGoods',
    choice: 'single',
    options: YES_NO,
    title: '产品是否为灯具、轮胎、显示屏、冰箱或空调',
  },
  { id: 7, key: 'trademark', choice: 'single', options: YES_NO, title: '是否已有注册商标' },
  { id: 8, key: 'brandRegistry', choice: 'single', options: YES_NO, title: '是否已完成亚马逊品牌备案' },
  { id: 9, key: 'rightsProtection', choice: 'single', options: YES_NO, title: '是否有过成功维权的经历' },
];

export const QUESTION_IDS: Record<QuestionKey, QuestionId> = {
  targetSites: 1,
  platforms: 2,
  battery: 3,
  powered: 4,
  textileOrFurniture: 5,
  energyLabelGoods: 6,
  trademark: 7,
  brandRegistry: 8,
  rightsProtection: 9,
};

const questionById = new Map<number, Question>(QUESTIONS.map((q) => [q.id, q]));

/**
 * A complete, consistent set of answers. A hidden question carries the answer its condition implies:
 * battery yes means powered yes; no trademark means no brand registry; no brand registry means no
 * rights protection through it.
 */
export interface Answers {
  /** Distinct, in the order given. */
  targetSites: TargetSite[];
  /** Distinct, in the order given. */
  platforms: Platform[];
  battery: boolean;
  powered: boolean;
  textileOrFurniture: boolean;
  energyLabelGoods: boolean;
  trademark: boolean;
  brandRegistry: boolean;
  rightsProtection: boolean;
}

const distinct = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const answersSchema = z
  .object({
    targetSites: z
      .array(z.enum(TARGET_SITES))
      .min(1, 'at least one target site')
      .refine(distinct, 'target sites must be distinct'),
    platforms: z
      .array(z.enum(PLATFORMS))
      .min(1, 'at least one platform')
      .refine(distinct, 'platforms must be distinct'),
    battery: z.boolean(),
    powered: z.boolean(),
    textileOrFurniture: z.boolean(),
    energyLabelGoods: z.boolean(),
    trademark: z.boolean(),
    brandRegistry: z.boolean(),
    rightsProtection: z.boolean(),
  })
  .strict()
  .refine((a) => !a.battery || a.powered, { message: 'a product with a battery is powered', path: ['powered'] })
  .refine((a) => a.trademark || !a.brandRegistry, {
    message: 'brand registry needs a trademark',
    path: ['brandRegistry'],
  })
  .refine((a) => a.brandRegistry || !a.rightsProtection, {
    message: 'rights protection is asked only with brand registry',
    path: ['rightsProtection'],
  });

/** What the questionnaire holds while the visitor answers: the ticked codes per question id. */
export type AnswerDraft = Partial<Record<QuestionId, readonly string[]>>;

const single = (draft: AnswerDraft, id: QuestionId): string | undefined => {
  const codes = draft[id];
  return codes?.length === 1 ? codes[0] : undefined;
};

/**
 * The questions shown for a draft, in order. Question 4 only when the battery answer is N (battery Y
 * answers it Y by itself); question 8 only when trademark is Y; question 9 only when brand registry is Y.
 */
export const shownQuestions = (draft: AnswerDraft): QuestionId[] => {
  const shown: QuestionId[] = [1, 2, 3];
  if (single(draft, 3) === 'N') shown.push(4);
  shown.push(5, 6, 7);
  if (single(draft, 7) === 'Y') {
    shown.push(8);
    if (single(draft, 8) === 'Y') shown.push(9);
  }
  return shown;
};

const isAnswered = (question: Question, codes: readonly string[] | undefined): boolean =>
  codes !== undefined &&
  codes.length > 0 &&
  (question.choice === 'multi' || codes.length === 1) &&
  codes.every((c) => question.options.includes(c)) &&
  distinct(codes);

/** The shown questions without a valid answer: the blocks the questionnaire highlights with 请勾选完整. */
export const unansweredQuestions = (draft: AnswerDraft): QuestionId[] =>
  shownQuestions(draft).filter((id) => {
    const question = questionById.get(id);
    return question !== undefined && !isAnswered(question, draft[id]);
  });

export type AnswerIssueCode =
  | 'malformed'
  | 'unknownQuestion'
  | 'duplicateQuestion'
  | 'invalidOption'
  | 'duplicateOption'
  | 'singleChoice'
  | 'notShown'
  | 'contradiction'
  | 'missing';

export interface AnswerIssue {
  /** null when the list itself is malformed. */
  questionId: number | null;
  code: AnswerIssueCode;
  message: string;
}

export type AnswersResult = { ok: true; answers: Answers } | { ok: false; issues: AnswerIssue[] };

const issue = (questionId: number | null, code: AnswerIssueCode, message: string): AnswerIssue => ({
  questionId,
  code,
  message,
});

const yes = (draft: AnswerDraft, id: QuestionId) => single(draft, id) === 'Y';

/**
 * Answers from a draft: every shown question answered with known codes, no answer to a hidden question
 * (question 4 may carry the automatic Y when battery is Y, never N). Issues name the question.
 */
export const answersFromDraft = (draft: AnswerDraft): AnswersResult => {
  const issues: AnswerIssue[] = [];
  for (const question of QUESTIONS) {
    const codes = draft[question.id];
    if (codes === undefined || codes.length === 0) continue;
    const unknown = codes.filter((c) => !question.options.includes(c));
    if (unknown.length > 0) {
      issues.push(
        issue(
          question.id,
          'invalidOption',
          `question ${question.id} (${question.key}): unknown code ${unknown.map((c) => `'${c}'`).join(', ')}; expected one of ${question.options.join(', ')}`,
        ),
      );
    } else if (!distinct(codes)) {
      issues.push(
        issue(question.id, 'duplicateOption', `question ${question.id} (${question.key}): a code is repeated`),
      );
    } else if (question.choice === 'single' && codes.length > 1) {
      issues.push(
        issue(
          question.id,
          'singleChoice',
          `question ${question.id} (${question.key}) takes one answer, got ${codes.length}`,
        ),
      );
    }
  }
  if (issues.length > 0) return { ok: false, issues };

  const shown = new Set(shownQuestions(draft));
  for (const question of QUESTIONS) {
    const codes = draft[question.id];
    if (codes === undefined || codes.length === 0 || shown.has(question.id)) continue;
    if (question.id === 4 && yes(draft, 3)) {
      if (codes[0] !== 'Y') {
        issues.push(issue(4, 'contradiction', 'question 4 (powered) is Y when question 3 (battery) is Y, got N'));
      }
      continue;
    }
    const condition =
      question.id === 4
        ? 'question 3 (battery) is N'
        : question.id === 8
          ? 'question 7 (trademark) is Y'
          : 'question 8 (brandRegistry) is Y';
    issues.push(
      issue(question.id, 'notShown', `question ${question.id} (${question.key}) is asked only when ${condition}`),
    );
  }
  for (const id of unansweredQuestions(draft)) {
    issues.push(issue(id, 'missing', `question ${id} (${questionById.get(id)?.key}) needs an answer`));
  }
  if (issues.length > 0) return { ok: false, issues };

  const battery = yes(draft, 3);
  const trademark = yes(draft, 7);
  const brandRegistry = trademark && yes(draft, 8);
  return {
    ok: true,
    answers: {
      targetSites: [...(draft[1] ?? [])] as TargetSite[],
      platforms: [...(draft[2] ?? [])] as Platform[],
      battery,
      powered: battery || yes(draft, 4),
      textileOrFurniture: yes(draft, 5),
      energyLabelGoods: yes(draft, 6),
      trademark,
      brandRegistry,
      rightsProtection: brandRegistry && yes(draft, 9),
    },
  };
};

/** One entry of the wire's answerList. */
export interface WireAnswer {
  questionId: number;
  answer: string;
}

const wireAnswerListSchema = z.array(z.object({ questionId: z.number().int(), answer: z.string() }));

/**
 * The wire's answerList -> typed answers. Codes are comma-joined and may carry spaces around them;
 * every issue (unknown question, repeated question, unknown code, a hidden question answered, a shown
 * question unanswered) is reported with its question id. Never throws.
 */
export const parseAnswerList = (answerList: unknown): AnswersResult => {
  const parsed = wireAnswerListSchema.safeParse(answerList);
  if (!parsed.success) {
    return {
      ok: false,
      issues: [issue(null, 'malformed', 'answerList must be a list of {questionId: integer, answer: string}')],
    };
  }
  const issues: AnswerIssue[] = [];
  const draft: AnswerDraft = {};
  for (const { questionId, answer } of parsed.data) {
    const question = questionById.get(questionId);
    if (question === undefined) {
      issues.push(issue(questionId, 'unknownQuestion', `question ${questionId} does not exist (questions are 1-9)`));
      continue;
    }
    if (draft[question.id] !== undefined) {
      issues.push(issue(questionId, 'duplicateQuestion', `question ${questionId} is answered more than once`));
      continue;
    }
    draft[question.id] = answer
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== '');
  }
  if (issues.length > 0) return { ok: false, issues };
  return answersFromDraft(draft);
};

const yesNo = (value: boolean): YesNo => (value ? 'Y' : 'N');

/**
 * Typed answers -> the wire's answerList: the shown questions in order, and question 4 as Y when battery
 * is Y (the questionnaire answers it by itself). parseAnswerList(toAnswerList(a)) gives back a.
 */
export const toAnswerList = (answers: Answers): WireAnswer[] => {
  const list: WireAnswer[] = [
    { questionId: 1, answer: answers.targetSites.join(',') },
    { questionId: 2, answer: answers.platforms.join(',') },
    { questionId: 3, answer: yesNo(answers.battery) },
    { questionId: 4, answer: yesNo(answers.battery || answers.powered) },
    { questionId: 5, answer: yesNo(answers.textileOrFurniture) },
    { questionId: 6, answer: yesNo(answers.energyLabelGoods) },
    { questionId: 7, answer: yesNo(answers.trademark) },
  ];
  if (answers.trademark) list.push({ questionId: 8, answer: yesNo(answers.brandRegistry) });
  if (answers.trademark && answers.brandRegistry) list.push({ questionId: 9, answer: yesNo(answers.rightsProtection) });
  return list;
};
