import {
  CALLBACK_EITHER_MESSAGE,
  CONTACT_HONEYPOT_MESSAGE,
  CONTACT_RATE_LIMIT_MESSAGE,
} from '@site/contracts/business-extra';
import { Messages } from '@site/contracts/envelope';
import type { useTranslations } from 'use-intl/react';
import type { Locale } from '../../brands.ts';
import { answerText } from '../../lib/gateway-answers.ts';

/**
 * The callback dialog's words come from the catalogue's `callback` namespace. The gateway and the contract's schema
 * answer in simplified Chinese: a zh-CN page shows their words as they are, other pages the catalogue's text for the
 * field or the known answer (`callback.problems.*`, `callback.server.*`; zh-CN's server texts are the contract's own,
 * checked by callback-texts.test.ts).
 */
export type CallbackField = 'name' | 'phone' | 'wechat' | 'message';

export type CallbackTexts = ReturnType<typeof useTranslations<'callback'>>;

/** A field's problem in the page's language: the contract's message on a zh-CN page, the field's text elsewhere. */
export const fieldText = (t: CallbackTexts, locale: Locale, field: CallbackField, message: string): string => {
  if (locale === 'zh-CN') return message;
  if (message === CALLBACK_EITHER_MESSAGE) return t('either');
  return t(`problems.${field}`);
};

/** The gateway answers a visitor may get back, by their contract constant. */
export const SERVER_ANSWERS = {
  rateLimited: CONTACT_RATE_LIMIT_MESSAGE,
  honeypot: CONTACT_HONEYPOT_MESSAGE,
  systemBusy: Messages.systemBusy,
} as const;

/** The gateway's answer in the page's language: the catalogue's text for a known answer, else the answer itself. */
export const serverText = (t: CallbackTexts, locale: Locale, message: string): string =>
  answerText(SERVER_ANSWERS, locale, message, (key) => t(`server.${key}`));
