import type { Confidence, Level } from './rules/schema.ts';

/** How a condition adds a clause to another ('如果您在德国存放库存，且…'): a longer condition starts with a shorter one and this. */
export const CONDITION_AND = '，且';

/**
 * A report's summary as a pure function of its items: the counts (what asks something of the seller, what is to be
 * in place before the first sale, what depends on the seller's situation, what no source settled) and the priority
 * list. The engine stores what these give; the result page counts the stored items again with the same functions,
 * so a report stored by an older engine (no `beforeSale`, a stale summary) shows counts equal to its items.
 * Imports no rule data: the web bundle may use it.
 */

/** required / recommended / info: the rule's level once decided; conditional: it depends on an unanswered fact. */
export type Status = Level | 'conditional';

export interface Summary {
  /** Items decided to ask something of the seller (required or recommended). */
  obligations: number;
  /** Items that depend on a fact the seller can give in the refine step. */
  conditional: number;
  /** Required items to have in place before the first sale (开售前须完成). */
  urgent: number;
  unconfirmed: number;
}

/** What the summary reads of an item; `status` and `beforeSale` are absent from items stored by older engines. */
export interface SummaryItem {
  level: Level;
  status?: Status;
  confidence: Confidence;
  timing: string;
  urgent: boolean;
  beforeSale?: boolean;
}

/** A timing in the rules' words that asks for the item before the first sale. */
export const BEFORE_SALE_TIMING = /(销售|开售|上架)前/;

export const statusOf = (item: SummaryItem): Status => item.status ?? item.level;

/**
 * To be in place before the first sale once it applies: the item's own flag; for an item stored before engine 2.1.0,
 * an urgent item or a required, confirmed one whose timing says 销售前 / 开售前 / 上架前.
 */
export const isBeforeSale = (item: SummaryItem): boolean =>
  item.beforeSale ??
  (item.urgent ||
    (item.level === 'required' &&
      statusOf(item) !== 'info' &&
      item.confidence !== 'unconfirmed' &&
      BEFORE_SALE_TIMING.test(item.timing)));

/** Required now and before the first sale: what 开售前须完成 counts. */
export const isUrgent = (item: SummaryItem): boolean => statusOf(item) === 'required' && isBeforeSale(item);

/** The counts of a list of items: always equal to the items they summarise. */
export const summaryOf = (items: readonly SummaryItem[]): Summary => ({
  obligations: items.filter((o) => statusOf(o) === 'required' || statusOf(o) === 'recommended').length,
  conditional: items.filter((o) => statusOf(o) === 'conditional').length,
  urgent: items.filter(isUrgent).length,
  unconfirmed: items.filter((o) => o.confidence === 'unconfirmed').length,
});

export interface SummaryMarket<I extends SummaryItem> {
  country: string;
  label: string;
  streams: readonly { obligations: readonly I[] }[];
}

export interface PriorityEntry<I> {
  country: string;
  label: string;
  item: I;
  /** false: the item applies; true: it applies on its condition (the item's `condition`). */
  conditional: boolean;
}

/**
 * The priority list (优先处理：开售前须完成): what must be in place before the first sale, market by market in report
 * order; first the items that apply (exactly those `summaryOf` counts as urgent), then those that apply on a
 * condition (German VAT when the stock may be in Germany).
 */
export const priorityList = <I extends SummaryItem>(markets: readonly SummaryMarket<I>[]): PriorityEntry<I>[] => {
  const pick = (conditional: boolean) =>
    markets.flatMap((market) =>
      market.streams
        .flatMap((s) => s.obligations)
        .filter((o) => (conditional ? statusOf(o) === 'conditional' && isBeforeSale(o) : isUrgent(o)))
        .map((item) => ({ country: market.country, label: market.label, item, conditional })),
    );
  return [...pick(false), ...pick(true)];
};
