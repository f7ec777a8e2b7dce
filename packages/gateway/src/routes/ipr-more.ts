import { SERVICE_COUNTRY, SERVICE_TYPE } from '@site/compliance';
import { ipr, Messages, RequestHeader, ResultCode } from '@site/contracts';
import {
  type ClassSuggestion,
  clearanceVerdict,
  type GoodsTerm,
  type Lang,
  NICE_CLASSES,
  rankMarks,
  riskWarning,
  searchTerms,
  suggestClasses,
  TERMS,
  termsOfClass,
  validateMark,
  wellKnownHits,
} from '@site/trademark';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import { optionalUserId, requireUserId } from '../auth.ts';
import { type GatewayDeps, type GatewayEnv, logOf } from '../context.ts';
import { GatewayError, sendFail, sendOk, validate, validateForm } from '../http.ts';
import { routeLimit } from '../limits.ts';
import {
  chinaDay,
  countRequests,
  listRequests,
  type NewRequest,
  type RequestOwner,
  saveRequest,
} from '../repositories/artificial-requests.ts';
import { type HistoryOwner, listHistory, recordSearch } from '../repositories/ipr-history.ts';
import { findCandidates, officeCoverage, registryHasSampleData } from '../repositories/marks.ts';
import { listProducts } from '../repositories/products.ts';
import { remoteConfigFor } from '../repositories/remote-config.ts';
import { teamMailOf } from '../team-mail.ts';

type Office = ipr.TrademarkOffice;

export const ARTIFICIAL_LIMIT_MESSAGE = `今日人工查询次数已用完（每天${ipr.ARTIFICIAL_DAILY_LIMIT}次），请明天再试`;
export const DEVICE_ID_MISSING_MESSAGE = '缺少设备ID：请登录，或在请求头 x-device-id 中提供设备ID';
export const DEVICE_ID_INVALID_MESSAGE = '设备ID须为32位十六进制字符';
export const LOGIN_OR_PHONE_MESSAGE = '请登录，或填写手机号码以便律师联系您';

/** The remote_configs key that holds the IP variant's website config entries (a JSON array, operators' content). */
export const IPR_WEBSITE_CONFIG_KEY = 'ipr.websiteConfig';

/** The offices of the search, with the spec's region numbers and names. */
const OFFICES: readonly { office: Office; regions: number[]; countryName: string; countryNameEn: string }[] = [
  { office: 'US', regions: [20], countryName: '美国', countryNameEn: 'United States' },
  { office: 'EU', regions: [99], countryName: '欧盟', countryNameEn: 'European Union' },
  { office: 'UK', regions: [21], countryName: '英国', countryNameEn: 'United Kingdom' },
  { office: 'CN', regions: [], countryName: '中国', countryNameEn: 'China' },
  { office: 'JP', regions: [23, 24], countryName: '日本', countryNameEn: 'Japan' },
  { office: 'WIPO', regions: [], countryName: '马德里国际注册（WIPO）', countryNameEn: 'International (WIPO, Madrid)' },
];

/** Office -> service country of the products table (trademark registration products). */
const OFFICE_SERVICE_COUNTRY: Partial<Record<Office, number>> = {
  US: SERVICE_COUNTRY.US,
  UK: SERVICE_COUNTRY.UK,
  EU: SERVICE_COUNTRY.EU,
  JP: SERVICE_COUNTRY.JP,
};

// Terms: a stable code per term (class and position in its class).

const termId = (t: Pick<GoodsTerm, 'class' | 'en' | 'zh'>) => `${t.class}|${t.en}|${t.zh}`;
const TERM_CODES = new Map<string, string>();
{
  const position = new Map<number, number>();
  for (const term of TERMS) {
    const n = (position.get(term.class) ?? 0) + 1;
    position.set(term.class, n);
    TERM_CODES.set(termId(term), `${String(term.class).padStart(2, '0')}-${String(n).padStart(3, '0')}`);
  }
}

const productWire = (t: GoodsTerm): z.infer<typeof ipr.niceProductWire> => ({
  classNo: t.class,
  groupNo: null,
  productCode: TERM_CODES.get(termId(t)) ?? `${String(t.class).padStart(2, '0')}-000`,
  productName: t.zh,
  productNameEn: t.en,
});

const suggestionWire = (s: ClassSuggestion): z.infer<typeof ipr.classSuggestionWire> => ({
  classNo: s.class,
  label: s.labelZh,
  labelEn: s.labelEn,
  count: s.count,
  score: s.score,
});

