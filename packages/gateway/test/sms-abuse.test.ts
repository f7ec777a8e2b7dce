/**
 * The SMS and account findings of issue 22, one test each, written as an attacker on the internet would try them
 * against the gateway: reading the development outbox from another machine (1), locking a phone's owner out by asking
 * codes for it (4), one handset under several numbers (5), codes to premium and satellite numbers and a send budget
 * (6), and telling registered phones from unknown ones (7). The sliding windows of finding 6 are in
 * rate-limit.test.ts, for both stores.
 */
import { system } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaHumanCheck } from '../src/accounts/human-check.ts';
import type { GatewayDeps } from '../src/context.ts';
import { createGateway } from '../src/index.ts';
import { SmsBudget } from '../src/sms/budget.ts';

const { AccountMessages } = system;
const ADDRESS_SECRET = 'test-address-secret-0123456789';

let requesters = 0;
/**
 * A device and address that have asked for nothing yet: each test's people are new to the gateway (a device's or
 * address's second send needs the proof of work, finding 4).
 */
const newRequester = (): Who => {
  requesters += 1;
  return {
    device: requesters.toString(16).padStart(32, 'a'),
    address: `198.18.${requesters >> 8}.${requesters & 255}`,
  };
};

let database: TestDatabase;
const logged: string[] = [];

interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

interface Call {
  body?: unknown;
  address?: string;
  host?: string;
  device?: string;
  headers?: Record<string, string>;
}

