import { z } from 'zod';
import { coverageRules } from './data/coverage.ts';
import { batteryRules, weeeRules } from './data/electrical.ts';
import { packagingRules } from './data/packaging.ts';
import { safetyRules } from './data/safety.ts';
import { trademarkRules } from './data/trademark.ts';
import { vatRules } from './data/vat.ts';
import {
  type Clause,
  type Condition,
  EU_STOCK_COUNTRIES,
  type Fact,
  PAN_EU_COUNTRIES,
  type Refine,
  type Rule,
  ruleSchema,
  STREAMS,
} from './schema.ts';
import { ENGINE_VERSION, RULES_VERSIONS } from './versions.ts';

export { SERVICE_COUNTRY, SERVICE_TYPE } from './data/helpers.ts';
export * from './schema.ts';

/** The rules version: the last entry of versions.ts (a test holds its hash to the table's content). */
export const RULES_VERSION: string = RULES_VERSIONS[RULES_VERSIONS.length - 1]?.version ?? '';
export { ENGINE_VERSION, RULES_VERSIONS };

/**
 * A list of rules checked as the table is: every rule by ruleSchema, ids unique; in stream order, then list order
 * (the order within a stream of a report). Throws a ZodError (or an Error naming a repeated id) on bad data.
 */
export const validateRules = (input: unknown): Rule[] => {
  const all = z.array(ruleSchema).parse(input);
  const ids = new Set<string>();
  for (const r of all) {
    if (ids.has(r.id)) throw new Error(`rule ${r.id} is defined twice`);
    ids.add(r.id);
  }
  return all.sort((a, b) => STREAMS.indexOf(a.stream) - STREAMS.indexOf(b.stream));
};

/** Every rule of the code table, validated at load (the seed's first version of the rules in the database). */
export const RULES: readonly Rule[] = validateRules([
  ...vatRules,
  ...packagingRules,
  ...weeeRules,
  ...batteryRules,
  ...safetyRules,
  ...trademarkRules,
  ...coverageRules,
]);

/**
 * A rules set the engine works with: its version (carried by every report made with it) and its rules, validated
 * (validateRules). The gateway reads the newest published set from the database; the default is the code table.
 */
export interface RuleSet {
  version: string;
  rules: readonly Rule[];
}

/** The code table as a rules set: the default of every engine function. */
export const DEFAULT_RULE_SET: RuleSet = { version: RULES_VERSION, rules: RULES };

/** Does a condition on the nine questions hold for a set of facts? */
export const conditionHolds = (condition: Condition, facts: ReadonlySet<Fact>): boolean => {
  if (condition === 'always') return true;
  const { requires = [], requiresAny = [], requiresNone = [] } = condition;
  return (
    requires.every((f) => facts.has(f)) &&
    (requiresAny.length === 0 || requiresAny.some((f) => facts.has(f))) &&
    !requiresNone.some((f) => facts.has(f))
  );
};

/** The countries where stock is held, Pan-EU expanded; null when the refine step did not say. */
export const stockCountries = (refine: Refine): Set<string> | null => {
  if (refine.stockLocations === undefined) return null;
  const countries = new Set<string>();
  for (const location of refine.stockLocations) {
    if (location === 'PAN_EU') for (const c of PAN_EU_COUNTRIES) countries.add(c);
    else if (location !== 'CN_DIRECT') countries.add(location);
  }
  return countries;
};

/** A clause decided by the refine answers: true, false, or null when its answer is not given. */
export const clauseHolds = (clause: Clause, refine: Refine): boolean | null => {
  const stock = stockCountries(refine);
  if ('stockIn' in clause) return stock === null ? null : stock.has(clause.stockIn);
  if ('stockInEu' in clause) return stock === null ? null : EU_STOCK_COUNTRIES.some((c) => stock.has(c));
  if ('shipsDirect' in clause)
    return refine.stockLocations === undefined ? null : refine.stockLocations.includes('CN_DIRECT');
  if ('establishedIn' in clause)
    return refine.established === undefined ? null : clause.establishedIn.includes(refine.established);
  if ('packagingTonnes' in clause)
    return refine.packagingTonnes === undefined ? null : clause.packagingTonnes.includes(refine.packagingTonnes);
  if ('eeeTonnes' in clause) return refine.eeeTonnes === undefined ? null : clause.eeeTonnes.includes(refine.eeeTonnes);
  if ('turnover' in clause) return refine.turnover === undefined ? null : clause.turnover.includes(refine.turnover);
  return refine.products === undefined ? null : clause.product.some((p) => refine.products?.includes(p));
};
