import { z } from 'zod';
import { Messages, ResultCode } from './codes.ts';

export { httpStatusOf, Messages, ResultCode } from './codes.ts';

/** Texts of the gateway's refusals of a request's form (method, content type, size, encoding), not of spec section 8. */
export const RequestMessages = {
  methodNotAllowed: '不支持该请求方式',
  notJson: '请求格式不正确（须为 application/json）',
  bodyTooLarge: '提交内容过长，请精简后重试',
  emptyBody: '请求内容不能为空',
  badEncoding: '请求内容须为 UTF-8 编码',
  badJson: '请求内容不是有效的 JSON',
  badShape: '请求内容的结构不正确',
} as const;

/**
 * A failure's message as a stable key and its arguments, beside its text (`msg`): a page in another language shows
 * its own text for the key (the web app's `gateway` namespace) and falls back to `msg` for a key it does not know.
 * Sent by the code, registration and login calls (docs/portal.md); `args` holds the numbers in the text.
 */
export const messageKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/);
export const messageArgs = z.record(z.string(), z.union([z.string(), z.number()]));

export interface KeyedMessage {
  key: string;
  args?: Record<string, string | number>;
}

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    /** A failure's message key (KeyedMessage), where the call gives one. */
    key: messageKey.optional(),
    args: messageArgs.optional(),
    data,
  });

export interface Envelope<T> {
  code: number;
  msg: string;
  key?: string;
  args?: Record<string, string | number>;
  data: T;
}

export const ok = <T>(data: T, msg: string = Messages.ok): Envelope<T> => ({ code: ResultCode.ok, msg, data });

export const fail = (code: number, msg: string, keyed?: KeyedMessage): Envelope<null> =>
  keyed
    ? { code, msg, key: keyed.key, ...(keyed.args ? { args: keyed.args } : {}), data: null }
    : { code, msg, data: null };
