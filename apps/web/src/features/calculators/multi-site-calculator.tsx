'use client';

import { type FormEvent, useId, useState } from 'react';
import {
  type CalculatorProduct,
  MULTI_SITE_COUNTRIES,
  type MultiSiteCountry,
  type MultiSiteEstimate,
  multiSiteEstimate,
  type ObligationRule,
  type ObligationStatus,
  type Presence,
  STREAMS,
  type Stream,
  timesPerYear,
} from '../../lib/calculators.ts';
import { formatCents } from '../../lib/money.ts';
import frame from '../../ui/table-frame.module.css';
import styles from './calculators.module.css';
import { EstimateBadge, FixErrors, Results } from './form.tsx';
import { COUNTRY_NAMES } from './labels.ts';

/**
 * The multi-site tool (/ld/calculate/3): for the countries a seller sells into or stocks in and
 * the streams it asks about, which obligations apply, and what our services for them cost (the
 * catalogue's products, passed in by the page).
 */

const STREAM_NAMES: Record<Stream, string> = {
  vat: 'VAT注册与申报',
  packaging: '包装法EPR',
  weee: 'WEEE（电子电气设备）',
  battery: '电池法',
};

const PRESENCE_NAMES: Record<Presence, string> = {
  none: '不涉及',
  sales: '仅销售（从他国发货）',
  stock: '备货并销售（FBA等）',
};

const STATUS_NAMES: Record<ObligationStatus, string> = {
  required: '需要',
  conditional: '视情况',
  marketplace: '通常由平台承担',
  check: '需个案评估',
};

const RULES: Record<ObligationRule, string> = {
  vatStock: '在该国仓储（FBA、泛欧计划等）即须注册VAT并按期申报，无起征门槛。',
  vatUkNoStock:
    '不在英国备货时，单个包裹≤£135的进口货物由平台在销售时代收VAT，平台对境外卖家在英国境内的销售亦承担VAT；一旦在英国存货即须注册。',
  vatEuNoStock:
    '从其他欧盟国家发货给该国消费者，无需在该国注册：平台销售由平台作为“视同供应商”缴纳VAT；独立站等非平台销售通过OSS申报。',
  oss: 'OSS一站式申报：非平台渠道向其他欧盟国家消费者的远程销售，在发货国登记OSS，按季度申报各目的国VAT。',
  packagingDE: 'VerpackG：注册LUCID（免费）、加入双元系统并申报数量，没有最低数量。',
  packagingFR: 'AGEC法：通过生态组织（如Citeo、Léko、Adelphe）取得包装类唯一识别码（IDU/UIN）。',
  packagingES: 'RD 1055/2022：在MITECO登记并加入生产者责任组织，无门槛，境外企业通常须指定代表。',
  packagingIT: '意大利CONAI体系及自2023年起的包装标签规则；境外卖家的具体义务以个案评估为准。',
  packagingUK:
    '英国包装EPR（2025年起）：平台为非英国卖家承担生产者义务；英国企业营业额超过100万英镑且包装超过25吨才有申报义务。',
  packagingUnknown: '我们的资料尚未覆盖该国包装EPR对跨境卖家的要求，请咨询顾问评估。',
  weeeDE: 'ElektroG：在stiftung ear按品牌和设备类型注册；在德国无分支机构须委托德国授权代表，约12周。',
  weeeFR: '通过生态组织（如ecosystem、Ecologic）取得电子电气设备类唯一识别码（IDU）。',
  weeeES: 'RD 110/2015：登记RII-AEE，编号须显示在发票和店铺页面。',
  weeeIT: '登记Registro AEE，每年4月30日前提交年报。',
  weeeUK: 'WEEE Regs 2013：直接向英国消费者供货的境外卖家即为生产者；年投放超过5吨须加入合规计划，较少可直接注册。',
  weeeEU: 'WEEE指令2012/19/EU：向该国消费者远程销售的生产者须在该国注册，未在当地设立的须指定授权代表。',
  batteryEU: '欧盟电池法规（EU）2023/1542：在每个销售国注册（第55条），未在当地设立的生产者须指定授权代表（第56条）。',
  batteryUK: 'Batteries Regs 2009：年投放便携式电池超过1吨须加入合规计划，较少可直接注册；是否由您承担视销售模式而定。',
};

const SERVICE_NAMES: Record<number, string> = {
  1001: 'VAT注册',
  1002: 'VAT申报',
  1004: 'OSS注册与申报',
  1005: 'WEEE注册',
  1006: '包装法注册',
  1007: '电池法注册',
};

const placeName = (country: MultiSiteCountry | 'EU') => (country === 'EU' ? '欧盟（OSS）' : COUNTRY_NAMES[country]);

const PAN_EU: Partial<Record<MultiSiteCountry, Presence>> = {
  DE: 'stock',
  FR: 'stock',
  IT: 'stock',
  ES: 'stock',
  PL: 'stock',
  CZ: 'stock',
};

interface Errors {
  countries?: string;
  streams?: string;
}

