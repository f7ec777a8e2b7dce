import { QUESTIONS } from '@site/compliance/answers';
import { describe, expect, it } from 'vitest';
import { channelOf, intoWayOfQuery, resultHref, shownDraft, submission, tick } from './rules.ts';

const complete = {
  1: ['DE', 'FR'],
  2: ['AMAZON'],
  3: ['Y'],
  5: ['N'],
  6: ['N'],
  7: ['N'],
} as const;

describe('ticking', () => {
  it('toggles a multi-choice code and replaces a single-choice answer', () => {
    let draft = tick({}, 1, 'multi', 'DE');
    draft = tick(draft, 1, 'multi', 'FR');
    expect(draft[1]).toEqual(['DE', 'FR']);
    expect(tick(draft, 1, 'multi', 'DE')[1]).toEqual(['FR']);
    draft = tick(draft, 3, 'single', 'Y');
    expect(tick(draft, 3, 'single', 'N')[3]).toEqual(['N']);
  });

  it('drops answers of questions hidden now', () => {
    const draft = { ...complete, 7: ['N'], 8: ['Y'], 9: ['Y'], 4: ['N'] };
    expect(shownDraft(draft)).toEqual(complete);
  });
});

describe('submission', () => {
  it('names the shown questions left unanswered', () => {
    expect(submission({})).toEqual({ ok: false, unanswered: [1, 2, 3, 5, 6, 7] });
    expect(submission({ ...complete, 3: ['N'] })).toEqual({ ok: false, unanswered: [4] });
    expect(submission({ ...complete, 7: ['Y'] })).toEqual({ ok: false, unanswered: [8] });
    expect(submission({ ...complete, 7: ['Y'], 8: ['Y'] })).toEqual({ ok: false, unanswered: [9] });
    expect(submission({ ...complete, 1: [] })).toEqual({ ok: false, unanswered: [1] });
  });

  it('sends the shown answers with question 4 answered yes by a battery', () => {
    const sent = submission({ ...complete, 4: ['N'], 8: ['Y'] });
    expect(sent).toEqual({
      ok: true,
      answerList: [
        { questionId: 1, answer: 'DE,FR' },
        { questionId: 2, answer: 'AMAZON' },
        { questionId: 3, answer: 'Y' },
        { questionId: 4, answer: 'Y' },
        { questionId: 5, answer: 'N' },
        { questionId: 6, answer: 'N' },
        { questionId: 7, answer: 'N' },
      ],
    });
  });

  it('sends brand registry and rights protection only when asked', () => {
    const sent = submission({ ...complete, 3: ['N'], 4: ['N'], 7: ['Y'], 8: ['Y'], 9: ['N'] });
    expect(sent.ok && sent.answerList.map((a) => a.questionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sent.ok && sent.answerList.find((a) => a.questionId === 4)?.answer).toBe('N');
  });

  it('every question id the page can show is a question of the package', () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('the result page address', () => {
  it('carries the report, pointType, the channel when known and how the questionnaire was opened', () => {
    expect(resultHref('/ld/questionAnswer', { reportId: 'abc-1', channelNo: 'ad7', intoWay: 'quickGuide' })).toBe(
      '/ld/questionAnswer?reportId=abc-1&pointType=questionnaire&channelNo=ad7&intoWay=quickGuide',
    );
    expect(resultHref('/cht/questionAnswer', { reportId: 'x', channelNo: null, intoWay: 'buyingGuide' })).toBe(
      '/cht/questionAnswer?reportId=x&pointType=questionnaire&intoWay=buyingGuide',
    );
  });

  it('takes the channel from the query first, then the cookies, and only well-formed values', () => {
    const none = () => undefined;
    const cookies = (values: Record<string, string>) => (name: string) => values[name];
    expect(channelOf(new URLSearchParams('channelNo=q1'), cookies({ channelNo: 'c1' }))).toBe('q1');
    expect(channelOf(new URLSearchParams('channelCode=q2'), none)).toBe('q2');
    expect(channelOf(new URLSearchParams(''), cookies({ channelNo: 'c1' }))).toBe('c1');
    expect(channelOf(new URLSearchParams(''), cookies({ channelCode: 'c2' }))).toBe('c2');
    expect(channelOf(new URLSearchParams('channelNo=<script>'), none)).toBeNull();
    expect(channelOf(new URLSearchParams(''), none)).toBeNull();
  });

  it('knows how the hash was reached', () => {
    expect(intoWayOfQuery(new URLSearchParams('intoWay=quickGuide'))).toBe('quickGuide');
    expect(intoWayOfQuery(new URLSearchParams('id=21'))).toBe('menu');
    expect(intoWayOfQuery(new URLSearchParams('intoWay=evil'))).toBe('link');
    expect(intoWayOfQuery(new URLSearchParams(''))).toBe('link');
  });
});
