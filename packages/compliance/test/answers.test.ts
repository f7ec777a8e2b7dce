import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answersFromDraft,
  answersSchema,
  parseAnswerList,
  QUESTION_IDS,
  QUESTIONS,
  shownQuestions,
  toAnswerList,
  unansweredQuestions,
} from '../src/answers.ts';
import { answers, answersArb } from './support.ts';

const full = [
  { questionId: 1, answer: 'DE,FR' },
  { questionId: 2, answer: 'AMAZON' },
  { questionId: 3, answer: 'N' },
  { questionId: 4, answer: 'Y' },
  { questionId: 5, answer: 'N' },
  { questionId: 6, answer: 'N' },
  { questionId: 7, answer: 'N' },
];

const issueCodes = (list: unknown) => {
  const result = parseAnswerList(list);
  return result.ok ? [] : result.issues.map((i) => `${i.questionId}:${i.code}`);
};

describe('questions', () => {
  it('has ids 1-9 in order, each key once', () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const q of QUESTIONS) expect(QUESTION_IDS[q.key]).toBe(q.id);
  });
});

describe('shownQuestions', () => {
  it('shows 1, 2, 3, 5, 6, 7 before any answer', () => {
    expect(shownQuestions({})).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it("shows 'powered' only when battery is N", () => {
    expect(shownQuestions({ 3: ['N'] })).toContain(4);
    expect(shownQuestions({ 3: ['Y'] })).not.toContain(4);
  });

  it('shows brand registry only with a trademark, rights protection only with brand registry', () => {
    expect(shownQuestions({ 7: ['N'], 8: ['Y'] })).toEqual([1, 2, 3, 5, 6, 7]);
    expect(shownQuestions({ 7: ['Y'] })).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(shownQuestions({ 7: ['Y'], 8: ['N'] })).not.toContain(9);
    expect(shownQuestions({ 7: ['Y'], 8: ['Y'] })).toContain(9);
  });
});

describe('unansweredQuestions (请勾选完整)', () => {
  it('lists every shown question without an answer', () => {
    expect(unansweredQuestions({})).toEqual([1, 2, 3, 5, 6, 7]);
    expect(unansweredQuestions({ 1: ['DE'], 2: ['AMAZON'], 3: ['N'], 5: ['N'], 6: ['N'], 7: ['Y'] })).toEqual([4, 8]);
  });

  it('counts an empty, unknown or double answer to a yes/no question as unanswered', () => {
    const draft = { 1: [], 2: ['EBAY'], 3: ['Y', 'N'], 5: ['N'], 6: ['N'], 7: ['N'] };
    expect(unansweredQuestions(draft)).toEqual([1, 2, 3]);
  });

  it('is empty for a complete draft', () => {
    expect(unansweredQuestions({ 1: ['US'], 2: ['OTHER'], 3: ['Y'], 5: ['N'], 6: ['N'], 7: ['N'] })).toEqual([]);
  });
});

describe('parseAnswerList', () => {
  it('reads a complete list', () => {
    expect(parseAnswerList(full)).toEqual({
      ok: true,
      answers: answers({ targetSites: ['DE', 'FR'], powered: true }),
    });
  });

  it('keeps the order of the target sites and trims spaces around codes', () => {
    const result = parseAnswerList([{ questionId: 1, answer: ' US , DE ' }, ...full.slice(1)]);
    expect(result.ok && result.answers.targetSites).toEqual(['US', 'DE']);
  });

  it("answers 'powered' Y by itself when battery is Y, and accepts the automatic Y", () => {
    const battery = full.filter((a) => a.questionId !== 4).map((a) => (a.questionId === 3 ? { ...a, answer: 'Y' } : a));
    const without = parseAnswerList(battery);
    expect(without.ok && without.answers).toMatchObject({ battery: true, powered: true });
    expect(parseAnswerList([...battery, { questionId: 4, answer: 'Y' }]).ok).toBe(true);
    expect(issueCodes([...battery, { questionId: 4, answer: 'N' }])).toEqual(['4:contradiction']);
  });

  it('reads brand registry and rights protection under their conditions', () => {
    const list = [
      ...full.filter((a) => a.questionId !== 7),
      { questionId: 7, answer: 'Y' },
      { questionId: 8, answer: 'Y' },
      { questionId: 9, answer: 'N' },
    ];
    const result = parseAnswerList(list);
    expect(result.ok && result.answers).toMatchObject({
      trademark: true,
      brandRegistry: true,
      rightsProtection: false,
    });
  });

  it('reports a missing shown question by id', () => {
    expect(issueCodes(full.filter((a) => a.questionId !== 5))).toEqual(['5:missing']);
    expect(issueCodes(full.filter((a) => a.questionId !== 4))).toEqual(['4:missing']);
    expect(issueCodes([...full.filter((a) => a.questionId !== 7), { questionId: 7, answer: 'Y' }])).toEqual([
      '8:missing',
    ]);
  });

  it('reports an answer to a hidden question', () => {
    expect(issueCodes([...full, { questionId: 8, answer: 'Y' }])).toEqual(['8:notShown']);
    expect(
      issueCodes([
        ...full.filter((a) => a.questionId !== 7),
        { questionId: 7, answer: 'Y' },
        { questionId: 8, answer: 'N' },
        { questionId: 9, answer: 'N' },
      ]),
    ).toEqual(['9:notShown']);
  });

  it('reports unknown questions and codes, repeats and double yes/no answers', () => {
    expect(issueCodes([...full, { questionId: 10, answer: 'Y' }])).toEqual(['10:unknownQuestion']);
    expect(issueCodes([...full, { questionId: 3, answer: 'N' }])).toEqual(['3:duplicateQuestion']);
    expect(issueCodes([{ questionId: 1, answer: 'DE,XX' }, ...full.slice(1)])).toEqual(['1:invalidOption']);
    expect(issueCodes([{ questionId: 1, answer: 'DE,DE' }, ...full.slice(1)])).toEqual(['1:duplicateOption']);
    expect(issueCodes([...full.filter((a) => a.questionId !== 5), { questionId: 5, answer: 'Y,N' }])).toEqual([
      '5:singleChoice',
    ]);
    const result = parseAnswerList([{ questionId: 1, answer: 'DE,XX' }, ...full.slice(1)]);
    expect(!result.ok && result.issues[0]?.message).toContain("'XX'");
  });

  it('reports a malformed list without throwing', () => {
    for (const bad of [
      null,
      'DE',
      [{ questionId: '1', answer: 'DE' }],
      [{ questionId: 1 }],
      [{ questionId: 1.5, answer: 'Y' }],
    ]) {
      expect(issueCodes(bad)).toEqual(['null:malformed']);
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.array(
            fc.record({
              questionId: fc.integer({ min: -1, max: 11 }),
              answer: fc.oneof(fc.string(), fc.constantFrom('Y', 'N', 'DE,FR', 'AMAZON', '', ',', 'Y,N')),
            }),
          ),
        ),
        (input) => {
          parseAnswerList(input);
        },
      ),
    );
  });
});