export function MultiSiteCalculator({ products }: { products: CalculatorProduct[] }) {
  const id = useId();
  const [presence, setPresence] = useState<Partial<Record<MultiSiteCountry, Presence>>>({ DE: 'stock', FR: 'sales' });
  const [streams, setStreams] = useState<Stream[]>(['vat', 'packaging']);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<MultiSiteEstimate | null>(() =>
    multiSiteEstimate({ DE: 'stock', FR: 'sales' }, ['vat', 'packaging'], products),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!MULTI_SITE_COUNTRIES.some((c) => (presence[c] ?? 'none') !== 'none'))
      next.countries = '请至少为一个国家选择“仅销售”或“备货并销售”';
    if (streams.length === 0) next.streams = '请至少选择一个合规项目';
    setErrors(next);
    if (next.countries || next.streams) {
      setResult(null);
      document.getElementById(next.countries ? `${id}-UK` : `${id}-stream-vat`)?.focus();
      return;
    }
    setResult(multiSiteEstimate(presence, streams, products));
  };
  const toggleStream = (stream: Stream, on: boolean) =>
    setStreams((current) =>
      on ? STREAMS.filter((s) => s === stream || current.includes(s)) : current.filter((s) => s !== stream),
    );

  return (
    <div className={`${styles.tool} ${styles.stacked}`}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="欧盟多站点合规费用测算">
        <fieldset className={styles.fieldset} aria-describedby={errors.countries ? `${id}-countries-error` : undefined}>
          <legend className={styles.legend}>您在各国的业务</legend>
          <p className={styles.hint}>
            “备货”指货物存放在该国仓库（FBA、泛欧计划、海外仓）；“仅销售”指从其他国家发货给该国消费者。
          </p>
          <div className={styles.grid}>
            {MULTI_SITE_COUNTRIES.map((country) => (
              <div key={country} className={styles.field}>
                <label htmlFor={`${id}-${country}`} className={styles.label}>
                  {COUNTRY_NAMES[country]}
                </label>
                <select
                  id={`${id}-${country}`}
                  className={styles.select}
                  value={presence[country] ?? 'none'}
                  aria-invalid={errors.countries ? true : undefined}
                  onChange={(event) => setPresence((p) => ({ ...p, [country]: event.target.value as Presence }))}
                >
                  {(['none', 'sales', 'stock'] as const).map((p) => (
                    <option key={p} value={p}>
                      {PRESENCE_NAMES[p]}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setPresence(PAN_EU)}>
            套用泛欧计划（德法意西波捷备货）
          </button>
          {errors.countries ? (
            <p id={`${id}-countries-error`} className={styles.error}>
              {errors.countries}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={styles.fieldset} aria-describedby={errors.streams ? `${id}-streams-error` : undefined}>
          <legend className={styles.legend}>需要测算的合规项目</legend>
          <div className={styles.choices}>
            {STREAMS.map((stream) => (
              <label key={stream} className={styles.choice}>
                <input
                  id={`${id}-stream-${stream}`}
                  type="checkbox"
                  checked={streams.includes(stream)}
                  onChange={(event) => toggleStream(stream, event.target.checked)}
                />
                {STREAM_NAMES[stream]}
              </label>
            ))}
          </div>
          {errors.streams ? (
            <p id={`${id}-streams-error`} className={styles.error}>
              {errors.streams}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          测算义务与费用
        </button>
      </form>

      <Results title="测算结果">
        {result ? (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>一次性费用</dt>
                <dd>{formatCents(result.oneOffCents, 'CNY')}</dd>
              </div>
              <div>
                <dt>年度费用</dt>
                <dd>{formatCents(result.annualCents, 'CNY')}/年</dd>
              </div>
              <div>
                <dt>首年合计</dt>
                <dd>{formatCents(result.firstYearCents, 'CNY')}</dd>
              </div>
            </dl>
            {result.onRequest > 0 ? (
              <p className={styles.note}>另有 {result.onRequest} 项服务按需报价，未计入合计。</p>
            ) : null}
            <div className={frame.frame}>
              <table className={`${styles.table} ${styles.lines}`}>
                <caption className="visually-hidden">各国合规义务与服务价格</caption>
                <thead>
                  <tr>
                    <th scope="col">国家与项目</th>
                    <th scope="col">是否需要</th>
                    <th scope="col">依据</th>
                    <th scope="col">我们的服务与价格</th>
                  </tr>
                </thead>
                <tbody>
                  {result.lines.map((line) => (
                    <tr key={`${line.country}-${line.stream}-${line.rule}`}>
                      <th scope="row">
                        {placeName(line.country)}
                        <span className={styles.sub}>{line.rule === 'oss' ? 'OSS' : STREAM_NAMES[line.stream]}</span>
                      </th>
                      <td>
                        <span className={`${styles.status} ${styles[line.status]}`}>{STATUS_NAMES[line.status]}</span>
                      </td>
                      <td className={styles.rule}>{RULES[line.rule]}</td>
                      <td>
                        {line.items.length === 0 ? (
                          <span className={styles.muted}>{line.status === 'check' ? '咨询顾问评估' : '—'}</span>
                        ) : (
                          <ul className={styles.items}>
                            {line.items.map((item, index) => (
                              // biome-ignore lint/suspicious/noArrayIndexKey: items of a line are positional
                              <li key={index}>
                                {item.product ? (
                                  <>
                                    {item.product.name}
                                    <span className={styles.price}>
                                      {formatCents(item.product.cents, 'CNY')}
                                      {item.product.unit ? `/${item.product.unit}` : ''}
                                      {timesPerYear(item.product.unit) > 1
                                        ? `（每年${timesPerYear(item.product.unit)}期）`
                                        : ''}
                                    </span>
                                  </>
                                ) : (
                                  <>
                                    {placeName(line.country)}
                                    {SERVICE_NAMES[item.serviceType] ?? STREAM_NAMES[line.stream]}
                                    <span className={styles.price}>按需报价</span>
                                  </>
                                )}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <EstimateBadge>测算仅供参考，具体义务以各国法规和顾问评估为准</EstimateBadge>
            <p className={styles.note}>
              合计只包含“需要”的项目；“视情况”的项目价格列出供参考，未计入。价格单位为人民币（元），为服务费，不含官方规费与税款；按“次”计价的为一次性费用，按“年”“季度”计价的计入年度费用。
            </p>
          </>
        ) : (
          <FixErrors />
        )}
      </Results>
    </div>
  );
}
