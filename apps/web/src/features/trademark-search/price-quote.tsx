'use client';

import type { GatewayClient } from '@site/contracts/client';
import * as ipr from '@site/contracts/ipr';
import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { YUAN } from '../../lib/money.ts';
import { priceView } from '../../lib/price.ts';
import { DataTable } from '../../ui/data-table.tsx';
import fieldStyles from '../../ui/form-field.module.css';
import panels from '../../ui/tool-panel.module.css';
import { quoteOf } from './rules.ts';
import type { SearchText } from './search-text.ts';
import styles from './trademark-search.module.css';

type PriceRows = z.infer<typeof ipr.getTrademarkPrice.data>;
type Skus = z.infer<typeof ipr.getVipSkuDetail.data>;

const REGIONS = [20, 21, 99, 23, 24, 25] as const;
type Region = (typeof REGIONS)[number];

interface Options {
  country: Region;
  classCount: number;
  acceleratedExam: 1 | 2;
  authorization: 1 | 2;
  entitySize: 1 | 2 | 3;
  productCount: number;
}

/**
 * The options and price quote (spec section 3): region (US 20, UK 21, EU 99, Japan 23/24, SVIP 25), 'one mark n
 * classes' 1-10, accelerated examination, authorisation, entity size and product count, priced by
 * priceForSurveyReport; the member (VIP/SVIP) SKUs of the region's service item from getVipSkuDetail.
 */
export function PriceQuote({ gateway, text }: { gateway: GatewayClient; text: SearchText }) {
  const id = useId();
  const t = text.quote;
  const [options, setOptions] = useState<Options>({
    country: 20,
    classCount: 1,
    acceleratedExam: 2,
    authorization: 2,
    entitySize: 2,
    productCount: 1,
  });
  const [rows, setRows] = useState<PriceRows | null>(null);
  const [skus, setSkus] = useState<Skus | null>(null);

  useEffect(() => {
    let live = true;
    void gateway
      .call(ipr.getTrademarkPrice, { query: { ...options }, silent: true })
      .then((r) => live && setRows(r))
      .catch(() => live && setRows([]));
    if (options.country === 25) setSkus(null);
    else
      void gateway
        .call(ipr.getVipSkuDetail, { params: { serverItem: String(options.country) }, silent: true })
        .then((s) => live && setSkus(s))
        .catch(() => live && setSkus(null));
    return () => {
      live = false;
    };
  }, [gateway, options]);

  const set = <K extends keyof Options>(key: K, value: Options[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const select = <K extends keyof Options>(
    key: K,
    label: string,
    choices: readonly { value: Options[K]; label: string }[],
  ) => (
    <div className={styles.filter}>
      <label htmlFor={`${id}-${key}`} className={styles.filterLabel}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={fieldStyles.input}
        value={String(options[key])}
        onChange={(e) => set(key, Number(e.target.value) as Options[K])}
      >
        {choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
  const counts = Array.from({ length: 10 }, (_, i) => i + 1);

  return (
    <section className={panels.panel} aria-labelledby={`${id}-title`} data-testid="price-quote">
      <h2 id={`${id}-title`} className={panels.panelTitle}>
        {t.title}
      </h2>
      <div className={styles.quoteOptions}>
        {select(
          'country',
          t.region,
          REGIONS.map((r) => ({ value: r, label: t.regions[r] })),
        )}
        {select(
          'classCount',
          t.classCount,
          counts.map((n) => ({ value: n, label: t.oneMarkClasses(n) })),
        )}
        {select('acceleratedExam', t.accelerated, [
          { value: 2 as const, label: t.no },
          { value: 1 as const, label: t.yes },
        ])}
        {select('authorization', t.authorization, [
          { value: 2 as const, label: t.no },
          { value: 1 as const, label: t.yes },
        ])}
        {select('entitySize', t.entitySize, [
          { value: 1 as const, label: t.entities[1] },
          { value: 2 as const, label: t.entities[2] },
          { value: 3 as const, label: t.entities[3] },
        ])}
        {select(
          'productCount',
          t.productCount,
          counts.map((n) => ({ value: n, label: String(n) })),
        )}
      </div>
      <div aria-live="polite">
        {rows === null ? null : rows.length === 0 ? (
          <p className={fieldStyles.hint}>{t.noPrice}</p>
        ) : (
          <div className={styles.tableWrap}>
            <DataTable
              className={styles.quoteTable}
              caption={t.title}
              columns={[t.product, t.perClass, t.total(options.classCount)]}
            >
              <tbody>
                {rows.map((row) => {
                  const q = quoteOf(row, options.classCount);
                  return (
                    <tr key={`${row.productName}|${row.memberLevel ?? ''}`}>
                      <th scope="row">
                        {row.productName}
                        {row.memberLevel ? <span className={styles.sampleBadge}>{row.memberLevel}</span> : null}
                      </th>
                      <td>
                        {YUAN}
                        {q.perClass.amount}
                        {q.perClass.unit ? `/${q.perClass.unit}` : ''}
                        {q.perClass.original ? <s className={styles.listPrice}>{q.perClass.original}</s> : null}
                      </td>
                      <td>
                        <strong>
                          {YUAN}
                          {q.total}
                        </strong>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          </div>
        )}
        {skus && skus.skuList.length > 0 ? (
          <div className={styles.skus}>
            <h3 className={styles.reasonsTitle}>
              {skus.memberLevel ? `${t.memberSkus}（${skus.memberLevel}）` : t.skus}
            </h3>
            <ul>
              {skus.skuList.map((s) => (
                <li key={s.skuId}>
                  {s.name}：{YUAN}
                  {priceView(s).amount}
                  {s.priceUnit ? `/${s.priceUnit}` : ''}
                  {s.durationMonths ? ` / ${t.months(s.durationMonths)}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={fieldStyles.hint}>{t.note}</p>
      </div>
    </section>
  );
}
