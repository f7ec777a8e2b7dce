import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadWebhook, type LeadNotice, noticeText, webhookBody } from '../src/admin/webhook.ts';
import { createGateway } from '../src/index.ts';

let database: TestDatabase;
let sink: Server;
let sinkUrl = '';
const received: unknown[] = [];

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  sink = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.end('{"errcode":0}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/robot`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => sink?.close(resolve));
  await database?.close();
});

const lead = {
  kind: 'contact',
  platform: '00',
  name: '王小明',
  phone: '13800138000',
  channel: 'baidu',
  fromPage: 'contactUs',
};

describe('lead webhook formats', () => {
  it("each group robot gets its own JSON, by the URL's host", () => {
    const text = noticeText(lead);
    expect(text).toContain('138****8000');
    expect(webhookBody('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', text)).toEqual({
      kind: 'wecom',
      body: { msgtype: 'text', text: { content: text } },
    });
    expect(webhookBody('https://oapi.dingtalk.com/robot/send?access_token=t', text)).toEqual({
      kind: 'dingtalk',
      body: { msgtype: 'text', text: { content: text } },
    });
    expect(webhookBody('https://open.feishu.cn/open-apis/bot/v2/hook/x', text)).toEqual({
      kind: 'feishu',
      body: { msg_type: 'text', content: { text } },
    });
    expect(webhookBody('https://example.com/hook', text).kind).toBe('generic');
  });
});

const contact = async (onLead: (l: LeadNotice) => void, name: string) => {
  const gateway = createGateway({ db: database.db, onLead });
  return gateway.request('/api/business/officialQuery/contactUs', {
    method: 'POST',
    headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: '示例',
      name,
      email: 'wang@example.com',
      phone: '+86 138-0013-8000',
      subject: 'EPR',
      content: '想了解德国包装法的注册流程。',
      from: 'contactUs',
      idempotencyKey: randomUUID(),
      website: '',
    }),
  });
};

describe('a new lead notifies the webhook after its commit', () => {
  it('posts to a local sink', async () => {
    const sent: Promise<void>[] = [];
    const notify = createLeadWebhook({ url: sinkUrl, log: () => undefined });
    const res = await contact((l) => sent.push(notify(l)), '李四');
    expect(res.status).toBe(200);
    await Promise.all(sent);
    expect(received.at(-1)).toEqual({ text: expect.stringContaining('姓名：李四') });
  });

  it('a failing webhook neither loses nor delays the lead', async () => {
    const logged: string[] = [];
    // A webhook that never answers: the visitor's answer does not wait for it.
    let release: () => void = () => undefined;
    const hanging = new Promise<Response>((resolve) => {
      release = () => resolve(new Response('', { status: 500 }));
    });
    const notify = createLeadWebhook({ url: sinkUrl, fetch: () => hanging, log: (m) => logged.push(m) });
    const sent: Promise<void>[] = [];
    const res = await contact((l) => sent.push(notify(l)), '赵六');
    expect(res.status).toBe(200);
    const rows = await database.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.name, '赵六'));
    expect(rows).toHaveLength(1);
    release();
    await Promise.all(sent);
    expect(logged).toEqual(['[lead webhook] answered 500']);
    const refused = createLeadWebhook({ url: 'http://127.0.0.1:9/', log: (m) => logged.push(m) });
    await refused(lead);
    expect(logged.at(-1)).toMatch(/\[lead webhook\] failed/);
  });
});
