import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rulesDoc, rulesHash } from './rules-lib.ts';

const target = fileURLToPath(new URL('../RULES.md', import.meta.url));
writeFileSync(target, rulesDoc());
console.log(`wrote ${target}; table hash ${rulesHash()}`);
