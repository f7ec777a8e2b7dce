import { z } from 'zod';

/** What a new lead's notification says (no e-mail or message body: a group chat is not the place for them). */
export interface LeadNotice {
  kind: string;
  platform: string;
  name: string;
  phone?: string | null;
  channel?: string | null;
  fromPage?: string | null;
}

const KIND_NAMES: Record<string, string> = {
  contact: '联系我们',
  callback: '回电请求',
  retainCapital: '留资表单',
  ippEnEmail: '知产英文咨询',
};

export const noticeText = (lead: LeadNotice): string =>
  [
    `新线索：${KIND_NAMES[lead.kind] ?? lead.kind}（品牌 ${lead.platform}）`,
    `姓名：${lead.name}`,
    lead.phone ? `电话：${lead.phone.replace(/(\d{3})\d+(\d{4})$/, '$1****$2')}` : null,
    lead.channel ? `渠道：${lead.channel}` : null,
    lead.fromPage ? `来源页面：${lead.fromPage}` : null,
  ]
    .filter(Boolean)
    .join('\n');

/** The group robot's own JSON, picked by the URL's host: WeCom, DingTalk, Feishu/Lark, else a plain `{text}`. */
export const webhookBody = (
  url: string,
  text: string,
): { kind: 'wecom' | 'dingtalk' | 'feishu' | 'generic'; body: unknown } => {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'qyapi.weixin.qq.com') return { kind: 'wecom', body: { msgtype: 'text', text: { content: text } } };
  if (host === 'oapi.dingtalk.com') return { kind: 'dingtalk', body: { msgtype: 'text', text: { content: text } } };
  if (host === 'open.feishu.cn' || host === 'open.larksuite.com') {
    return { kind: 'feishu', body: { msg_type: 'text', content: { text } } };
  }
  return { kind: 'generic', body: { text } };
};

/** LEAD_WEBHOOK_URL: an http(s) URL, or unset. */
export const leadWebhookUrl = (env: Record<string, string | undefined> = process.env): string | undefined => {
  const raw = env.LEAD_WEBHOOK_URL?.trim();
  if (!raw) return undefined;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  if (!parsed.success) throw new Error('LEAD_WEBHOOK_URL: must be an http(s) URL');
  return parsed.data;
};

/**
 * The notifier of new leads: posts after the lead is committed, in the background (the visitor's answer never waits
 * for it), at most `timeoutMs`; a failure is logged and dropped: the lead is already stored and its mail queued.
 */
export const createLeadWebhook = (options: {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}) => {
  const send = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.error(message));
  return (lead: LeadNotice): Promise<void> => {
    const { body } = webhookBody(options.url, noticeText(lead));
    return send(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    }).then(
      (res) => {
        if (!res.ok) log(`[lead webhook] answered ${res.status}`);
        void res.body?.cancel();
      },
      (error: unknown) => log(`[lead webhook] failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
};
