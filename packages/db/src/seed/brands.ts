import { platform as p00 } from './content/brands/00.ts';
import { platform as p01 } from './content/brands/01.ts';
import { platform as p08 } from './content/brands/08.ts';
import { platform as p10 } from './content/brands/10.ts';
import { platform as p13 } from './content/brands/13.ts';
import { platform as p15 } from './content/brands/15.ts';
import { platform as p19 } from './content/brands/19.ts';
import { platform as p20 } from './content/brands/20.ts';
import { platform as pCS } from './content/brands/CS.ts';
import { platform as pEU } from './content/brands/EU.ts';
import { platform as pKR } from './content/brands/KR.ts';
import type { PlatformSeed } from './types.ts';

/** Every brand's content, one entry per brand and language. */
export const brandSeeds: PlatformSeed[] = [p00, p01, p08, p10, p13, p15, p19, p20, pEU, pKR, pCS].flat();
