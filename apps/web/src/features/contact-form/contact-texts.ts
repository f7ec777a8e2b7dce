import { CONTACT_HONEYPOT_MESSAGE, CONTACT_RATE_LIMIT_MESSAGE } from '@site/contracts/business-extra';
import { Messages } from '@site/contracts/envelope';
import type { Locale } from '../../brands.ts';

/**
 * The contact form's words per locale (spec sections 4, 5, 8 and 9): labels, 'please enter'
 * placeholders, the button's three states, the 48-hour reply text, and the schema's messages for the
 * locales other than simplified Chinese (the contract's messages are simplified Chinese, so the
 * gateway and the zh-CN form say the same thing).
 */

export const CONTACT_FIELDS = ['companyName', 'name', 'email', 'phone', 'subject', 'content'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactTexts {
  title: string;
  /** Spec section 9: the team replies within 48 hours. */
  intro: string;
  labels: Record<ContactField, string>;
  placeholders: Record<ContactField, string>;
  /** Read after a required field's label (the visible mark is an asterisk). */
  required: string;
  /** Shown after an optional field's label. */
  optional: string;
  send: string;
  sending: string;
  sent: string;
  /** Announced after a success. */
  sentNotice: string;
  /** The honeypot's label (read by no person: the field is hidden from everyone). */
  honeypot: string;
}

const TEXTS: Record<Locale, ContactTexts> = {
  'zh-CN': {
    title: '在线留言',
    intro: '留下您的联系方式和咨询内容，我们的团队会在48小时内回复您。',
    labels: {
      companyName: '公司名称',
      name: '姓名',
      email: '邮箱',
      phone: '电话',
      subject: '主题',
      content: '留言内容',
    },
    placeholders: {
      companyName: '请输入公司名称',
      name: '请输入姓名',
      email: '请输入邮箱',
      phone: '请输入电话',
      subject: '请输入主题',
      content: '请输入留言内容',
    },
    required: '（必填）',
    optional: '（选填）',
    send: '发送',
    sending: '发送中...',
    sent: '发送成功',
    sentNotice: '发送成功，我们的团队会在48小时内回复您。',
    honeypot: '请勿填写此项',
  },
  'zh-TW': {
    title: '線上留言',
    intro: '留下您的聯繫方式和諮詢內容，我們的團隊會在48小時內回覆您。',
    labels: {
      companyName: '公司名稱',
      name: '姓名',
      email: '郵箱',
      phone: '電話',
      subject: '主題',
      content: '留言內容',
    },
    placeholders: {
      companyName: '請輸入公司名稱',
      name: '請輸入姓名',
      email: '請輸入郵箱',
      phone: '請輸入電話',
      subject: '請輸入主題',
      content: '請輸入留言內容',
    },
    required: '（必填）',
    optional: '（選填）',
    send: '發送',
    sending: '發送中...',
    sent: '發送成功',
    sentNotice: '發送成功，我們的團隊會在48小時內回覆您。',
    honeypot: '請勿填寫此項',
  },
  en: {
    title: 'Send us a message',
    intro: 'Leave your contact details and your question. Our team replies within 48 hours.',
    labels: {
      companyName: 'Company name',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      content: 'Message',
    },
    placeholders: {
      companyName: 'Please enter your company name',
      name: 'Please enter your name',
      email: 'Please enter your email',
      phone: 'Please enter your phone number',
      subject: 'Please enter a subject',
      content: 'Please enter your message',
    },
    required: ' (required)',
    optional: ' (optional)',
    send: 'Send',
    sending: 'Sending...',
    sent: 'Sent successfully',
    sentNotice: 'Sent successfully. Our team replies within 48 hours.',
    honeypot: 'Leave this field empty',
  },
  de: {
    title: 'Schreiben Sie uns',
    intro: 'Hinterlassen Sie Ihre Kontaktdaten und Ihre Frage. Unser Team antwortet innerhalb von 48 Stunden.',
    labels: {
      companyName: 'Firmenname',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      subject: 'Betreff',
      content: 'Nachricht',
    },
    placeholders: {
      companyName: 'Bitte Firmennamen eingeben',
      name: 'Bitte Namen eingeben',
      email: 'Bitte E-Mail-Adresse eingeben',
      phone: 'Bitte Telefonnummer eingeben',
      subject: 'Bitte Betreff eingeben',
      content: 'Bitte Nachricht eingeben',
    },
    required: ' (Pflichtfeld)',
    optional: ' (optional)',
    send: 'Senden',
    sending: 'Wird gesendet...',
    sent: 'Erfolgreich gesendet',
    sentNotice: 'Erfolgreich gesendet. Unser Team antwortet innerhalb von 48 Stunden.',
    honeypot: 'Dieses Feld leer lassen',
  },
};

export const contactTexts = (locale: Locale): ContactTexts => TEXTS[locale];

/** The kinds of problem the schema reports for a field: its zod issue codes, as react-hook-form passes them on. */
type Problem = 'missing' | 'tooLong' | 'format';

const problemOf = (code: string | undefined): Problem | undefined => {
  if (code === 'too_small') return 'missing';
  if (code === 'too_big') return 'tooLong';
  if (code === 'invalid_format') return 'format';
  return undefined;
};

type IssueTexts = Partial<Record<ContactField, Partial<Record<Problem, string>>>>;

/** The schema's messages in the other locales, by field and problem (the contract's limits: 100, 50, 2000). */
const ISSUES: Record<Exclude<Locale, 'zh-CN'>, IssueTexts & { fallback: string }> = {
  'zh-TW': {
    companyName: { tooLong: '公司名稱不能超過100個字元' },
    name: { missing: '請輸入姓名', tooLong: '姓名不能超過50個字元' },
    email: { format: '請輸入正確的郵箱', tooLong: '郵箱不能超過100個字元' },
    phone: { format: '請輸入正確的電話號碼' },
    subject: { tooLong: '主題不能超過100個字元' },
    content: { missing: '請輸入留言內容', tooLong: '留言內容不能超過2000個字元' },
    fallback: '請檢查此項',
  },
  en: {
    companyName: { tooLong: 'Company name is too long (max 100 characters)' },
    name: { missing: 'Please enter your name', tooLong: 'Name is too long (max 50 characters)' },
    email: { format: 'Please enter a correct email', tooLong: 'Email is too long (max 100 characters)' },
    phone: { format: 'Please enter a correct phone number' },
    subject: { tooLong: 'Subject is too long (max 100 characters)' },
    content: { missing: 'Please enter your message', tooLong: 'Message is too long (max 2000 characters)' },
    fallback: 'Please check this field',
  },
  de: {
    companyName: { tooLong: 'Der Firmenname ist zu lang (höchstens 100 Zeichen)' },
    name: { missing: 'Bitte geben Sie Ihren Namen ein', tooLong: 'Der Name ist zu lang (höchstens 50 Zeichen)' },
    email: {
      format: 'Bitte geben Sie eine korrekte E-Mail-Adresse ein',
      tooLong: 'Die E-Mail-Adresse ist zu lang (höchstens 100 Zeichen)',
    },
    phone: { format: 'Bitte geben Sie eine korrekte Telefonnummer ein' },
    subject: { tooLong: 'Der Betreff ist zu lang (höchstens 100 Zeichen)' },
    content: {
      missing: 'Bitte geben Sie Ihre Nachricht ein',
      tooLong: 'Die Nachricht ist zu lang (höchstens 2000 Zeichen)',
    },
    fallback: 'Bitte prüfen Sie dieses Feld',
  },
};

/**
 * A field's message for a schema issue in the page's language: the contract's own message in
 * simplified Chinese, else the locale's text for the field and problem (a general one when the
 * schema reports something unforeseen).
 */
export const issueText = (locale: Locale, field: string, code: string | undefined, message: string): string => {
  if (locale === 'zh-CN') return message;
  const texts = ISSUES[locale];
  const problem = problemOf(code);
  const byField = (texts as IssueTexts)[field as ContactField];
  return (problem && byField?.[problem]) ?? texts.fallback;
};

/** The gateway's texts a visitor may get back, by locale (the gateway answers in simplified Chinese). */
const SERVER_MESSAGES: Record<Exclude<Locale, 'zh-CN'>, Record<string, string>> = {
  'zh-TW': {
    [CONTACT_RATE_LIMIT_MESSAGE]: '提交過於頻繁，請稍後再試，或直接撥打我們的服務熱線',
    [Messages.tooManyRequests]: '操作過於頻繁，請稍後再試',
    [CONTACT_HONEYPOT_MESSAGE]: '提交未通過校驗，請重新整理頁面後重試',
    [Messages.systemBusy]: '系統繁忙，請稍後重試',
    [Messages.networkAbnormal]: '網路異常',
    [Messages.systemError]: '系統錯誤，請聯繫管理員',
    [Messages.invalidEmail]: '請輸入正確的郵箱',
  },
  en: {
    [CONTACT_RATE_LIMIT_MESSAGE]: 'Too many messages from your connection. Please try again later, or call us.',
    [Messages.tooManyRequests]: 'Too many requests. Please try again later.',
    [CONTACT_HONEYPOT_MESSAGE]: 'The form could not be verified. Please reload the page and try again.',
    [Messages.systemBusy]: 'The system is busy. Please try again later.',
    [Messages.networkAbnormal]: 'Network error. Please check your connection.',
    [Messages.systemError]: 'System error. Please contact the administrator.',
    [Messages.invalidEmail]: 'Please enter a correct email',
  },
  de: {
    [CONTACT_RATE_LIMIT_MESSAGE]:
      'Zu viele Nachrichten von Ihrem Anschluss. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
    [Messages.tooManyRequests]: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    [CONTACT_HONEYPOT_MESSAGE]:
      'Das Formular konnte nicht geprüft werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    [Messages.systemBusy]: 'Das System ist ausgelastet. Bitte versuchen Sie es später erneut.',
    [Messages.networkAbnormal]: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung.',
    [Messages.systemError]: 'Systemfehler. Bitte wenden Sie sich an den Administrator.',
    [Messages.invalidEmail]: 'Bitte geben Sie eine korrekte E-Mail-Adresse ein',
  },
};

/** The message of a failed submission: the gateway's own, in the page's language where we know it. */
export const serverText = (locale: Locale, message: string): string =>
  locale === 'zh-CN' ? message : (SERVER_MESSAGES[locale][message] ?? message);