describe('toAnswerList', () => {
  it('sends the shown questions, and question 4 as Y when battery is Y', () => {
    expect(toAnswerList(answers({ battery: true }))).toEqual([
      { questionId: 1, answer: 'DE' },
      { questionId: 2, answer: 'AMAZON' },
      { questionId: 3, answer: 'Y' },
      { questionId: 4, answer: 'Y' },
      { questionId: 5, answer: 'N' },
      { questionId: 6, answer: 'N' },
      { questionId: 7, answer: 'N' },
    ]);
    const ids = toAnswerList(answers({ trademark: true, brandRegistry: true })).map((a) => a.questionId);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('round-trips every valid answer set through the wire', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        expect(parseAnswerList(toAnswerList(a))).toEqual({ ok: true, answers: a });
      }),
    );
  });

  it('gives lists whose drafts have no unanswered question', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const draft = Object.fromEntries(toAnswerList(a).map((w) => [w.questionId, w.answer.split(',')]));
        expect(unansweredQuestions(draft)).toEqual([]);
        expect(answersFromDraft(draft)).toEqual({ ok: true, answers: a });
      }),
    );
  });
});

describe('answersSchema', () => {
  it('accepts every valid answer set and rejects inconsistent ones', () => {
    fc.assert(fc.property(answersArb, (a) => answersSchema.safeParse(a).success));
    expect(answersSchema.safeParse({ ...answers(), battery: true, powered: false }).success).toBe(false);
    expect(answersSchema.safeParse({ ...answers(), trademark: false, brandRegistry: true }).success).toBe(false);
    expect(answersSchema.safeParse({ ...answers(), targetSites: [] }).success).toBe(false);
    expect(answersSchema.safeParse({ ...answers(), targetSites: ['DE', 'DE'] }).success).toBe(false);
  });
});
