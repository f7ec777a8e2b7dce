import { CONTACT_HONEYPOT_MESSAGE, CONTACT_RATE_LIMIT_MESSAGE } from '@site/contracts/business-extra';
import { Messages } from '@site/contracts/envelope';
import type { useTranslations } from 'use-intl/react';
import type { Locale } from '../../brands.ts';
import { answerText } from '../../lib/gateway-answers.ts';

/**
 * The contact form's words (spec sections 4, 5, 8 and 9) are the catalogue's `contact` namespace. The contract's
 * messages are simplified Chinese, so the gateway and a zh-CN form say the same thing; other pages show the
 * catalogue's text for the field and problem (`contact.issues`) or the gateway's known answer (`contact.server`).
 */

export const CONTACT_FIELDS = ['companyName', 'name', 'email', 'phone', 'subject', 'content'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactTexts = ReturnType<typeof useTranslations<'contact'>>;

/** The kinds of problem the schema reports for a field: its zod issue codes, as react-hook-form passes them on. */
type Problem = 'missing' | 'tooLong' | 'format';

const problemOf = (code: string | undefined): Problem | undefined => {
  if (code === 'too_small') return 'missing';
  if (code === 'too_big') return 'tooLong';
  if (code === 'invalid_format') return 'format';
  return undefined;
};

/**
 * A field's message for a schema issue in the page's language: the contract's own message in simplified Chinese,
 * else the catalogue's text for the field and problem (a general one when the schema reports something unforeseen).
 */
export const issueText = (
  t: ContactTexts,
  locale: Locale,
  field: string,
  code: string | undefined,
  message: string,
): string => {
  if (locale === 'zh-CN') return message;
  const problem = problemOf(code);
  const key = `issues.${field}.${problem}` as Parameters<ContactTexts>[0];
  return problem && t.has(key) ? t(key) : t('fallback');
};

/** The gateway's answers a visitor may get back, by their contract constant. */
export const SERVER_ANSWERS = {
  rateLimited: CONTACT_RATE_LIMIT_MESSAGE,
  tooManyRequests: Messages.tooManyRequests,
  honeypot: CONTACT_HONEYPOT_MESSAGE,
  systemBusy: Messages.systemBusy,
  networkAbnormal: Messages.networkAbnormal,
  systemError: Messages.systemError,
  invalidEmail: Messages.invalidEmail,
} as const;

/** The message of a failed submission: the gateway's own, in the page's language where we know it. */
export const serverText = (t: ContactTexts, locale: Locale, message: string): string =>
  answerText(SERVER_ANSWERS, locale, message, (key) => t(`server.${key}`));
