/**
 * The report belongs to the seller (issue 28, section 1): a sign-in from a result page (register or login, one flow)
 * claims that report and the reports its device made before without an account; the registration records where it
 * came from; a report never belongs to two accounts, however the sign-ins race.
 */
import { type Answers, toAnswerList } from '@site/compliance';
import { system } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaHumanCheck } from '../src/accounts/human-check.ts';
import { createGateway, type Gateway } from '../src/index.ts';
import { DEVICE_CLAIM_DAYS } from '../src/repositories/reports.ts';

const HOST = 'portal.localhost';

let database: TestDatabase;
let gateway: Gateway;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

type Workbench = {
  account: { channelNo: string | null; entry: Record<string, string | null> };
  reports: { id: string }[];
};

let sequence = 0;
/** A fresh number, device and client address per call (each device's and address's first send needs no check). */
const newVisitor = () => {
  sequence += 1;
  return {
    phone: `1370000${String(1000 + sequence).slice(-4)}`,
    device: sequence.toString(16).padStart(32, 'a'),
    address: `10.28.${sequence % 250}.${1 + Math.floor(sequence / 250)}`,
  };
};
type Visitor = ReturnType<typeof newVisitor>;

const call = async <T = unknown>(
  path: string,
  init: { body?: unknown; device?: string; token?: string; address?: string; cookie?: string } = {},
) => {
  const method = init.body === undefined ? 'GET' : 'POST';
  const res = await gateway.request(
    `http://${HOST}${path}`,
    {
      method,
      headers: {
        host: HOST,
        'x-platform-type': '00',
        ...(init.device ? { 'x-device-id': init.device } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(init.body) : undefined,
    },
    { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.28' } } },
  );
  return { status: res.status, body: (await res.json()) as Envelope<T> };
};

const answers: Answers = {
  targetSites: ['DE'],
  platforms: ['AMAZON'],
  battery: false,
  powered: false,
  textileOrFurniture: false,
  energyLabelGoods: false,
  trademark: false,
  brandRegistry: false,
  rightsProtection: false,
};

/** A questionnaire sent from a device without a login, as the buying guide does; the report's id. */
const makeReport = async (device: string, init: { token?: string; cookie?: string } = {}): Promise<string> => {
  const res = await call<string>('/vat/mcSurveyReport/save', {
    ...init,
    device,
    body: { answerList: toAnswerList(answers), source: 1 },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
};

/** The code the development outbox holds for a phone. */
const codeOf = async (phone: string): Promise<string> => {
  const [row] = await database.db
    .select()
    .from(schema.smsOutbox)
    .where(eq(schema.smsOutbox.phone, phone))
    .orderBy(sql`${schema.smsOutbox.id} desc`)
    .limit(1);
  const code = /\d{6}/.exec(row?.body ?? '')?.[0];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
};

/** sendcode, then register or login with the visitor's device and the carried query; the login code. */
const signIn = async (visitor: Visitor, mode: 'register' | 'login', query: Record<string, string> = {}) => {
  const sent = await call('/system/user/sendcode', {
    device: visitor.device,
    address: visitor.address,
    body: { phone: visitor.phone, areaCode: '86', channel: 0, purpose: mode },
  });
  expect(sent.body.code, sent.body.msg).toBe(0);
  const res = await call<{ token: string }>(`/system/user/${mode}`, {
    device: visitor.device,
    address: visitor.address,
    body: {
      phone: visitor.phone,
      smsCode: await codeOf(visitor.phone),
      deviceId: visitor.device,
      agreementAccepted: true,
      ...query,
    },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.token;
};

const workbench = async (token: string) => (await call<Workbench>('/system/user/workbench', { token })).body.data;

const ownersOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await database.db
        .select({ id: schema.questionnaireReports.id, userId: schema.questionnaireReports.userId })
        .from(schema.questionnaireReports)
        .where(inArray(schema.questionnaireReports.id, ids))
    ).map((row) => [row.id, row.userId]),
  );

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({
    db: database.db,
    rateLimitScale: 0,
    addressHashSecret: 'report-owner-address-secret-0123',
    log: () => {},
    humanCheck: altchaHumanCheck(database.db, { cost: 20, counter: [10, 200] }),
  });
});

afterAll(async () => {
  await database?.close();
});

describe('a registration from the result page', () => {
  it("claims the page's report and the device's earlier ones, not another device's; records where it came from", async () => {
    const seller = newVisitor();
    const stranger = newVisitor();
    const earlier = await makeReport(seller.device);
    const other = await makeReport(stranger.device);
    const [row] = await database.db
      .select({ deviceId: schema.questionnaireReports.deviceId, userId: schema.questionnaireReports.userId })
      .from(schema.questionnaireReports)
      .where(eq(schema.questionnaireReports.id, earlier));
    expect(row).toEqual({ deviceId: seller.device, userId: null });
    // The result page's report, made with a promotion channel's cookie.
    const current = await makeReport(seller.device, { cookie: 'channelNo=SPRING26' });

    const token = await signIn(seller, 'register', {
      reportId: current,
      pointType: 'registers',
      intoWay: 'buyingGuide',
    });
    const bench = await workbench(token);
    expect(bench.reports.map((r) => r.id).sort()).toEqual([current, earlier].sort());
    expect(bench.account).toMatchObject({
      channelNo: 'SPRING26',
      entry: { pointType: 'registers', intoWay: 'buyingGuide', reportId: current },
    });
    expect((await ownersOf([other]))[other]).toBeNull();
  });

  it('a registration elsewhere records no report, and a channel it carries wins over the report’s', async () => {
    const seller = newVisitor();
    const report = await makeReport(seller.device, { cookie: 'channelNo=SPRING26' });
    const token = await signIn(seller, 'register', { channelNo: 'HEADER1', pointType: 'registers', reportId: report });
    expect((await workbench(token)).account).toMatchObject({ channelNo: 'HEADER1', entry: { reportId: report } });
    const plain = newVisitor();
    const plainToken = await signIn(plain, 'register', { pointType: 'registers' });
    expect((await workbench(plainToken)).account).toMatchObject({
      channelNo: null,
      entry: { pointType: 'registers', intoWay: null, reportId: null },
    });
  });

  it(`leaves the device's reports older than ${DEVICE_CLAIM_DAYS} days (a shared computer's)`, async () => {
    const seller = newVisitor();
    const old = await makeReport(seller.device);
    await database.db
      .update(schema.questionnaireReports)
      .set({ createdAt: sql`now() - make_interval(days => ${DEVICE_CLAIM_DAYS + 1})` })
      .where(eq(schema.questionnaireReports.id, old));
    const token = await signIn(seller, 'register');
    expect((await workbench(token)).reports).toEqual([]);
    expect((await ownersOf([old]))[old]).toBeNull();
  });
  it("on a portal of another origin (another device id) claims the report's device's earlier reports too", async () => {
    const site = newVisitor();
    const earlier = await makeReport(site.device);
    const current = await makeReport(site.device);
    const portal = newVisitor();
    const token = await signIn(portal, 'register', { reportId: current });
    expect((await workbench(token)).reports.map((r) => r.id).sort()).toEqual([current, earlier].sort());
  });

  it("naming a report another account has claimed claims nothing of that report's device", async () => {
    const site = newVisitor();
    const claimed = await makeReport(site.device);
    await signIn(newVisitor(), 'register', { reportId: claimed });
    const later = await makeReport(site.device);
    const token = await signIn(newVisitor(), 'register', { reportId: claimed });
    expect((await workbench(token)).reports).toEqual([]);
    expect((await ownersOf([later]))[later]).toBeNull();
  });
});

describe('a login from a result page', () => {
  it('claims a report made on another device (the link sent to the phone)', async () => {
    const seller = newVisitor();
    const first = await signIn(seller, 'register');
    expect((await workbench(first)).reports).toEqual([]);
    const laptop = newVisitor();
    const report = await makeReport(laptop.device);
    // Later, on the phone the result page's link was sent to.
    const { device, address } = newVisitor();
    const token = await signIn({ ...seller, device, address }, 'login', { reportId: report, pointType: 'logins' });
    expect((await workbench(token)).reports.map((r) => r.id)).toEqual([report]);
    // The account keeps the entry of its registration.
    expect((await workbench(token)).account.entry).toEqual({ pointType: null, intoWay: null, reportId: null });
  });
});

describe('a report never belongs to two accounts', () => {
  it('a second account naming a claimed report gets nothing of it', async () => {
    const owner = newVisitor();
    const report = await makeReport(owner.device);
    const ownerToken = await signIn(owner, 'register', { reportId: report });
    const other = newVisitor();
    const otherToken = await signIn(other, 'register', { reportId: report });
    expect((await workbench(ownerToken)).reports.map((r) => r.id)).toEqual([report]);
    expect((await workbench(otherToken)).reports).toEqual([]);
  });

  it('a report made signed in is the account’s from the start; another device’s sign-in does not take it', async () => {
    const owner = newVisitor();
    const ownerToken = await signIn(owner, 'register');
    const report = await makeReport(owner.device, { token: ownerToken });
    const other = newVisitor();
    await signIn(other, 'register', { reportId: report });
    expect((await workbench(ownerToken)).reports.map((r) => r.id)).toEqual([report]);
  });

  it('sign-ins racing for one report: exactly one account has it', async () => {
    const report = await makeReport(newVisitor().device);
    const racers = Array.from({ length: 4 }, newVisitor);
    const tokens = await Promise.all(racers.map((racer) => signIn(racer, 'register', { reportId: report })));
    const benches = await Promise.all(tokens.map(workbench));
    expect(benches.filter((bench) => bench.reports.some((r) => r.id === report))).toHaveLength(1);
    expect((await ownersOf([report]))[report]).not.toBeNull();
  });

  it('the contract refuses a report id that is not a UUID', async () => {
    const visitor = newVisitor();
    const res = await call('/system/user/register', {
      device: visitor.device,
      body: {
        phone: visitor.phone,
        smsCode: '123456',
        deviceId: visitor.device,
        agreementAccepted: true,
        reportId: 'x',
      },
    });
    expect(res.body).toMatchObject({ code: 400, msg: 'reportId must be a UUID' });
    expect(system.registerBody.safeParse({}).success).toBe(false);
  });
});
