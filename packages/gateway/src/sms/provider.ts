/**
 * Where verification codes go (docs/portal.md, "SMS provider"): an HTTP provider when SMS_PROVIDER_URL is set, else
 * the development outbox (the sms_outbox table, shown at /user/dev-outbox). A send never takes longer than the
 * timeout (SMS_TIMEOUT_MS, an AbortSignal on the request); a non-2xx answer or a timeout is a failure, which the
 * code call answers with 502 and AccountMessages.sendFailed. Codes are never logged.
 */
import type { Database } from '@site/db/client';
import { smsOutbox } from '@site/db/schema';
import { lt } from 'drizzle-orm';

export interface SmsMessage {
  areaCode: string;
  phone: string;
  channel: 'sms' | 'voice';
  purpose: 'register' | 'login';
  code: string;
  /** The text to read or show, with the code. */
  text: string;
}

export interface SmsProvider {
  /** 'http' sends for real; 'outbox' is the development stand-in (its messages are readable at dev-outbox). */
  readonly kind: 'http' | 'outbox';
  /** Resolves when the provider accepted the message; rejects on failure or timeout. */
  send(message: SmsMessage): Promise<void>;
}

class SmsSendError extends Error {}

/**
 * POST JSON {to: '+<area><phone>', channel, purpose, code, text} with `Authorization: Bearer <token>`; any 2xx is
 * success. The error names the status or the timeout, never the message's text.
 */
export function httpSmsProvider(options: { url: string; token?: string; timeoutMs: number }): SmsProvider {
  const { url, token, timeoutMs } = options;
  return {
    kind: 'http',
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            to: `+${message.areaCode}${message.phone}`,
            channel: message.channel,
            purpose: message.purpose,
            code: message.code,
            text: message.text,
          }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new SmsSendError(timedOut ? `SMS provider timed out after ${timeoutMs} ms` : 'SMS provider unreachable');
      }
      // The answer's body is not needed (and could echo the code): drop it.
      await res.body?.cancel().catch(() => undefined);
      if (!res.ok) throw new SmsSendError(`SMS provider answered HTTP ${res.status}`);
    },
  };
}

/**
 * The development provider: each message becomes a row of sms_outbox (its body holds the code: the stand-in phone).
 * Rows older than a day are deleted as new ones come (the page shows the last hour only).
 */
export function outboxSmsProvider(db: Database): SmsProvider {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(smsOutbox).values({
        areaCode: message.areaCode,
        phone: message.phone,
        channel: message.channel,
        purpose: message.purpose,
        body: message.text,
      });
      await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, new Date(Date.now() - 24 * 3_600_000)));
    },
  };
}

/** The text of a code, in the brand's language (zh-TW for the traditional-Chinese brand, English for en and de). */
export function codeText(code: string, lang: string, channel: 'sms' | 'voice'): string {
  if (lang === 'zh-TW') return `您的驗證碼是 ${code}，5 分鐘內有效，請勿告訴他人。`;
  if (lang.startsWith('zh')) return `您的验证码是 ${code}，5 分钟内有效，请勿告诉他人。`;
  const spoken = channel === 'voice' ? code.split('').join(' ') : code;
  return `Your verification code is ${spoken}. It is valid for 5 minutes. Do not share it.`;
}