const client = (deps: Partial<GatewayDeps> = {}) => {
  const gateway = createGateway({
    db: database.db,
    rateLimitScale: 0,
    addressHashSecret: ADDRESS_SECRET,
    log: (message) => logged.push(message),
    ...deps,
  });
  return async (path: string, init: Call = {}): Promise<Answer> => {
    const method = init.body === undefined ? 'GET' : 'POST';
    const host = init.host ?? 'portal.localhost';
    const res = await gateway.request(
      `http://${host}${path}`,
      {
        method,
        headers: {
          host,
          'x-platform-type': '00',
          ...(init.device ? { 'x-device-id': init.device } : {}),
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: method === 'POST' ? JSON.stringify(init.body) : undefined,
      },
      { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.1' } } },
    );
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
};

interface Who {
  device: string;
  address: string;
}

let call: ReturnType<typeof client>;
let seq = 0;
const newPhone = () => {
  seq += 1;
  return `1370000${String(2000 + seq).slice(-4)}`;
};

const sendCode = (who: Who, phone: string, extra: Record<string, unknown> = {}, areaCode = '86') =>
  call('/system/user/sendcode', {
    device: who.device,
    address: who.address,
    body: { phone, areaCode, channel: 0, purpose: 'register', ...extra },
  });

/** The code of the newest outbox message to a phone. */
const newestCode = async (phone: string): Promise<string> => {
  const [row] = await database.db
    .select()
    .from(schema.smsOutbox)
    .where(eq(schema.smsOutbox.phone, phone))
    .orderBy(desc(schema.smsOutbox.id))
    .limit(1);
  const code = /\d{6}/.exec(row?.body ?? '')?.[0];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
};

const signIn = (who: Who, phone: string, smsCode: string, areaCode = '86') =>
  call('/system/user/login', {
    device: who.device,
    address: who.address,
    body: { phone, areaCode, smsCode, deviceId: who.device, agreementAccepted: true },
  });

/** A minute passes for the phone's codes (the resend wait is arranged in the database, not waited for). */
const ageCodes = (phone: string) =>
  database.db.execute(sql`update sms_codes set created_at = created_at - interval '61 seconds' where phone = ${phone}`);

/** Asks the gateway for a proof-of-work challenge and solves it, as the portal's widget does. */
const solvedChallenge = async (who: Who): Promise<string> => {
  const res = await call('/system/user/challenge', { device: who.device, address: who.address });
  expect(res.body.code, res.body.msg).toBe(0);
  const { kind, challenge } = res.body.data as {
    kind: string;
    challenge: Parameters<typeof solveChallenge>[0]['challenge'];
  };
  expect(kind).toBe('altcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return btoa(JSON.stringify({ challenge, solution }));
};

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  // A cheap proof of work: these tests solve dozens; the portal's browser test solves the real one.
  call = client({ humanCheck: altchaHumanCheck(database.db, { cost: 20, counter: [10, 200] }) });
});

afterAll(async () => {
  await database?.close();
});

describe('finding 1: the development outbox is the developer’s own', () => {
  it('answers 404 to another machine or a public host name; the developer on localhost reads it', async () => {
    const phone = newPhone();
    expect((await sendCode(newRequester(), phone)).body.code).toBe(0);
    const code = await newestCode(phone);
    const outbox = (address: string, host: string, headers: Record<string, string> = {}) =>
      call('/system/user/dev-outbox', { address, host, headers });
    for (const [address, host, headers] of [
      ['203.0.113.7', 'portal.example.com', {}],
      ['203.0.113.7', 'localhost:3000', {}],
      ['127.0.0.1', 'portal.example.com', {}],
      ['127.0.0.1', '192.0.2.10:3000', {}],
      ['::1', 'ost.com.cn', {}],
      // A proxy on this machine passes the visitor on: never the developer's own request.
      ['127.0.0.1', 'localhost:3000', { 'x-forwarded-for': '203.0.113.7' }],
      ['127.0.0.1', 'localhost:3000', { forwarded: 'for=203.0.113.7' }],
    ] as const) {
      const res = await outbox(address, host, headers);
      expect(res.status, `${address} ${host}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(code);
    }
    for (const [address, host] of [
      ['127.0.0.1', 'localhost:3000'],
      ['::1', 'portal.localhost:3000'],
      ['::ffff:127.0.0.1', 'ost.localhost'],
    ] as const) {
      const res = await outbox(address, host);
      expect(res.status, `${address} ${host}`).toBe(200);
      expect(JSON.stringify(res.body)).toContain(code);
    }
    // Behind a proxy the site trusts, the forwarded address decides.
    const proxied = client({
      trustProxy: true,
      humanCheck: altchaHumanCheck(database.db, { cost: 20, counter: [10, 200] }),
    });
    const remote = await proxied('/system/user/dev-outbox', {
      address: '127.0.0.1',
      host: 'localhost:3000',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(remote.status).toBe(404);
  });
});

describe('finding 4: a stranger cannot lock the owner out', () => {
  it('a stranger’s code for the phone neither delays nor replaces the owner’s; their wrong guesses burn none of its tries', async () => {
    const [owner, stranger] = [newRequester(), newRequester()];
    const phone = newPhone();
    expect((await sendCode(stranger, phone)).body.code).toBe(0);
    // The owner asks right after: their own code, no wait.
    expect((await sendCode(owner, phone)).body).toEqual({ code: 0, msg: 'success', data: { cooldownSeconds: 60 } });
    const ownersCode = await newestCode(phone);
    const wrong = ownersCode === '000000' ? '000001' : '000000';
    for (let i = 0; i < 6; i += 1) expect((await signIn(stranger, phone, wrong)).status).toBe(400);
    const signedIn = await signIn(owner, phone, ownersCode);
    expect(signedIn.body.code, signedIn.body.msg).toBe(0);
  });

  it('a stranger using up a day of sends for the phone leaves the owner theirs', async () => {
    const [owner, stranger] = [newRequester(), newRequester()];
    const phone = newPhone();
    let refused: Answer | undefined;
    for (let i = 0; i < 12 && !refused; i += 1) {
      const res = await sendCode(stranger, phone, i === 0 ? {} : { humanCheck: await solvedChallenge(stranger) });
      if (res.body.code !== 0) refused = res;
      await ageCodes(phone);
    }
    expect(refused?.body).toEqual({ code: 429, msg: AccountMessages.dailyLimit, key: 'dailyLimit', data: null });
    expect((await sendCode(owner, phone)).body.code).toBe(0);
    expect((await signIn(owner, phone, await newestCode(phone))).body.code).toBe(0);
  });

  it('after a device’s first send, the next needs a solved proof of work, each solution used once', async () => {
    const device = newRequester();
    const first = newPhone();
    expect((await sendCode(device, first)).body.code).toBe(0);
    const second = newPhone();
    const bare = await sendCode(device, second);
    expect(bare.body).toEqual({
      code: 403,
      msg: AccountMessages.humanCheckRequired,
      key: 'humanCheckRequired',
      data: null,
    });
    const forged = await sendCode(device, second, { humanCheck: btoa('{"challenge":{},"solution":{}}') });
    expect(forged.body).toEqual({
      code: 403,
      msg: AccountMessages.humanCheckFailed,
      key: 'humanCheckFailed',
      data: null,
    });
    const solved = await solvedChallenge(device);
    expect((await sendCode(device, second, { humanCheck: solved })).body.code).toBe(0);
    const third = newPhone();
    expect((await sendCode(device, third, { humanCheck: solved })).body).toEqual({
      code: 403,
      msg: AccountMessages.humanCheckFailed,
      key: 'humanCheckFailed',
      data: null,
    });
    // A new device id from the same address gets no free send either: the address has asked already.
    const rotated = { device: newRequester().device, address: device.address };
    expect((await sendCode(rotated, third)).body.msg).toBe(AccountMessages.humanCheckRequired);
  });
});

describe('finding 5: one handset is one number', () => {
  it('refuses an area code split off the number, and keys a national trunk prefix as the same number', async () => {
    for (const [areaCode, phone] of [
      ['8', '613800138000'],
      ['861', '3800138000'],
      ['8613', '800138000'],
    ] as const) {
      const res = await sendCode(newRequester(), phone, {}, areaCode);
      expect(res.status, `${areaCode}/${phone}`).toBe(400);
    }
    const who = newRequester();
    expect((await sendCode(who, '07911123456', {}, '44')).body.code).toBe(0);
    const again = await sendCode(who, '7911123456', {}, '44');
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    // Signed in by one form, found by the other: one account.
    const first = await signIn(who, '7911123456', await newestCode('7911123456'), '44');
    expect(first.body.code, first.body.msg).toBe(0);
    const [user] = await database.db.select().from(schema.users).where(eq(schema.users.e164, '+447911123456'));
    expect(user).toMatchObject({ areaCode: '44', phone: '7911123456' });
  });
});

describe('finding 6: SMS pumping', () => {
  it('sends only to the countries served, voice calls only to mainland China', async () => {
    const refused = [
      ['882', '1234567890', 1],
      ['979', '123456789', 1],
      ['870', '773111632', 1],
      ['247', '6601', 1],
      ['881', '631234567', 0],
      ['44', '07911123456', 1],
      // +1 is the US and Canada here, not the Caribbean's premium-priced numbers.
      ['1', '8765551234', 0],
    ] as const;
    for (const [areaCode, phone, channel] of refused) {
      const res = await sendCode(newRequester(), phone, { channel }, areaCode);
      expect(res.status, `+${areaCode} ${phone} channel ${channel}`).toBe(400);
    }
    const voice = await sendCode(newRequester(), newPhone(), { channel: 1 });
    expect(voice.body.code).toBe(0);
  });

  it('a daily budget of sends for the whole site: a warning before it is spent, then no more sends', async () => {
    const [row] = await database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from sms_codes where created_at > now() - interval '24 hours'`,
      )
      .then((r) => r.rows);
    const budget = new SmsBudget((row?.n ?? 0) + 2, (message) => logged.push(message));
    const budgeted = client({
      smsBudget: budget,
      humanCheck: altchaHumanCheck(database.db, { cost: 20, counter: [10, 200] }),
    });
    const send = () => {
      const who = newRequester();
      return budgeted('/system/user/sendcode', {
        device: who.device,
        address: who.address,
        body: { phone: newPhone(), channel: 0, purpose: 'register' },
      });
    };
    logged.length = 0;
    expect((await send()).body.code).toBe(0);
    expect((await send()).body.code).toBe(0);
    expect(logged.join('\n')).toMatch(/SMS budget/);
    const over = await send();
    expect(over.status).toBe(503);
    expect(over.body.msg).toBe(AccountMessages.smsBudgetSpent);
    expect(logged.join('\n')).toMatch(/SMS budget .*spent/);
    // What /_health shows (runtime.ts hands the same budget to the gateway and to the health answer).
    expect(budget.health()).toMatchObject({
      state: 'spent',
      budget: (row?.n ?? 0) + 2,
      sentLast24h: (row?.n ?? 0) + 2,
    });
  });
});

describe('finding 7: no telling registered phones from unknown ones', () => {
  it('the code call answers alike for a registered and an unknown phone, whatever the purpose', async () => {
    const known = newPhone();
    const who = newRequester();
    expect((await sendCode(who, known)).body.code).toBe(0);
    const registered = await call('/system/user/register', {
      device: who.device,
      address: who.address,
      body: { phone: known, smsCode: await newestCode(known), deviceId: who.device, agreementAccepted: true },
    });
    expect(registered.body.code, registered.body.msg).toBe(0);
    for (const purpose of ['register', 'login']) {
      for (const phone of [known, newPhone()]) {
        const res = await sendCode(newRequester(), phone, { purpose });
        expect(res.body, `${purpose} ${phone === known ? 'registered' : 'unknown'}`).toEqual({
          code: 0,
          msg: 'success',
          data: { cooldownSeconds: 60 },
        });
      }
    }
  });

  it('the code makes the account or finds it: register and login are one flow', async () => {
    const phone = newPhone();
    const who = newRequester();
    expect((await sendCode(who, phone, { purpose: 'login' })).body.code).toBe(0);
    const made = await signIn(who, phone, await newestCode(phone));
    expect(made.body.code, made.body.msg).toBe(0);
    await ageCodes(phone);
    const humanCheck = await solvedChallenge(who);
    expect((await sendCode(who, phone, { purpose: 'register', humanCheck })).body.code).toBe(0);
    const again = await call('/system/user/register', {
      device: who.device,
      address: who.address,
      body: { phone, smsCode: await newestCode(phone), deviceId: who.device, agreementAccepted: true },
    });
    expect(again.body.code, again.body.msg).toBe(0);
    expect((again.body.data as { mercNo: string }).mercNo).toBe((made.body.data as { mercNo: string }).mercNo);
  });
});
