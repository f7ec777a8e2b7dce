import { describe, expect, it } from 'vitest';
import type { ReportMarket, ReportObligation, ReportService } from '../../content/survey-reports.ts';
import {
  firstYearTotal,
  marketAnchor,
  obligationsFor,
  priceDisplay,
  reportQuery,
  reportTitle,
  serviceApplies,
  serviceName,
  urgentItems,
} from './report-rules.ts';

const obligation = (over: Partial<ReportObligation>): ReportObligation => ({
  ruleId: 'DE.packaging',
  level: 'required',
  status: 'required',
  condition: null,
  title: 'LUCID登记',
  action: '',
  law: 'VerpackG',
  register: 'LUCID',
  who: '卖家',
  timing: '首次销售前',
  urgent: false,
  beforeSale: false,
  amazon: null,
  sources: [],
  checkedOn: '2026-11-23',
  confidence: 'official',
  serviceKeys: [],
  ...over,
});

const market = (country: string, label: string, obligations: ReportObligation[]): ReportMarket => ({
  country,
  label,
  asked: true,
  streams: [{ stream: 'packaging', label: '包装EPR', obligations }],
  summary: { obligations: obligations.length, conditional: 0, urgent: 0, unconfirmed: 0 },
});

const service = (over: Partial<ReportService>): ReportService => ({
  key: '1006:2',
  serviceType: 1006,
  country: 2,
  keyword: '',
  from: null,
  productCount: 0,
  ...over,
});

describe('prices on the result page', () => {
  it("show the lowest price as 'from' with its unit, and the original when discounted", () => {
    expect(priceDisplay({ productName: 'x', amount: '2999.00', unit: '年', original: '￥3999.00/年' })).toEqual({
      kind: 'from',
      amount: '￥2999.00/年',
      original: '￥3999.00/年',
    });
    expect(priceDisplay({ productName: 'x', amount: '800.00', unit: '', original: null })).toEqual({
      kind: 'from',
      amount: '￥800.00',
      original: null,
    });
  });

  it("say 'ask us' without a price, or with an amount that is not two decimals", () => {
    expect(priceDisplay(null)).toEqual({ kind: 'ask' });
    expect(priceDisplay({ productName: 'x', amount: 'NaN', unit: '年', original: null })).toEqual({ kind: 'ask' });
  });
});

describe('the summary', () => {
  it('lists the items before the first sale by market, in report order, then those on a condition', () => {
    const markets = [
      market('DE', '德国', [
        obligation({ title: 'VAT', status: 'conditional', condition: '如果您在德国存放库存', beforeSale: true }),
        obligation({ title: 'LUCID', urgent: true, beforeSale: true }),
        obligation({ title: 'later' }),
      ]),
      market('FR', '法国', [obligation({ title: 'IDU', urgent: true, beforeSale: true, timing: '销售前取得IDU' })]),
    ];
    expect(urgentItems(markets)).toEqual([
      { market: '德国', anchor: 'market-DE', title: 'LUCID', timing: '首次销售前', condition: null },
      { market: '法国', anchor: 'market-FR', title: 'IDU', timing: '销售前取得IDU', condition: null },
      { market: '德国', anchor: 'market-DE', title: 'VAT', timing: '首次销售前', condition: '如果您在德国存放库存' },
    ]);
    expect(urgentItems([])).toEqual([]);
  });

  it('offers a service only for items that ask something of the seller, conditional with its conditions', () => {
    const markets = [
      market('EU', '欧盟', [
        obligation({ ruleId: 'EU.vat.ioss', status: 'info', level: 'info', serviceKeys: ['1003:99'] }),
        obligation({ ruleId: 'EU.vat.oss', status: 'conditional', condition: '如果A', serviceKeys: ['1004:99'] }),
        obligation({ ruleId: 'X', status: 'conditional', condition: '如果B', serviceKeys: ['1004:99'] }),
        // Implied by '如果A': not repeated.
        obligation({ ruleId: 'W', status: 'conditional', condition: '如果A，且D', serviceKeys: ['1004:99'] }),
        obligation({ ruleId: 'Y', serviceKeys: ['1010:99'] }),
        obligation({ ruleId: 'Z', status: 'conditional', condition: '如果C', serviceKeys: ['1010:99'] }),
      ]),
    ];
    expect(serviceApplies({ key: '1003:99' }, markets)).toBeNull();
    expect(serviceApplies({ key: '1004:99' }, markets)).toEqual({ conditional: true, conditions: ['如果A', '如果B'] });
    expect(serviceApplies({ key: '1010:99' }, markets)).toEqual({ conditional: false });
    expect(serviceApplies({ key: '9:9' }, markets)).toBeNull();
  });

  it('adds up the first year: one-off and recurring apart, a quarter four times, unknown units and no price left out', () => {
    const price = (amount: string, unit: string) => ({ productName: 'x', amount, unit, original: null });
    expect(
      firstYearTotal([
        { from: price('1000.00', '次') },
        { from: price('99.50', '件') },
        { from: price('3400.00', '年') },
        { from: price('600.00', '季度') },
        { from: price('10.00', '批') },
        { from: null },
      ]),
    ).toEqual({ oneOff: '￥1099.50', recurring: '￥5800.00', unpriced: 2, counted: 4 });
    expect(firstYearTotal([])).toEqual({ oneOff: '￥0.00', recurring: '￥0.00', unpriced: 0, counted: 0 });
  });

  it('titles the report with the markets asked and names the platforms apart', () => {
    const markets = [
      { country: 'DE', label: '德国', asked: true },
      { country: 'EU', label: '欧盟（全欧盟统一规则）', asked: false },
      { country: 'FR', label: '法国', asked: true },
    ];
    expect(reportTitle({ platforms: ['AMAZON', 'ALIEXPRESS'], markets }, false)).toEqual({
      markets: '德国、法国',
      more: null,
      platforms: '亚马逊、速卖通',
    });
    expect(reportTitle({ platforms: [], markets }, true)).toEqual({
      markets: '德国、法国',
      more: null,
      platforms: null,
    });
    // 'Other EU' asked is named so; more than four markets: the first four and how many.
    const many = ['UK', 'DE', 'FR', 'IT', 'ES'].map((country, i) => ({ country, label: `M${i}`, asked: true }));
    expect(
      reportTitle({ platforms: ['AMAZON'], markets: [...many, { country: 'EU', label: '欧盟', asked: true }] }, false),
    ).toEqual({
      markets: 'M0、M1、M2、M3',
      more: 6,
      platforms: '亚马逊',
    });
    expect(reportTitle({ platforms: [], markets: [{ country: 'EU', label: '歐盟', asked: true }] }, true).markets).toBe(
      '其他歐盟國家',
    );
  });

  it('anchors markets by a safe id', () => {
    expect(marketAnchor({ country: 'EU' })).toBe('market-EU');
    expect(marketAnchor({ country: 'a b"<' })).toBe('market-ab');
  });

  it('names the obligations a service fulfils, once each', () => {
    const markets = [
      market('DE', '德国', [
        obligation({ title: 'LUCID', serviceKeys: ['1006:2'] }),
        obligation({ title: 'LUCID', serviceKeys: ['1006:2'] }),
        obligation({ title: 'other', serviceKeys: ['1007:2'] }),
      ]),
    ];
    expect(obligationsFor({ key: '1006:2' }, markets)).toEqual([{ market: '德国', title: 'LUCID' }]);
    expect(obligationsFor({ key: '9:9' }, markets)).toEqual([]);
  });
});

