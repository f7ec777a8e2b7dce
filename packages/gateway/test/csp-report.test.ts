import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';

/**
 * The CSP violation report call (POST /api/csp/report): both report formats browsers send, stored with the brand
 * and the address's keyed hash, 204 without a body; other content types 415, more than 8 KB 413, per-address limit.
 */

let database: TestDatabase;
const PATH = '/api/csp/report';

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://www.example.com/ld/price?phone=13800138000',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'strict-dynamic'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'https://www.example.com/ld/price',
    'status-code': 200,
    'script-sample': 'alert(1)',
  },
};

const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.example.com/',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.example.com/#x',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'strict-dynamic'",
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 1,
      // A field a later browser adds is kept out of storage, not refused.
      futureField: true,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://www.example.com/', user_agent: 'Mozilla/5.0', body: { id: 'x' } },
];

const send = (
  body: string,
  contentType: string,
  address = '198.51.100.9',
  gateway = createGateway({ db: database.db }),
) =>
  gateway.request(
    PATH,
    { method: 'POST', headers: { host: 'ost.localhost', 'content-type': contentType, 'user-agent': 'UA/1' }, body },
    { incoming: { socket: { remoteAddress: address } } },
  );

const stored = () => database.db.select().from(schema.cspReports).orderBy(desc(schema.cspReports.id));

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
});

beforeEach(async () => {
  await database.db.delete(schema.cspReports);
});

afterAll(async () => {
  await database?.close();
});

describe('CSP violation reports', () => {
  it('stores a report-uri report (application/csp-report) and answers 204 without a body', async () => {
    const res = await send(JSON.stringify(LEGACY), 'application/csp-report');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const [row] = await stored();
    expect(row).toMatchObject({
      platform: '00',
      // The query is not kept: it may carry what a visitor typed.
      documentUri: 'https://www.example.com/ld/price',
      directive: 'script-src-elem',
      blockedUri: 'inline',
      lineNumber: 12,
      sample: 'alert(1)',
      disposition: 'enforce',
      userAgent: 'UA/1',
    });
    expect(row?.addressHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stores the csp-violation entries of a Reporting API batch (application/reports+json), ignoring other types', async () => {
    const res = await send(JSON.stringify(REPORTING_API), 'application/reports+json');
    expect(res.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      documentUri: 'https://www.example.com/',
      blockedUri: 'https://evil.example/x.js',
      directive: 'script-src-elem',
    });
  });

  it('refuses other content types (415), malformed reports (400) and bodies over 8 KB (413)', async () => {
    expect((await send(JSON.stringify(LEGACY), 'text/plain')).status).toBe(415);
    expect((await send('{"csp-report":{}}', 'application/csp-report')).status).toBe(400);
    expect((await send('[]', 'application/reports+json')).status).toBe(400);
    const big = { 'csp-report': { ...LEGACY['csp-report'], 'script-sample': 'x'.repeat(9 * 1024) } };
    expect((await send(JSON.stringify(big), 'application/csp-report')).status).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  it('is limited per address (429 with Retry-After)', async () => {
    const gateway = createGateway({ db: database.db });
    let last: Response | undefined;
    for (let i = 0; i < 61; i += 1)
      last = await send(JSON.stringify(LEGACY), 'application/csp-report', '203.0.113.5', gateway);
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await send(JSON.stringify(LEGACY), 'application/csp-report', '203.0.113.6', gateway)).status).toBe(204);
  });
});
