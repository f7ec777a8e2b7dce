import type { Brand, Locale } from '../../brands.ts';

/** The activity pop-up (campaign modal): written in issue 3 part D. */
export function ActivityPopup(_: { brand: Brand; locale: Locale }) {
  return null;
}
