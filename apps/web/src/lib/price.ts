import { formatAmount, formatMoney } from './money.ts';

/**
 * The price rules of spec section 9: prices show two decimals; the price a buyer pays is the unit
 * price minus the discount; when there is a discount, the original price is shown as ￥ amount plus
 * unit beside it.
 */

export interface PriceInput {
  unitPrice: number;
  discountPrice: number;
  /** e.g. '年', '次', 'year'. */
  priceUnit: string;
}

export interface PriceView {
  /** The amount to pay, two decimals: '2999.00'. */
  amount: string;
  unit: string;
  /** '￥3999.00/年' when discounted, else null. */
  original: string | null;
}

/** The price of a product as the site shows it; a discount larger than the price never shows a negative amount. */
export const priceView = ({ unitPrice, discountPrice, priceUnit }: PriceInput): PriceView => {
  const discount = Math.max(0, discountPrice);
  const pay = Math.max(0, unitPrice - discount);
  return {
    amount: formatAmount(pay),
    unit: priceUnit,
    original: discount > 0 ? `${formatMoney(unitPrice)}${priceUnit ? `/${priceUnit}` : ''}` : null,
  };
};
