import { randomUUID } from 'node:crypto';
import { schema } from '@site/db/client';
import { readDatabaseSettings } from '@site/db/settings';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Runtime, startRuntime } from '../src/runtime.ts';
import { readGatewaySettings } from '../src/settings.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';

let database: TestDatabase;
let smtp: SmtpSink;
let runtime: Runtime | undefined;

beforeAll(async () => {
  database = await useTestDatabase();
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await runtime?.close();
  await smtp?.close();
  await database?.close();
});

describe('the runtime with SMTP_URL (and REDIS_URL when TEST_REDIS_URL is set)', () => {
  it('sends the team mail of a contact submission through SMTP, counts limits where configured, and stops', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    runtime = await startRuntime({
      database: readDatabaseSettings({ DATABASE_URL: database.url }),
      gateway: readGatewaySettings({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Website <web@example.com>',
        MAIL_TO: 'team@example.com',
        REDIS_URL: redisUrl,
      }),
    });
    expect(runtime.rateLimiterKind).toBe(redisUrl ? 'redis' : 'postgres');
    expect(runtime.mail).toBeDefined();
    const res = await runtime.app.request('/api/business/officialQuery/contactUs', {
      method: 'POST',
      headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
      body: JSON.stringify({ name: '张三', email: 'zhang@example.com', content: '你好', idempotencyKey: randomUUID() }),
    });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['<team@example.com>']);
    const [row] = await runtime.db.select().from(schema.mailOutbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
    await runtime.close();
    await runtime.close();
    runtime = undefined;
  });
});
