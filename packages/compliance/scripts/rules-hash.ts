import { rulesHash } from './rules-lib.ts';

console.log(rulesHash());
