/**
 * The envelope's codes and texts without zod: the browser's calls (client.ts) read them, and a page that only
 * calls the gateway should not load zod for two tables. envelope.ts re-exports them.
 */

/**
 * Every call answers `{ code, msg, data }`; code 0 is success (spec section 7).
 * Non-zero codes are ours to define; each maps to an HTTP status.
 */
export const ResultCode = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  systemError: 500,
  unavailable: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** HTTP status that goes with each non-zero code. */
export const httpStatusOf = (code: number): number =>
  code === ResultCode.ok ? 200 : code >= 400 && code < 600 ? code : 400;

/** Texts of spec section 8. */
export const Messages = {
  ok: 'success',
  systemBusy: '系统繁忙，请稍后重试',
  networkAbnormal: '网络异常',
  systemError: '系统错误，请联系管理员',
  notFound: '哎呀，页面错误~',
  unauthorized: '请先登录',
  popupConfigFailed: '获取弹窗配置失败',
  invalidEmail: '请输入正确的邮箱',
  tickCompletely: '请勾选完整',
  loggedOut: '账号已退出',
  tooManyRequests: '操作过于频繁，请稍后再试',
} as const;
