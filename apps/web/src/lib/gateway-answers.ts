import type { Locale } from '../brands.ts';

/**
 * A gateway answer a form knows by its contract constant (`answers`: key -> constant), in the page's language: on a
 * zh-CN page the answer itself (the contract's own words), elsewhere the catalogue's text for its key, and any other
 * answer as it came (docs/decisions.md, "The forms' answers by their contract constants").
 */
export const answerText = <K extends string>(
  answers: Readonly<Record<K, string>>,
  locale: Locale,
  message: string,
  text: (key: K) => string,
): string => {
  if (locale === 'zh-CN') return message;
  const key = (Object.keys(answers) as K[]).find((name) => answers[name] === message);
  return key ? text(key) : message;
};
