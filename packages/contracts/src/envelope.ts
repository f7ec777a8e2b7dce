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

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
  });

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T, msg: string = Messages.ok): Envelope<T> => ({ code: ResultCode.ok, msg, data });

export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });
