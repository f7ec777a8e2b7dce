import type { Brand, Locale } from '../../brands.ts';
import type { Shell } from '../../content/types.ts';

/** The right panel and floating toolbar: written in issue 3 part C. */
export function RightPanel(_: { brand: Brand; locale: Locale; shell: Shell }) {
  return null;
}
