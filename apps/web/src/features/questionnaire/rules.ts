import {
  type AnswerDraft,
  answersFromDraft,
  type QuestionId,
  shownQuestions,
  toAnswerList,
  unansweredQuestions,
  type WireAnswer,
} from '@site/compliance/answers';

/**
 * The questionnaire island's pure rules. Which questions show and which count as answered are the
 * compliance package's (shownQuestions, unansweredQuestions, answersFromDraft, toAnswerList); this
 * only keeps the draft while the visitor ticks, and builds the result page's address.
 */

/** A tick: a multi-choice question toggles the code, a single-choice question takes it as its one answer. */
export const tick = (draft: AnswerDraft, id: QuestionId, choice: 'multi' | 'single', code: string): AnswerDraft => {
  const current = draft[id] ?? [];
  if (choice === 'single') return { ...draft, [id]: [code] };
  const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
  return { ...draft, [id]: next };
};

/** The draft without answers to questions that are hidden now (a trademark 'no' drops the brand-registry answer). */
export const shownDraft = (draft: AnswerDraft): AnswerDraft => {
  const draftOut: AnswerDraft = {};
  for (const id of shownQuestions(draft)) {
    const codes = draft[id];
    if (codes !== undefined) draftOut[id] = codes;
  }
  return draftOut;
};

export type Submission = { ok: true; answerList: WireAnswer[] } | { ok: false; unanswered: QuestionId[] };

/**
 * What the submit button sends: the shown questions' answers as the wire's answerList (question 4
 * answered Y by itself when the product has a battery), or the shown questions still unanswered.
 */
export const submission = (draft: AnswerDraft): Submission => {
  const shown = shownDraft(draft);
  const unanswered = unansweredQuestions(shown);
  if (unanswered.length > 0) return { ok: false, unanswered };
  const result = answersFromDraft(shown);
  if (!result.ok) {
    const ids = result.issues.flatMap((issue) => (issue.questionId === null ? [] : [issue.questionId as QuestionId]));
    return { ok: false, unanswered: ids.length > 0 ? [...new Set(ids)] : shownQuestions(shown) };
  }
  return { ok: true, answerList: toAnswerList(result.answers) };
};

/** How the questionnaire was opened: the result page's intoWay (docs/decisions.md). */
const INTO_WAYS = ['buyingGuide', 'quickGuide', 'menu', 'link'] as const;
export type IntoWay = (typeof INTO_WAYS)[number];

/** The result page's pointType: the report came from the buying-guide questionnaire. */
const RESULT_POINT_TYPE = 'questionnaire';

const CHANNEL = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * How a questionnaire opened by the #questionnaire hash was reached, from the page's query: the
 * right panel's quick guide says intoWay=quickGuide, the header's purchase-guide entry carries its
 * menu id; any other link to the hash is 'link'.
 */
export const intoWayOfQuery = (search: URLSearchParams): IntoWay => {
  const given = search.get('intoWay');
  if (given && (INTO_WAYS as readonly string[]).includes(given)) return given as IntoWay;
  return search.has('id') ? 'menu' : 'link';
};

/** The visitor's channel: channelNo or channelCode of the page's query, else of the channel cookies. */
export const channelOf = (search: URLSearchParams, cookie: (name: string) => string | undefined): string | null => {
  const candidates = [search.get('channelNo'), search.get('channelCode'), cookie('channelNo'), cookie('channelCode')];
  return candidates.find((value): value is string => typeof value === 'string' && CHANNEL.test(value)) ?? null;
};

/**
 * The result page of a saved report: `path` is the brand's questionAnswer path (/ld/questionAnswer,
 * /cht/questionAnswer for XM), then reportId, pointType, channelNo (when known) and intoWay.
 */
export const resultHref = (
  path: string,
  { reportId, channelNo, intoWay }: { reportId: string; channelNo: string | null; intoWay: IntoWay },
): string => {
  const query = new URLSearchParams({ reportId, pointType: RESULT_POINT_TYPE });
  if (channelNo) query.set('channelNo', channelNo);
  query.set('intoWay', intoWay);
  return `${path}?${query}`;
};

/** The hash that opens the questionnaire on the buying-guide page. */
export const QUESTIONNAIRE_HASH = '#questionnaire';
