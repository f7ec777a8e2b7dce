/**
 * The one money and amount formatter of the site (issue 23): Intl.NumberFormat with the site's conventions, which
 * visitors know from the original site: '.' for decimals, ',' between thousands where a calculator shows a result
 * (grouping), none in a price tag, the symbol before the amount ('￥2999.00', '€1,234.56', '£5.00'), an unknown
 * currency's code after it ('12.00 CHF'). Rounding is half away from zero on the decimal value (1.005 -> '1.01');
 * a negative amount that rounds to zero shows no sign.
 */

const SYMBOLS: Readonly<Record<string, string>> = { CNY: '￥', EUR: '€', GBP: '£' };

export interface AmountOptions {
  /** Digits after the point: always this many (default 2). */
  decimals?: number;
  /** Leave out trailing zeros of the decimals ('8.5', '500'): award amounts. */
  trim?: boolean;
  /** ',' between thousands: calculator results. */
  grouping?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = ({ decimals = 2, trim = false, grouping = false }: AmountOptions): Intl.NumberFormat => {
  const id = `${decimals}|${trim}|${grouping}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: trim ? 0 : decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    formats.set(id, format);
  }
  return format;
};

/** A number as an amount, without currency: '2999.00', '1,234.56' with grouping. */
export const formatAmount = (value: number, options: AmountOptions = {}): string => formatOf(options).format(value);

/** The yuan's symbol as the site shows it before an amount ('￥', the full-width sign): price tags in JSX. */
export const YUAN: string = SYMBOLS.CNY ?? '￥';

/** The symbol of a currency ('￥' for CNY), or null for one without a symbol of the site's. */
const currencySymbol = (currency = 'CNY'): string | null => SYMBOLS[currency] ?? null;

/** An amount of money: '￥2999.00', '€1,234.56' (grouping), '￥8.5' (trim), '12.00 CHF'. */
export const formatMoney = (value: number, options: AmountOptions & { currency?: string } = {}): string => {
  const amount = formatAmount(value, options);
  const symbol = currencySymbol(options.currency);
  return symbol ? `${symbol}${amount}` : `${amount} ${options.currency}`;
};

/** An integer of 10^-decimals units with thousands separators: formatScaled(123456, 2) is '1,234.56'. */
export const formatScaled = (value: number, decimals: number): string =>
  formatAmount(value / 10 ** decimals, { decimals, grouping: true });

/** Cents as money with two decimals and grouping: '1,234.56' (or with the currency's symbol when given). */
export const formatCents = (cents: number, currency?: string): string =>
  currency ? formatMoney(cents / 100, { currency, grouping: true }) : formatAmount(cents / 100, { grouping: true });