describe('names and times', () => {
  it('names a service by country and type, in either script', () => {
    expect(serviceName(service({}), false, '合规服务')).toBe('德国包装法注册');
    expect(serviceName(service({}), true, '合規服務')).toBe('德國包裝法註冊');
    expect(serviceName(service({ serviceType: 1018, country: 101 }), false, '')).toBe('美国销售税注册与申报');
    const unknown = service({
      serviceType: 4242,
      from: { productName: '特别服务', amount: '1.00', unit: '', original: null },
    });
    expect(serviceName(unknown, false, '合规服务')).toBe('特别服务');
    expect(serviceName(service({ serviceType: 4242 }), false, '合规服务')).toBe('合规服务');
  });
});

describe('the query carried from the result page', () => {
  it('keeps the route parameters, first value each, well-formed only, in a fixed order', () => {
    expect(
      reportQuery({
        intoWay: 'quickGuide',
        reportId: 'r-1',
        pointType: 'questionnaire',
        channelNo: ['ad7', 'ad8'],
        utm_source: 'x',
      }).toString(),
    ).toBe('reportId=r-1&pointType=questionnaire&channelNo=ad7&intoWay=quickGuide');
    expect(reportQuery({ reportId: 'r-1', channelNo: '<x>', intoWay: undefined }).toString()).toBe('reportId=r-1');
  });
});

describe('names in the page script', () => {
  it('give XM traditional market and stream names, and keep the stored ones otherwise', async () => {
    const { REPORT_STREAMS } = await import('@site/compliance/engine');
    const { TARGET_SITES } = await import('@site/compliance/answers');
    const { marketName, streamName } = await import('./report-rules.ts');
    expect(marketName({ country: 'DE', label: '德国' }, true)).toBe('德國');
    expect(marketName({ country: 'DE', label: '德国' }, false)).toBe('德国');
    expect(marketName({ country: 'XX', label: '某地' }, true)).toBe('某地');
    for (const site of TARGET_SITES.filter((s) => s !== 'EU_OTHER')) {
      expect(marketName({ country: site, label: '' }, true), site).not.toBe('');
    }
    expect(marketName({ country: 'EU', label: '' }, true)).not.toBe('');
    for (const stream of REPORT_STREAMS) expect(streamName({ stream, label: '' }, true), stream).not.toBe('');
  });
});
