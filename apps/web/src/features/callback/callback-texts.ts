import {
  CALLBACK_REPLY_PROMISE,
  CONTACT_HONEYPOT_MESSAGE,
  CONTACT_RATE_LIMIT_MESSAGE,
} from '@site/contracts/business-extra';
import { Messages } from '@site/contracts/envelope';
import type { Locale } from '../../brands.ts';

/** The callback dialog's words in the page's language (the gateway answers in simplified Chinese: serverText). */
export type CallbackField = 'name' | 'phone' | 'wechat' | 'message';

const ZH_CN = {
  title: '预约顾问回电',
  service: '咨询服务',
  labels: { name: '姓名', phone: '手机号', wechat: '微信号', message: '留言' } as Record<CallbackField, string>,
  placeholders: {
    name: '怎么称呼您',
    phone: '顾问会打这个号码',
    wechat: '或留微信号，顾问加您',
    message: '想先了解的问题（选填）',
  } as Record<CallbackField, string>,
  either: '手机号和微信号至少填一项',
  optional: '（选填）',
  required: '必填',
  /** The one reply promise (packages/contracts, docs/decisions.md). */
  promise: `${CALLBACK_REPLY_PROMISE}。`,
  hours: (hours: string) => `工作时间：${hours}`,
  call: (phone: string) => `着急的话，直接拨打 ${phone}`,
  send: '提交，等顾问回电',
  sending: '提交中…',
  sent: '已收到！',
  sentText: (promise: string) => `${promise}如需补充，可随时拨打我们的服务热线。`,
  close: '关闭',
  done: '好的',
  honeypot: '请勿填写',
};

export type CallbackTexts = typeof ZH_CN;

const ZH_TW: CallbackTexts = {
  ...ZH_CN,
  title: '預約顧問回電',
  service: '諮詢服務',
  labels: { name: '姓名', phone: '手機號', wechat: '微信號', message: '留言' },
  placeholders: {
    name: '怎麼稱呼您',
    phone: '顧問會打這個號碼',
    wechat: '或留微信號，顧問加您',
    message: '想先了解的問題（選填）',
  },
  either: '手機號和微信號至少填一項',
  optional: '（選填）',
  required: '必填',
  promise: '我們會在1個工作日內聯繫您。',
  hours: (hours: string) => `工作時間：${hours}`,
  call: (phone: string) => `著急的話，直接撥打 ${phone}`,
  send: '提交，等顧問回電',
  sending: '提交中…',
  sent: '已收到！',
  sentText: (promise: string) => `${promise}如需補充，可隨時撥打我們的服務熱線。`,
  close: '關閉',
  done: '好的',
  honeypot: '請勿填寫',
};

const EN: CallbackTexts = {
  ...ZH_CN,
  title: 'Request a call back',
  service: 'Service',
  labels: { name: 'Name', phone: 'Phone', wechat: 'WeChat ID', message: 'Message' },
  placeholders: {
    name: 'Your name',
    phone: 'The number we call',
    wechat: 'Or your WeChat ID',
    message: 'What would you like to know? (optional)',
  },
  either: 'A phone number or a WeChat ID, at least one',
  optional: ' (optional)',
  required: 'required',
  promise: 'We will contact you within one working day.',
  hours: (hours: string) => `Office hours: ${hours}`,
  call: (phone: string) => `In a hurry? Call ${phone}`,
  send: 'Request a call back',
  sending: 'Sending…',
  sent: 'Received!',
  sentText: (promise: string) => promise,
  close: 'Close',
  done: 'OK',
  honeypot: 'Leave empty',
};

const DE: CallbackTexts = {
  ...EN,
  title: 'Rückruf anfordern',
  service: 'Leistung',
  labels: { name: 'Name', phone: 'Telefon', wechat: 'WeChat-ID', message: 'Nachricht' },
  placeholders: {
    name: 'Ihr Name',
    phone: 'Unter dieser Nummer rufen wir an',
    wechat: 'Oder Ihre WeChat-ID',
    message: 'Was möchten Sie wissen? (optional)',
  },
  either: 'Telefonnummer oder WeChat-ID, mindestens eines',
  optional: ' (optional)',
  required: 'Pflichtfeld',
  promise: 'Wir melden uns innerhalb eines Werktags.',
  hours: (hours: string) => `Bürozeiten: ${hours}`,
  call: (phone: string) => `Eilig? Rufen Sie an: ${phone}`,
  send: 'Rückruf anfordern',
  sending: 'Wird gesendet…',
  sent: 'Erhalten!',
  close: 'Schließen',
  done: 'OK',
  honeypot: 'Bitte leer lassen',
};

const TEXTS: Record<Locale, CallbackTexts> = { 'zh-CN': ZH_CN, 'zh-TW': ZH_TW, en: EN, de: DE };

export const callbackTexts = (locale: Locale): CallbackTexts => TEXTS[locale];

/** A field's problem in the page's language: the contract's message in simplified Chinese, a fitting text elsewhere. */
export const fieldText = (locale: Locale, field: CallbackField, message: string): string => {
  if (locale === 'zh-CN') return message;
  const t = TEXTS[locale];
  if (message === '请填写手机号或微信号（至少一项）') return t.either;
  const problems: Record<CallbackField, string> = {
    name: {
      'zh-TW': '請輸入姓名（最多50個字）',
      en: 'Please enter your name (up to 50 characters)',
      de: 'Bitte Namen angeben (bis 50 Zeichen)',
    }[locale],
    phone: {
      'zh-TW': '請輸入正確的電話號碼',
      en: 'Please enter a valid phone number',
      de: 'Bitte eine gültige Telefonnummer angeben',
    }[locale],
    wechat: {
      'zh-TW': '請輸入正確的微信號（6-20位，字母開頭）',
      en: 'A WeChat ID has 6-20 characters and starts with a letter',
      de: 'Eine WeChat-ID hat 6-20 Zeichen und beginnt mit einem Buchstaben',
    }[locale],
    message: { 'zh-TW': '留言不能超過500個字', en: 'Up to 500 characters', de: 'Bis zu 500 Zeichen' }[locale],
  };
  return problems[field];
};

/** The gateway's answers a visitor may get back, in the page's language. */
export const serverText = (locale: Locale, message: string): string => {
  if (locale === 'zh-CN') return message;
  const known: Record<string, Record<Exclude<Locale, 'zh-CN'>, string>> = {
    [CONTACT_RATE_LIMIT_MESSAGE]: {
      'zh-TW': '提交過於頻繁，請稍後再試，或直接撥打我們的服務熱線',
      en: 'Too many requests from here. Please try again later, or call us.',
      de: 'Zu viele Anfragen. Bitte später erneut versuchen oder uns anrufen.',
    },
    [CONTACT_HONEYPOT_MESSAGE]: {
      'zh-TW': '提交未通過校驗，請重新整理頁面後重試',
      en: 'The form could not be checked. Please reload the page and try again.',
      de: 'Das Formular konnte nicht geprüft werden. Bitte Seite neu laden.',
    },
    [Messages.systemBusy]: {
      'zh-TW': '系統繁忙，請稍後重試',
      en: 'The system is busy. Please try again later.',
      de: 'Das System ist ausgelastet. Bitte später erneut versuchen.',
    },
  };
  return known[message]?.[locale] ?? message;
};
