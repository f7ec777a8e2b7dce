import { isKnownClass } from './data/nice-classes.ts';
import { type MarkKeys, markKeys } from './keys.ts';

export const MAX_MARK_LENGTH = 50;

export type MarkProblem = 'empty' | 'tooLong' | 'controlCharacters' | 'noLetters';

export type MarkValidation =
  | { ok: true; keys: MarkKeys }
  | { ok: false; problem: MarkProblem; message: string; messageEn: string };

const MESSAGES: Record<MarkProblem, [string, string]> = {
  empty: ['请输入商标名称', 'Enter a trademark'],
  tooLong: [`商标名称不能超过${MAX_MARK_LENGTH}个字符`, `A trademark can have at most ${MAX_MARK_LENGTH} characters`],
  controlCharacters: ['商标名称不能包含控制字符或换行', 'A trademark cannot contain control characters or line breaks'],
  noLetters: [
    '商标名称需包含文字、字母或数字，不能只有标点符号',
    'A trademark needs letters or digits, not only punctuation',
  ],
};

const fail = (problem: MarkProblem): MarkValidation => {
  const [message, messageEn] = MESSAGES[problem];
  return { ok: false, problem, message, messageEn };
};

// C0 and C1 controls; tabs and line breaks too (a mark is one line).
const CONTROL = /\p{Cc}/u;

/**
 * The rules for a searched mark, in order: not empty (after trimming), at most 50 characters (code points, trimmed),
 * no control characters, and something left after normalisation (not only punctuation). Never throws.
 */
export function validateMark(mark: unknown): MarkValidation {
  if (typeof mark !== 'string') return fail('empty');
  const trimmed = mark.trim();
  if (trimmed === '') return fail('empty');
  if ([...trimmed].length > MAX_MARK_LENGTH) return fail('tooLong');
  if (CONTROL.test(trimmed)) return fail('controlCharacters');
  const keys = markKeys(trimmed);
  if (keys.compact === '') return fail('noLetters');
  return { ok: true, keys };
}

export type ClassesValidation = { ok: true; classes: number[] } | { ok: false; message: string; messageEn: string };

/** Classes of a search: integers 1-45 or 46 (US special); duplicates dropped, sorted. */
export function validateClasses(classes: unknown): ClassesValidation {
  if (classes === undefined || classes === null) return { ok: true, classes: [] };
  if (!Array.isArray(classes) || !classes.every(isKnownClass))
    return {
      ok: false,
      message: '类别须为 1-45 之间的整数（46 为美国特殊类别）',
      messageEn: 'Classes must be whole numbers from 1 to 45 (46 is the US special class)',
    };
  return { ok: true, classes: [...new Set(classes)].sort((a, b) => a - b) };
}
