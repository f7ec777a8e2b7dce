/**
 * A number as the portal sends it (an area code of the served list and the digits typed) to its E.164 key
 * (issue 22): read in its area with libphonenumber's full metadata, so '07911 123456' and '7911 123456' under +44 are
 * one handset; a number that is not a valid mobile (or fixed-or-mobile) number of a served region is refused, which
 * keeps premium-rate and other numbers that can be pumped out of the SMS provider's bill.
 */
import { servedArea } from '@site/contracts/phone-areas';
import type { PhoneKey } from '@site/db/phones';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The number's key, or null when it is no textable number of a served area. */
export function phoneKeyOf(areaCode: string, phone: string): PhoneKey | null {
  const area = servedArea(areaCode);
  if (!area) return null;
  let number: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    number = parsePhoneNumberFromString(phone, { defaultCallingCode: area.code });
  } catch {
    return null;
  }
  if (!number?.isValid() || number.countryCallingCode !== area.code) return null;
  if (area.countries && !(number.country && area.countries.includes(number.country))) return null;
  if (!TEXTABLE.has(number.getType() ?? '')) return null;
  return { e164: number.number, areaCode: number.countryCallingCode, national: number.nationalNumber };
}