/** Every term for a word (best first), optionally of one class. */
const termsFor = (keyword: string, classNo?: number): GoodsTerm[] =>
  searchTerms(keyword, { limit: TERMS.length })
    .filter((t) => classNo === undefined || t.class === classNo)
    .map(({ score: _score, ...t }) => t);

// Who is asking.

/** The device id of a call: the field when given, else the x-device-id header (checked: 32 hex), else undefined. */
const deviceIdOf = (c: Context, field: string | undefined): string | undefined => {
  if (field) return field.toLowerCase();
  const header = c.req.header(RequestHeader.deviceId)?.trim();
  if (!header) return undefined;
  if (!/^[0-9a-fA-F]{32}$/.test(header)) throw new GatewayError(ResultCode.badRequest, DEVICE_ID_INVALID_MESSAGE);
  return header.toLowerCase();
};

/** The signed-in user, else the device (a call with neither is a 400). */
const historyOwner = async (c: Context, deps: GatewayDeps, field: string | undefined): Promise<HistoryOwner> => {
  const userId = await optionalUserId(c, deps.db);
  if (userId !== null) return { userId };
  const deviceId = deviceIdOf(c, field);
  if (!deviceId) throw new GatewayError(ResultCode.badRequest, DEVICE_ID_MISSING_MESSAGE);
  return { deviceId };
};

const langOf = (c: Context<GatewayEnv>): Lang => (c.var.lang.startsWith('en') ? 'en' : 'zh-CN');

