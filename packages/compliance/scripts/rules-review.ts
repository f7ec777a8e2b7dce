import { staleRules } from './rules-lib.ts';

/** Prints every rule whose check is older than 120 days (or REVIEW_DAYS), with its sources, to re-check. */
const today = process.env.REVIEW_TODAY ?? new Date().toISOString().slice(0, 10);
const days = Number(process.env.REVIEW_DAYS ?? 120);
const stale = staleRules(today, days);
console.log(`${stale.length} rule(s) checked more than ${days} days before ${today}`);
for (const rule of stale) {
  console.log(`\n${rule.id}  checked ${rule.checkedOn}  ${rule.law ?? ''}`);
  for (const s of [...rule.lawClaim.sources, ...rule.amazon.sources])
    console.log(`  [${s.kind}] ${s.title}  ${s.url ?? '(no page)'}`);
}
