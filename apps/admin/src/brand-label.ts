import { PLATFORM_NAMES, PLATFORMS, type Platform } from '@site/contracts/hosts';

export { PLATFORMS };

/** A brand as staff know it: its name and its code (`欧思拓 00`); an unknown code as stored. */
export const brandLabel = (code: string): string =>
  code in PLATFORM_NAMES ? `${PLATFORM_NAMES[code as Platform]} ${code}` : code;