/** IP gateway calls besides the clearance search (mounted at /api/ipr next to iprRoutes). */
export const iprMoreRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  // Attorney requests without an account, per client address (ROUTE_LIMITS.anonymousAttorneyRequest).
  const limit = routeLimit(deps);
  /** Stores a request within the owner's daily limit (the team is mailed), answering its id or the limit's refusal. */
  const saveAndAnswer = async (c: Context<GatewayEnv>, owner: RequestOwner, request: NewRequest) => {
    const saved = await saveRequest(db, owner, request, {
      day: chinaDay(new Date()),
      limit: ipr.ARTIFICIAL_DAILY_LIMIT,
      team: await teamMailOf(db, deps, c.var.platform, c.var.lang),
    });
    if (saved.id === null) return sendFail(c, ResultCode.tooManyRequests, ARTIFICIAL_LIMIT_MESSAGE);
    deps.onMailQueued?.();
    return sendOk(c, { id: saved.id });
  };

  // Offices: the codes the search takes, the spec's region numbers, the names.
  app.get(ipr.getAllCountry.path, validate('query', ipr.getAllCountry.query), (c) =>
    sendOk(
      c,
      OFFICES.map((o) => ({ ...o, regions: [...o.regions], country: o.regions[0] ?? null })),
    ),
  );

  // Classes 1-45 and 46 with short and long labels in Chinese and English.
  app.get(ipr.getTrademarkClasses.path, validate('query', ipr.getTrademarkClasses.query), (c) => {
    const { classNo } = c.req.valid('query');
    const list = NICE_CLASSES.filter((n) => classNo === undefined || n.number === classNo).map((n) => ({
      classNo: n.number,
      kind: n.kind,
      label: n.labelZh,
      labelEn: n.labelEn,
      description: n.descriptionZh,
      descriptionEn: n.descriptionEn,
    }));
    return sendOk(c, list);
  });

  // Category query: the terms for a product word (paged) and the classes it suggests.
  app.post(ipr.categorySearch.path, validateForm('json', ipr.categorySearch.body), (c) => {
    const { keyword, classNo, pageNum, pageSize } = c.req.valid('json');
    const all = termsFor(keyword, classNo);
    return sendOk(c, {
      total: all.length,
      pageNum,
      pageSize,
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(productWire),
      classes: suggestClasses(keyword, { limit: 10 }).map(suggestionWire),
    });
  });

  // The same search, not paged (the trademark page's class picker).
  app.post(ipr.trademarkCategorySearch.path, validateForm('json', ipr.trademarkCategorySearch.body), (c) => {
    const { keyword, classNo, limit } = c.req.valid('json');
    return sendOk(c, {
      list: termsFor(keyword, classNo)
        .slice(0, limit ?? 50)
        .map(productWire),
      classes: suggestClasses(keyword, { limit: 10 }).map(suggestionWire),
    });
  });

  // One class's terms, filtered by a word when given; or the terms for a word (at most 100).
  app.post(ipr.niceClassificationQuery.path, validateForm('json', ipr.niceClassificationQuery.body), (c) => {
    const { keyword, classNo } = c.req.valid('json');
    const terms = keyword === undefined ? termsOfClass(classNo as number) : termsFor(keyword, classNo).slice(0, 100);
    return sendOk(c, terms.map(productWire));
  });

  // History: record (POST) and read (GET), per signed-in user, else per device.
  app.post(ipr.saveSearchRecord.path, validateForm('json', ipr.saveSearchRecord.body), async (c) => {
    const { markElement, country, searchType, deviceId } = c.req.valid('json');
    const owner = await historyOwner(c, deps, deviceId);
    const list = await recordSearch(db, owner, {
      searchType,
      mark: markElement,
      office: country,
      platform: c.var.platform,
    });
    return sendOk(c, list);
  });

  app.get(ipr.listSearchRecords.path, validateForm('query', ipr.listSearchRecords.query), async (c) => {
    const { searchType, deviceId } = c.req.valid('query');
    const owner = await historyOwner(c, deps, deviceId);
    return sendOk(c, await listHistory(db, owner, searchType));
  });

  // The attorney flow: quota, request, the user's requests.

  const limitData = (used: number) => {
    const limitCount = ipr.ARTIFICIAL_DAILY_LIMIT;
    return { allowed: used < limitCount, usedCount: used, limitCount, remaining: Math.max(0, limitCount - used) };
  };

  /** The signed-in user, else the device (a call with neither is a 400). */
  const quotaOwner = async (c: Context, field: string | undefined): Promise<RequestOwner> => {
    const userId = await optionalUserId(c, db);
    if (userId !== null) return { userId };
    const deviceId = deviceIdOf(c, field);
    if (!deviceId) throw new GatewayError(ResultCode.badRequest, DEVICE_ID_MISSING_MESSAGE);
    return { deviceId };
  };

  app.get(ipr.artificialLimitCheck.path, validateForm('query', ipr.artificialLimitCheck.query), async (c) => {
    const owner = await quotaOwner(c, c.req.valid('query').deviceId);
    return sendOk(c, limitData(await countRequests(db, owner, chinaDay(new Date()))));
  });

  app.get(ipr.artificialUserData.path, validateForm('query', ipr.artificialUserData.query), async (c) => {
    const owner = await quotaOwner(c, c.req.valid('query').deviceId);
    const [used, records] = await Promise.all([
      countRequests(db, owner, chinaDay(new Date())),
      listRequests(db, owner),
    ]);
    return sendOk(c, { memberLevel: null, ...limitData(used), records });
  });

  app.post(ipr.saveArtificialTrademark.path, validateForm('json', ipr.saveArtificialTrademark.body), async (c) => {
    const body = c.req.valid('json');
    const userId = await optionalUserId(c, db);
    const deviceId = deviceIdOf(c, body.deviceId);
    let owner: RequestOwner;
    if (userId !== null) {
      owner = { userId };
    } else {
      if (!body.phone) return sendFail(c, ResultCode.badRequest, LOGIN_OR_PHONE_MESSAGE);
      owner = { deviceId, phone: body.phone };
      const decision = await limit(c, 'anonymousAttorneyRequest');
      if (!decision.allowed) {
        c.header('retry-after', String(decision.retryAfterSeconds));
        return sendFail(c, ResultCode.tooManyRequests, Messages.tooManyRequests);
      }
    }
    return saveAndAnswer(c, owner, {
      kind: 'trademark',
      platform: c.var.platform,
      mark: body.markElement,
      offices: body.countryList,
      classes: [...body.classes].sort((a, b) => a - b),
      markImg: body.markImg,
      remark: body.remark,
      contactName: body.contactName,
      phone: body.phone,
      deviceId,
    });
  });

  // A manual category query (signed in, as its contract says); it counts toward the same daily limit.
  app.post(ipr.artificialCategorySearch.path, validateForm('json', ipr.artificialCategorySearch.body), async (c) => {
    const userId = await requireUserId(c, db);
    const body = c.req.valid('json');
    const office = body.country === undefined ? undefined : ipr.OFFICE_OF_REGION[String(body.country)];
    return saveAndAnswer(
      c,
      { userId },
      {
        kind: 'category',
        platform: c.var.platform,
        mark: body.productDescription,
        offices: office ? [office] : [],
        classes: [],
        remark: body.remark,
        deviceId: deviceIdOf(c, undefined),
      },
    );
  });

  // The risk warning: the clearance search's candidates ranked by @site/trademark, told as a warning.
  app.post(ipr.artificialRiskWarning.path, validateForm('json', ipr.artificialRiskWarning.body), async (c) => {
    const { markElement, country, classes } = c.req.valid('json');
    const checked = validateMark(markElement);
    if (!checked.ok) return sendFail(c, ResultCode.badRequest, checked.message);
    const lang = langOf(c);
    const en = lang === 'en';
    const [candidates, sample, coverage] = await Promise.all([
      findCandidates(db, checked.keys, { office: country, classes }),
      registryHasSampleData(db, country),
      officeCoverage(db),
    ]);
    const ranked = rankMarks({ mark: markElement, classes }, candidates, { limit: 5, lang });
    const wellKnown = wellKnownHits(markElement, lang);
    const verdict = clearanceVerdict({ ranked, wellKnown, office: country, coverage, sample, lang });
    const hits = ranked.hits.map((h) => ({
      number: h.number,
      mark: h.mark,
      country: h.country as Office,
      classes: h.classes,
      owner: h.owner,
      status: h.status,
      risk: h.risk,
      matchers: h.matchers.map((m) => m.name),
      score: h.score,
    }));
    const matchers = [...new Set(hits.flatMap((h) => h.matchers))];
    const register = country
      ? (OFFICES.find((o) => o.office === country)?.[en ? 'countryNameEn' : 'countryName'] ?? country)
      : null;
    const risk = verdict.risk;
    const told = riskWarning({ mark: markElement, register, classes, hits, wellKnown, risk, sample, lang });
    return sendOk(c, {
      risk,
      title: told.title,
      warning: told.warning,
      reasons: verdict.reasons,
      matchers,
      hits,
      sample,
    });
  });

  // The IP variant's website config entries: remote_configs 'ipr.websiteConfig' (a JSON array); entries that do not
  // match the contract are skipped and logged, none is an empty list.
  app.get(ipr.listIprWebsiteConfig.path, validate('query', ipr.listIprWebsiteConfig.query), async (c) => {
    // The brand's row of the key, else the row of every brand (remote_configs is per brand since migration 0012).
    const value = await remoteConfigFor(db, c.var.platform, IPR_WEBSITE_CONFIG_KEY);
    const entries = Array.isArray(value) ? (value as unknown[]) : [];
    const item = ipr.listIprWebsiteConfig.data.element;
    const list = entries.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      if (!parsed.success) logOf(deps)(`[gateway] ${IPR_WEBSITE_CONFIG_KEY}: an entry is not valid`);
      return parsed.success ? [parsed.data] : [];
    });
    return sendOk(
      c,
      list.sort((a, b) => a.sort - b.sort || a.id - b.id),
    );
  });

  // The SKUs of a trademark registration service item: an office code or region number -> its products.
  app.get(ipr.getVipSkuDetail.path.replace('{serverItem}', ':serverItem'), async (c) => {
    const parsed = ipr.getVipSkuDetail.params.safeParse({ serverItem: c.req.param('serverItem') });
    if (!parsed.success) return sendFail(c, ResultCode.badRequest, parsed.error.issues[0]?.message ?? 'invalid');
    const { serverItem } = parsed.data;
    const text = serverItem.toUpperCase();
    const office = (ipr.TRADEMARK_OFFICES as readonly string[]).includes(text)
      ? (text as Office)
      : ipr.OFFICE_OF_REGION[text];
    const serviceCountry = office ? OFFICE_SERVICE_COUNTRY[office] : undefined;
    if (!office || serviceCountry === undefined) return sendFail(c, ResultCode.notFound, '暂无该服务项目');
    const products = await listProducts(
      db,
      { serviceType: SERVICE_TYPE.trademark, country: serviceCountry },
      c.var.lang,
    );
    if (products.length === 0) return sendFail(c, ResultCode.notFound, '暂无该服务项目');
    return sendOk(c, {
      serverItem,
      office,
      memberLevel: null,
      skuList: products.map((p) => ({
        skuId: p.id,
        name: p.productName,
        unitPrice: p.unitPrice,
        discountPrice: p.discountPrice,
        priceUnit: p.priceUnit,
        durationMonths: null,
      })),
    });
  });

  return app;
};
